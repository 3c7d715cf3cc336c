import { z } from 'zod';
import { KernelCode, ok, optionsJsonSchema, violation } from '../../kernel/index.ts';
import type { Result } from '../../kernel/index.ts';

/** RULES §1.3. Keys are the wire names used by the API and stored with each game. */
export interface BigCheeseOptions {
  readonly scoring: 'd6' | 'poly' | 'fr_two_dice' | 'fr_many_dice' | 'no_luck';
  readonly target: number;
  readonly exact30: boolean;
  readonly specials: boolean;
  readonly direction: 'ccw' | 'cw';
  readonly veto_eligibility: 'not_passed' | 'not_yet_bid';
  readonly big_cheese_chain: boolean;
  readonly no_bid_policy: 'discard_same_opener';
  /** A-BC-10: most scored projects then a shared win; `chance` draws among the tied instead. */
  readonly tie_break: 'most_projects' | 'chance';
}

export type Scoring = BigCheeseOptions['scoring'];

/** The seat step of the bidding direction: seats are numbered clockwise (RULES §0.2, A-BC-1). */
export function biddingStep(options: Pick<BigCheeseOptions, 'direction'>): 1 | -1 {
  return options.direction === 'cw' ? 1 : -1;
}

const MAX_TARGET = 10_000;
const EXACT_TARGET = 30;

/** The default (and minimum) target of each scoring mode (RULES §1.3, §1.10, A-BC-9). */
export const DEFAULT_TARGET: Readonly<Record<Scoring, number>> = {
  d6: 200,
  poly: 40,
  fr_two_dice: 200,
  fr_many_dice: 200,
  no_luck: 60,
};

const optionsSchema = z.strictObject({
  scoring: z.enum(['d6', 'poly', 'fr_two_dice', 'fr_many_dice', 'no_luck']).default('poly'),
  target: z.number().int().positive().max(MAX_TARGET).optional(),
  exact30: z.boolean().default(false),
  specials: z.boolean().default(true),
  direction: z.enum(['ccw', 'cw']).default('ccw'),
  veto_eligibility: z.enum(['not_passed', 'not_yet_bid']).default('not_passed'),
  big_cheese_chain: z.boolean().default(true),
  no_bid_policy: z.enum(['discard_same_opener']).default('discard_same_opener'),
  tie_break: z.enum(['most_projects', 'chance']).default('most_projects'),
});

/** The options input as JSON Schema, for clients' forms (GameModule.optionsSchema). */
export const OPTIONS_SCHEMA = optionsJsonSchema(optionsSchema);

export const SEAT_LIMITS = { min: 3, max: 6 } as const;

export function parseBigCheeseOptions(input: unknown, seatCount: number): Result<BigCheeseOptions> {
  if (!Number.isInteger(seatCount) || seatCount < SEAT_LIMITS.min || seatCount > SEAT_LIMITS.max) {
    return violation(KernelCode.InvalidSeatCount, 'The Big Cheese is played by 3 to 6 players.');
  }
  const parsed = optionsSchema.safeParse(input ?? {});
  if (!parsed.success) {
    return violation(KernelCode.InvalidOptions, z.prettifyError(parsed.error));
  }
  const { target, ...rest } = parsed.data;
  if (rest.exact30) {
    if (rest.scoring !== 'poly') {
      return violation(KernelCode.InvalidOptions, 'Exact 30 is played only with polyhedral dice.');
    }
    if (target !== undefined && target !== EXACT_TARGET) {
      return violation(KernelCode.InvalidOptions, 'With Exact 30 the target is exactly 30.');
    }
    return ok({ ...rest, target: EXACT_TARGET });
  }
  const minimum = DEFAULT_TARGET[rest.scoring];
  if (target !== undefined && target < minimum) {
    return violation(
      KernelCode.InvalidOptions,
      `The target for ${rest.scoring} scoring is at least ${minimum}.`,
    );
  }
  return ok({ ...rest, target: target ?? minimum });
}
