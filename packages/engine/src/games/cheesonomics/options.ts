import { z } from 'zod';
import { KernelCode, ok, optionsJsonSchema, violation } from '../../kernel/index.ts';
import type { Result } from '../../kernel/index.ts';

/** RULES §4.1: Mild and Sharp are played; Extra Sharp needs an expansion and is out of scope. */
export interface CheesonomicsOptions {
  readonly flavour: 'mild' | 'sharp';
}

export type Flavour = CheesonomicsOptions['flavour'];

export const SEAT_LIMITS = { min: 2, max: 5 } as const;

/** RULES §4.4.4: cheese wedges removed unseen at setup, by seat count. */
export const REMOVED_AT_SETUP: Readonly<Record<number, number>> = { 2: 60, 3: 40, 4: 20, 5: 0 };

/** RULES §4.9: leftover market wedges dealt to each player in Sharp, by seat count. */
export const SUPPLY_SIZE: Readonly<Record<number, number>> = { 2: 5, 3: 3, 4: 2, 5: 2 };

export const HAND_SIZE = 5;
export const MARKET_SIZE = 15;
/** The market is laid out in wheels of this many wedges; the split has no rule effect. */
export const MARKET_WHEEL_SIZE = 5;
export const MAX_SALE = 3;

const optionsSchema = z.strictObject({
  flavour: z.enum(['mild', 'sharp']).default('mild'),
});

/** The options input as JSON Schema, for clients' forms (GameModule.optionsSchema). */
export const OPTIONS_SCHEMA = optionsJsonSchema(optionsSchema);

export function parseCheesonomicsOptions(
  input: unknown,
  seatCount: number,
): Result<CheesonomicsOptions> {
  if (!Number.isInteger(seatCount) || seatCount < SEAT_LIMITS.min || seatCount > SEAT_LIMITS.max) {
    return violation(KernelCode.InvalidSeatCount, 'Cheesonomics is played by 2 to 5 players.');
  }
  const parsed = optionsSchema.safeParse(input ?? {});
  if (!parsed.success) return violation(KernelCode.InvalidOptions, z.prettifyError(parsed.error));
  return ok(parsed.data);
}
