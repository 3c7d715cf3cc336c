import { z } from 'zod';
import { KernelCode, violation } from '../../kernel/index.ts';
import type { Result } from '../../kernel/index.ts';
import { COLOURS } from './board.ts';
import type { BigShotCommand } from './types.ts';

/** Far above any purse; decide refuses what no purse could pay with a rule code of its own. */
const MAX_WIRE_BID = 1_000_000;

const colour = z.enum(COLOURS);

const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('roll') }),
  z.strictObject({ type: z.literal('take_loan'), colour }),
  z.strictObject({ type: z.literal('end_loans') }),
  z.strictObject({ type: z.literal('bid'), amount: z.number().int().min(1).max(MAX_WIRE_BID) }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('choose_paying_colour'), colour }),
  // Lot ids are checked by decide against the board data, so a corrected board needs no change here.
  z.strictObject({ type: z.literal('place_cube'), colour, lot: z.string().min(1).max(16) }),
]);

/** Parses a command; every field is a scalar, so equal choices already compare equal. */
export function parseBigShotCommand(input: unknown): Result<BigShotCommand> {
  const parsed = commandSchema.safeParse(input);
  if (!parsed.success) return violation(KernelCode.InvalidCommand, z.prettifyError(parsed.error));
  return { ok: true, value: parsed.data };
}
