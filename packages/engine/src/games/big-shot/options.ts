import { z } from 'zod';
import { KernelCode, ok, optionsJsonSchema, violation } from '../../kernel/index.ts';
import type { Result } from '../../kernel/index.ts';

/**
 * RULES §2. Keys are the wire names used by the API and stored with each game. The seat count
 * chooses the 2-player two-colour variant (§2.8) and the 3-player dummy (§2.7) by itself.
 */
export interface BigShotOptions {
  /** §2.9: cash is hidden until a player is caught overbidding; loans are declared before the auction. */
  readonly hidden_money: boolean;
  /** A-BS-9: debt certificates in the bank: unlimited (default), 30 (original box) or 25 (re-edition). */
  readonly certificate_supply: 'unlimited' | 'original_30' | 're_edition_25';
  /** A-BS-13: when nobody owns enough properties, nobody wins (default) or the highest fortune wins. */
  readonly nobody_eligible: 'no_winner' | 'highest_fortune';
}

const optionsSchema = z.strictObject({
  hidden_money: z.boolean().default(false),
  certificate_supply: z.enum(['unlimited', 'original_30', 're_edition_25']).default('unlimited'),
  nobody_eligible: z.enum(['no_winner', 'highest_fortune']).default('no_winner'),
});

/** The options input as JSON Schema, for clients' forms (GameModule.optionsSchema). */
export const OPTIONS_SCHEMA = optionsJsonSchema(optionsSchema);

export const SEAT_LIMITS = { min: 2, max: 4 } as const;

export function parseBigShotOptions(input: unknown, seatCount: number): Result<BigShotOptions> {
  if (!Number.isInteger(seatCount) || seatCount < SEAT_LIMITS.min || seatCount > SEAT_LIMITS.max) {
    return violation(KernelCode.InvalidSeatCount, 'Big Shot is played by 2 to 4 players.');
  }
  const parsed = optionsSchema.safeParse(input ?? {});
  if (!parsed.success) {
    return violation(KernelCode.InvalidOptions, z.prettifyError(parsed.error));
  }
  return ok(parsed.data);
}

/** How many certificates the bank holds in all, or null when the supply is unlimited. */
export function certificateLimit(options: BigShotOptions): number | null {
  switch (options.certificate_supply) {
    case 'unlimited':
      return null;
    case 'original_30':
      return 30;
    case 're_edition_25':
      return 25;
  }
}
