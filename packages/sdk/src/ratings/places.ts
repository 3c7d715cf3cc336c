/**
 * Which finished games count for ratings, and each seat's place in one (issue 21 item 2).
 * Pure: the server's projection and `tavolo ratings` run the same code on the same games.
 */
import { z } from 'zod';

/** A finished game as ratings need it: from a games row and its seats, or from an export. */
export interface RatingGame {
  readonly gameId: string;
  /** The game title (engine id): ratings are per title. */
  readonly engine: string;
  /** ISO 8601: games are applied in order of finish, then of id. */
  readonly finishedAt: string;
  /** Created rated (true) or casual (false). */
  readonly rated: boolean;
  readonly seats: readonly RatingSeat[];
  readonly outcome: RatingOutcome;
}

export interface RatingSeat {
  readonly seat: number;
  readonly kind: 'human' | 'bot';
  /** The person in the seat; null for a bot. */
  readonly playerId: string | null;
}

/** The recorded outcome: the engine's (winners, scores) plus the seats that forfeited. */
export interface RatingOutcome {
  readonly winners: readonly number[];
  /** Per seat; every title's engine ranks a higher score better (RULES.md). Empty after forfeits. */
  readonly scores: readonly number[];
  readonly forfeits?: readonly number[] | undefined;
}

/** Rated, and a person in every seat: bots never rate, and nobody rates against one. */
export function countsForRatings(game: RatingGame): boolean {
  return (
    game.rated &&
    game.seats.length >= 2 &&
    game.seats.every((seat) => seat.kind === 'human' && seat.playerId !== null)
  );
}

/**
 * Each seat's place, 1 the best (`places[i]` for `game.seats[i]`): winners share the first, the
 * others follow by score (equal scores share a place), and seats that forfeited share the last.
 */
export function placesOf(game: RatingGame): number[] {
  const { winners, scores } = game.outcome;
  const forfeits = game.outcome.forfeits ?? [];
  // A key per seat, smaller is better: [group, -score]; group 0 winners, 1 others, 2 forfeits.
  const keys = game.seats.map(({ seat }): readonly [number, number] => {
    if (forfeits.includes(seat)) return [2, 0];
    if (winners.includes(seat)) return [0, 0];
    return [1, -(scores[seat] ?? 0)];
  });
  const distinct = [...new Set(keys.map(([group, score]) => `${group}:${score}`))]
    .map((key) => key.split(':').map(Number) as [number, number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return keys.map(
    ([group, score]) => distinct.findIndex(([g, s]) => g === group && s === score) + 1,
  );
}

/** Order of application: by finish time, then by game id. */
export function byFinish(a: RatingGame, b: RatingGame): number {
  const time = Date.parse(a.finishedAt) - Date.parse(b.finishedAt);
  if (time !== 0) return time;
  return a.gameId < b.gameId ? -1 : a.gameId > b.gameId ? 1 : 0;
}

/**
 * The fields of a recorded outcome (games row or export) that ratings read; the rest (reason,
 * tie-break, a game's own extras) passes.
 */
export const ratingOutcomeSchema = z.looseObject({
  winners: z.array(z.number().int().nonnegative()),
  scores: z.array(z.number()),
  forfeits: z.array(z.number().int().nonnegative()).optional(),
});
