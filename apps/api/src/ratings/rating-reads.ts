/**
 * What the API shows of ratings (issue 21 items 2 and 4): a title's leaderboard of active players
 * and a player's ratings with their history. Public: ratings are of finished games, which anyone
 * may replay.
 */
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { findGame } from '@tavolo/engine';
import { displayRating, isProvisional, PROVISIONAL_GAMES } from '@tavolo/sdk/ratings';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { accounts, players, ratingChanges, ratings } from '../db/schema.ts';
import { ServiceError } from '../errors.ts';

/** Leaderboards list players with a rated game of the title in the last this many days… */
export const DEFAULT_ACTIVE_DAYS = 90;
/** …and at least this many rated games in it (no provisional ratings). */
export const DEFAULT_MIN_GAMES = PROVISIONAL_GAMES;
const DAY_MS = 86_400_000;

export interface LeaderboardQuery {
  readonly activeDays?: number | undefined;
  readonly minGames?: number | undefined;
  readonly limit?: number | undefined;
}

export interface LeaderboardRow {
  readonly rank: number;
  readonly playerId: string;
  readonly displayName: string;
  /** Null for a player without an account (a third-party bot's owner). */
  readonly username: string | null;
  readonly rating: number;
  readonly games: number;
  readonly lastPlayedAt: string;
}

export interface Leaderboard {
  readonly engine: string;
  readonly activeDays: number;
  readonly minGames: number;
  readonly players: readonly LeaderboardRow[];
}

export interface TitleRating {
  readonly engine: string;
  readonly rating: number;
  readonly provisional: boolean;
  readonly games: number;
  readonly mu: number;
  readonly sigma: number;
  readonly lastPlayedAt: string;
  /** The rating after each game, oldest first. */
  readonly history: readonly RatingPoint[];
}

export interface RatingPoint {
  readonly gameId: string;
  readonly at: string;
  readonly place: number;
  readonly rating: number;
}

export interface PlayerRatings {
  readonly playerId: string;
  readonly username: string;
  readonly displayName: string;
  readonly ratings: readonly TitleRating[];
}

/** The conservative skill μ − 3σ that the displayed number is made from. */
const ordinal = sql`${ratings.mu} - 3 * ${ratings.sigma}`;

export class RatingReads {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  async leaderboard(engine: string, query: LeaderboardQuery = {}): Promise<Leaderboard> {
    if (findGame(engine) === undefined) {
      throw new ServiceError('UNKNOWN_ENGINE', `No game engine "${engine}" is registered.`);
    }
    const activeDays = query.activeDays ?? DEFAULT_ACTIVE_DAYS;
    const minGames = query.minGames ?? DEFAULT_MIN_GAMES;
    const since = new Date(this.#clock.now().getTime() - activeDays * DAY_MS);
    const rows = await this.#db
      .select({
        playerId: ratings.playerId,
        mu: ratings.mu,
        sigma: ratings.sigma,
        games: ratings.games,
        lastPlayedAt: ratings.lastPlayedAt,
        displayName: players.displayName,
        username: accounts.username,
      })
      .from(ratings)
      .innerJoin(players, eq(players.id, ratings.playerId))
      .leftJoin(accounts, eq(accounts.playerId, ratings.playerId))
      .where(
        and(
          eq(ratings.engine, engine),
          gte(ratings.games, minGames),
          gte(ratings.lastPlayedAt, since),
        ),
      )
      .orderBy(desc(ordinal), asc(ratings.playerId))
      .limit(query.limit ?? 100);
    return {
      engine,
      activeDays,
      minGames,
      players: rows.map((row, index) => ({
        rank: index + 1,
        playerId: row.playerId,
        displayName: row.displayName,
        username: row.username,
        rating: displayRating(row),
        games: row.games,
        lastPlayedAt: row.lastPlayedAt.toISOString(),
      })),
    };
  }

  /** A person's ratings in every title they played rated; USERNAME_NOT_FOUND for nobody. */
  async ofUsername(username: string): Promise<PlayerRatings> {
    const [person] = await this.#db
      .select({
        playerId: accounts.playerId,
        username: accounts.username,
        displayName: players.displayName,
      })
      .from(accounts)
      .innerJoin(players, eq(players.id, accounts.playerId))
      .where(eq(accounts.usernameKey, username.toLowerCase()));
    if (person === undefined) {
      throw new ServiceError('USERNAME_NOT_FOUND', `Nobody has the username ${username}.`);
    }
    const current = await this.#db
      .select()
      .from(ratings)
      .where(eq(ratings.playerId, person.playerId))
      .orderBy(asc(ratings.engine));
    const changes = await this.#db
      .select({
        engine: ratingChanges.engine,
        gameId: ratingChanges.gameId,
        finishedAt: ratingChanges.finishedAt,
        place: ratingChanges.place,
        mu: ratingChanges.muAfter,
        sigma: ratingChanges.sigmaAfter,
      })
      .from(ratingChanges)
      .where(eq(ratingChanges.playerId, person.playerId))
      .orderBy(asc(ratingChanges.finishedAt), asc(ratingChanges.gameId));
    return {
      ...person,
      ratings: current.map((row) => ({
        engine: row.engine,
        rating: displayRating(row),
        provisional: isProvisional(row),
        games: row.games,
        mu: row.mu,
        sigma: row.sigma,
        lastPlayedAt: row.lastPlayedAt.toISOString(),
        history: changes
          .filter((change) => change.engine === row.engine)
          .map((change) => ({
            gameId: change.gameId,
            at: change.finishedAt.toISOString(),
            place: change.place,
            rating: displayRating(change),
          })),
      })),
    };
  }
}
