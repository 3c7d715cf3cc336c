import { z } from 'zod';
import { KernelCode, ok, violation } from '../../kernel/index.ts';
import type { Result } from '../../kernel/index.ts';
import type { BonAppetitCommand } from './types.ts';

/** The only command: turn over the top card of one's pile (RULES §3.6, "clients only confirm"). */
const commandSchema = z.strictObject({ type: z.literal('reveal') });

export function parseBonAppetitCommand(input: unknown): Result<BonAppetitCommand> {
  const parsed = commandSchema.safeParse(input);
  if (!parsed.success) return violation(KernelCode.InvalidCommand, z.prettifyError(parsed.error));
  return ok({ type: 'reveal' });
}
