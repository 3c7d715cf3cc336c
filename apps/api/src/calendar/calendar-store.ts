/**
 * The rows behind calendar feeds: the feed secrets (by hash only) and, for a feed, the games where
 * its owner is to move, with what an event needs — all of it public (no view, no command).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SeatClocks } from '../clocks/clocks.ts';
import type { Db } from '../db/database.ts';
import { calendarFeeds, games, log, players, seats } from '../db/schema.ts';
import type { CalendarFeedRow } from '../db/schema.ts';

/** A seat of `playerId` that is to move in a started game, with the game's clocks. */
export interface DueSeatRow {
  readonly gameId: string;
  readonly engine: string;
  readonly seat: number;
  readonly version: number;
  readonly clocks: SeatClocks | null;
  /** How many entries this seat has acted in so far (public: the log shows every actor). */
  readonly movesMade: number;
}

export interface SeatName {
  readonly gameId: string;
  readonly seat: number;
  readonly displayName: string | null;
  readonly botName: string | null;
}

export class CalendarStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async feed(playerId: string): Promise<CalendarFeedRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.playerId, playerId));
    return row;
  }

  /** The owner of the feed whose secret hashes to `tokenHash`, if any. */
  async ownerOf(tokenHash: string): Promise<string | undefined> {
    const [row] = await this.#db
      .select({ playerId: calendarFeeds.playerId })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.tokenHash, tokenHash));
    return row?.playerId;
  }

  /** Stores the account's feed secret, replacing the previous one (whose URL then stops). */
  async replace(row: CalendarFeedRow): Promise<CalendarFeedRow> {
    const [stored] = await this.#db
      .insert(calendarFeeds)
      .values(row)
      .onConflictDoUpdate({
        target: calendarFeeds.playerId,
        set: { tokenHash: row.tokenHash, tokenPrefix: row.tokenPrefix, createdAt: row.createdAt },
      })
      .returning();
    if (stored === undefined) throw new Error('INSERT … RETURNING returned no row');
    return stored;
  }

  /** The seats `playerId` holds where it is their move, in started games, oldest game first. */
  async dueSeats(playerId: string): Promise<DueSeatRow[]> {
    const movesMade = sql<number>`(select count(*)::int from ${log}
      where ${log.gameId} = ${games.id} and ${log.actor} = ${seats.seat})`;
    const rows = await this.#db
      .select({
        gameId: games.id,
        engine: games.engine,
        seat: seats.seat,
        version: games.version,
        clocks: games.clocks,
        movesMade,
      })
      .from(seats)
      .innerJoin(games, eq(games.id, seats.gameId))
      .where(
        and(
          eq(seats.playerId, playerId),
          eq(games.status, 'started'),
          sql`${seats.seat} = any(${games.activeSeats})`,
        ),
      )
      .orderBy(asc(games.startedAt), asc(games.id));
    return rows.map((row) => ({ ...row, version: row.version ?? 0 }));
  }

  /** Who sits where in these games (names of people and bots). */
  async seatNames(gameIds: readonly string[]): Promise<SeatName[]> {
    if (gameIds.length === 0) return [];
    return this.#db
      .select({
        gameId: seats.gameId,
        seat: seats.seat,
        displayName: players.displayName,
        botName: seats.botName,
      })
      .from(seats)
      .leftJoin(players, eq(players.id, seats.playerId))
      .where(inArray(seats.gameId, [...gameIds]))
      .orderBy(asc(seats.gameId), asc(seats.seat));
  }
}
