import { z } from 'zod';
import { KernelCode, ok, violation } from '../../kernel/index.ts';
import type { Result } from '../../kernel/index.ts';
import type { BigCheeseCommand } from './types.ts';

const MAX_DIE = 20;
const MAX_DICE = 20;
const MAX_WORKERS = 14;

const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('bid'), amount: z.number().int().min(1).max(MAX_WORKERS) }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('veto') }),
  z.strictObject({ type: z.literal('keep') }),
  z.strictObject({
    type: z.literal('use_big_cheese'),
    reroll: z.array(z.number().int().min(1).max(MAX_DIE)).min(1).max(MAX_DICE),
  }),
  z.strictObject({ type: z.literal('resolve'), project: z.number().int().positive() }),
]);

/** Parses a command; re-roll values are sorted so that equal choices compare equal. */
export function parseBigCheeseCommand(input: unknown): Result<BigCheeseCommand> {
  const parsed = commandSchema.safeParse(input);
  if (!parsed.success) return violation(KernelCode.InvalidCommand, z.prettifyError(parsed.error));
  const command = parsed.data;
  if (command.type === 'use_big_cheese') {
    return ok({ type: 'use_big_cheese', reroll: [...command.reroll].sort((a, b) => a - b) });
  }
  return ok(command);
}
