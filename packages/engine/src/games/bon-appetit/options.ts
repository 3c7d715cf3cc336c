import { z } from 'zod';
import { KernelCode, ok, optionsJsonSchema, violation } from '../../kernel/index.ts';
import type { JsonValue, Result, Seat } from '../../kernel/index.ts';
import type { RulesVersion } from './versions.ts';

/**
 * A-BA-6, the deal's centre card when it is a mouse. `inert` starts no hunt (2.0.0's default);
 * the starting player hunts it under `hunted` (2.0.0) and `right_neighbour` (1.0.0's default):
 * two spellings of the first engine's reading, each accepted only by its own version.
 */
export type InitialCard = 'inert' | 'hunted' | 'right_neighbour';

/** Options of one game (RULES §3.3–3.4). Keys are the wire names stored with each game. */
export interface BonAppetitOptions {
  /**
   * Seats whose reveals the server performs at once, for players who prefer not to click through a
   * game without decisions (sorted, no repeats). Every seat may be automatic: the game then plays
   * itself out during setup.
   */
  readonly auto_reveal: readonly Seat[];
  /** The starting player ("the youngest", RULES §3.3.6): a seat, or drawn at random. */
  readonly starting_seat: Seat | 'random';
  readonly initial_card: InitialCard;
}

export const SEAT_LIMITS = { min: 2, max: 6 } as const;

const seatSchema = z
  .number()
  .int()
  .min(0)
  .max(SEAT_LIMITS.max - 1);

const autoRevealSchema = z
  .array(seatSchema)
  .max(SEAT_LIMITS.max * 2)
  .default([]);

const startingSeatSchema = z.union([z.literal('random'), seatSchema]).default('random');

/** Each version's options input; the keys keep their order, which the JSON Schema shows. */
const OPTIONS_SCHEMAS = {
  '1.0.0': z.strictObject({
    auto_reveal: autoRevealSchema,
    starting_seat: startingSeatSchema,
    initial_card: z.enum(['right_neighbour', 'inert']).default('right_neighbour'),
  }),
  // Revision 2: a centre mouse starts no hunt by default (A-BA-6); 'hunted' keeps 1.0.0's reading.
  '2.0.0': z.strictObject({
    auto_reveal: autoRevealSchema,
    starting_seat: startingSeatSchema,
    initial_card: z.enum(['inert', 'hunted']).default('inert'),
  }),
} as const satisfies Record<RulesVersion, z.ZodType>;

/** The options input of `version` as JSON Schema, for clients' forms (GameModule.optionsSchema). */
export function optionsSchemaOf(version: RulesVersion): JsonValue {
  return optionsJsonSchema(OPTIONS_SCHEMAS[version]);
}

export function parseBonAppetitOptions(
  version: RulesVersion,
  input: unknown,
  seatCount: number,
): Result<BonAppetitOptions> {
  if (!Number.isInteger(seatCount) || seatCount < SEAT_LIMITS.min || seatCount > SEAT_LIMITS.max) {
    return violation(KernelCode.InvalidSeatCount, 'Bon Appétit! is played by 2 to 6 players.');
  }
  const parsed = OPTIONS_SCHEMAS[version].safeParse(input ?? {});
  if (!parsed.success) return violation(KernelCode.InvalidOptions, z.prettifyError(parsed.error));
  const { auto_reveal, starting_seat, initial_card } = parsed.data;
  const outside = [...auto_reveal, starting_seat].find(
    (seat) => typeof seat === 'number' && seat >= seatCount,
  );
  if (outside !== undefined) {
    return violation(
      KernelCode.InvalidOptions,
      `Seat ${outside} is not a seat of this ${seatCount}-player game.`,
    );
  }
  // Normalised so that equal choices compare equal.
  const seats = [...new Set(auto_reveal)].sort((a, b) => a - b);
  return ok({ auto_reveal: seats, starting_seat, initial_card });
}
