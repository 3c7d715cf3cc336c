import { z } from 'zod';
import { KernelCode, ok, optionsJsonSchema, violation } from '../../kernel/index.ts';
import type { JsonValue, Result } from '../../kernel/index.ts';
import type { RulesVersion } from './versions.ts';

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
  /**
   * A-BS-18 (rules 2.0.0 on, where parsing always fills it): with hidden money, whose overbid is
   * caught — the winner's when the price is due (default), or every bidder's when the auction
   * closes. Absent only in games of rules 1.0.0, whose options never had it.
   */
  readonly overbid_check?: 'winner' | 'any_bidder';
}

/** The options of rules 1.0.0, kept exactly: unknown keys (overbid_check too) are refused. */
const firstOptionsSchema = z.strictObject({
  hidden_money: z.boolean().default(false),
  certificate_supply: z.enum(['unlimited', 'original_30', 're_edition_25']).default('unlimited'),
  nobody_eligible: z.enum(['no_winner', 'highest_fortune']).default('no_winner'),
});

/** Rules 2.0.0 (RULES.md revision 2) add `overbid_check` (A-BS-18). */
const revisedOptionsSchema = z.strictObject({
  ...firstOptionsSchema.shape,
  overbid_check: z.enum(['winner', 'any_bidder']).default('winner'),
});

const OPTIONS_SCHEMAS = {
  '1.0.0': firstOptionsSchema,
  '2.0.0': revisedOptionsSchema,
} as const satisfies Record<RulesVersion, z.ZodType<BigShotOptions>>;

/** The options input of a rules version as JSON Schema, for clients' forms (GameModule.optionsSchema). */
export function optionsSchemaOf(version: RulesVersion): JsonValue {
  return optionsJsonSchema(OPTIONS_SCHEMAS[version]);
}

export const SEAT_LIMITS = { min: 2, max: 4 } as const;

/** GameModule.parseOptions of a rules version. */
export function optionsParserOf(
  version: RulesVersion,
): (input: unknown, seatCount: number) => Result<BigShotOptions> {
  const schema = OPTIONS_SCHEMAS[version];
  return (input, seatCount) => {
    if (
      !Number.isInteger(seatCount) ||
      seatCount < SEAT_LIMITS.min ||
      seatCount > SEAT_LIMITS.max
    ) {
      return violation(KernelCode.InvalidSeatCount, 'Big Shot is played by 2 to 4 players.');
    }
    const parsed = schema.safeParse(input ?? {});
    if (!parsed.success) {
      return violation(KernelCode.InvalidOptions, z.prettifyError(parsed.error));
    }
    return ok(parsed.data);
  };
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
