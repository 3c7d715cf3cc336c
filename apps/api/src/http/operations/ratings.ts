/**
 * Ratings operations (issue 21 items 2 and 4), REST and GraphQL alike: a title's leaderboard and
 * a person's ratings. Public reads, for anyone, signed in or not.
 */
import { z } from 'zod';
import { usernameSchema } from '../../accounts/inputs.ts';
import type {
  Leaderboard,
  LeaderboardQuery,
  PlayerRatings,
  RatingReads,
} from '../../ratings/rating-reads.ts';
import { parseInput, printable } from '../../service/inputs.ts';

/** Bounds of a leaderboard's filters: a year of activity at most, 500 rows at most. */
export const leaderboardQuerySchema = z.strictObject({
  activeDays: z.number().int().min(1).max(366).optional(),
  minGames: z.number().int().min(1).max(10_000).optional(),
  limit: z.number().int().min(1).max(500).optional(),
});

const engineSchema = printable(z.string().min(1).max(100));

export class RatingOperations {
  readonly #reads: RatingReads;

  constructor(reads: RatingReads) {
    this.#reads = reads;
  }

  /** Active players of a title by rating; UNKNOWN_ENGINE for a title the server lacks. */
  leaderboard(engine: string, query: LeaderboardQuery = {}): Promise<Leaderboard> {
    return this.#reads.leaderboard(
      parseInput(engineSchema, engine, 'engine'),
      parseInput(leaderboardQuerySchema, query, 'leaderboard query'),
    );
  }

  /** A person's current rating per title with its history; USERNAME_NOT_FOUND for nobody. */
  ofPlayer(username: string): Promise<PlayerRatings> {
    return this.#reads.ofUsername(parseInput(usernameSchema, username, 'username'));
  }
}
