import { z } from 'zod';
import { KernelCode, ok, violation } from '../../kernel/index.ts';
import type { Result } from '../../kernel/index.ts';
import { ALL_WEDGE_CODES, CATEGORIES } from './components.ts';
import { SEAT_LIMITS } from './options.ts';
import type { CheesonomicsCommand } from './types.ts';
import { sortCodes } from './wedges.ts';

const MAX_LISTED_WEDGES = 20;
const MAX_SLOT = 99;
const MAX_MARKET_WEDGE_ID = 9999;

const category = z.enum(CATEGORIES);
const wedge = z.enum(ALL_WEDGE_CODES);
const wedges = z.array(wedge).max(MAX_LISTED_WEDGES);
const seat = z
  .number()
  .int()
  .min(0)
  .max(SEAT_LIMITS.max - 1);
const marketWedge = z.number().int().positive().max(MAX_MARKET_WEDGE_ID);

const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('churn'), category }),
  z.strictObject({ type: z.literal('give'), wedge }),
  z.strictObject({ type: z.literal('pick'), wedge }),
  z.strictObject({ type: z.literal('return_wedge'), to: seat, wedge }),
  z.strictObject({ type: z.literal('produce'), category }),
  z.strictObject({ type: z.literal('sell'), wedges }),
  z.strictObject({ type: z.literal('flip'), slot: z.number().int().min(0).max(MAX_SLOT) }),
  z.strictObject({
    type: z.literal('replace'),
    slot: z.number().int().min(0).max(MAX_SLOT),
    wedge: marketWedge,
    side_up: z.enum(['a', 'b']),
  }),
  z.strictObject({ type: z.literal('take_from_discard'), wedge: marketWedge }),
  z.strictObject({ type: z.literal('decline_moove') }),
  z.strictObject({ type: z.literal('moove_discard'), wedge: marketWedge }),
  z.strictObject({ type: z.literal('moove_steal'), from: seat }),
  z.strictObject({ type: z.literal('swap_supply'), give: marketWedge, take: marketWedge }),
  z.strictObject({ type: z.literal('final_sell'), wedges }),
  z.strictObject({ type: z.literal('decline_final_sell') }),
]);

/** Parses a command; sale wedge lists are sorted so that equal choices compare equal. */
export function parseCheesonomicsCommand(input: unknown): Result<CheesonomicsCommand> {
  const parsed = commandSchema.safeParse(input);
  if (!parsed.success) return violation(KernelCode.InvalidCommand, z.prettifyError(parsed.error));
  const command = parsed.data;
  if (command.type === 'sell' || command.type === 'final_sell') {
    return ok({ type: command.type, wedges: sortCodes(command.wedges) });
  }
  return ok(command);
}
