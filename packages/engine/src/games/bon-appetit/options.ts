import { z } from 'zod';
import { KernelCode, ok, optionsJsonSchema, violation } from '../../kernel/index.ts';
import type { Result, Seat } from '../../kernel/index.ts';

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
  /**
   * A-BA-6: the centre card counts as revealed by the starting player's right-hand neighbour, or,
   * in the configurable alternative, it is inert (no hunt, play starts normally).
   */
  readonly initial_card: 'right_neighbour' | 'inert';
}

export const SEAT_LIMITS = { min: 2, max: 6 } as const;

const seatSchema = z
  .number()
  .int()
  .min(0)
  .max(SEAT_LIMITS.max - 1);

const optionsSchema = z.strictObject({
  auto_reveal: z
    .array(seatSchema)
    .max(SEAT_LIMITS.max * 2)
    .default([]),
  starting_seat: z.union([z.literal('random'), seatSchema]).default('random'),
  initial_card: z.enum(['right_neighbour', 'inert']).default('right_neighbour'),
});

/** The options input as JSON Schema, for clients' forms (GameModule.optionsSchema). */
export const OPTIONS_SCHEMA = optionsJsonSchema(optionsSchema);

export function parseBonAppetitOptions(
  input: unknown,
  seatCount: number,
): Result<BonAppetitOptions> {
  if (!Number.isInteger(seatCount) || seatCount < SEAT_LIMITS.min || seatCount > SEAT_LIMITS.max) {
    return violation(KernelCode.InvalidSeatCount, 'Bon Appétit! is played by 2 to 6 players.');
  }
  const parsed = optionsSchema.safeParse(input ?? {});
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
