/**
 * "While you were away" (issue 17 item 11): the server keeps, per seat, the last version of the
 * game that seat has seen, so a client opening the table can say what happened since. The seat
 * sets it (a client sets it once it has shown the changes); it never moves back, so an old tab
 * cannot undo what a newer one has shown.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Seat } from '@tavolo/engine';
import { z } from 'zod';
import { systemClock } from '../clock.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { preparedPerDatabase } from '../db/prepared-query.ts';
import { MAX_INT32, seatSeen } from '../db/schema.ts';
import { startedGameVersion } from '../store/started-version.ts';
import { ServiceError } from '../errors.ts';
import { gameIdSchema, parseInput, seatSchema } from '../service/inputs.ts';

export const seenVersionSchema = z.number().int().min(0).max(MAX_INT32);

/** Read on every state read of a seat: built once (db/prepared-query.ts). */
const lastSeenQuery = preparedPerDatabase((db) =>
  db
    .select({ version: seatSeen.lastSeenVersion })
    .from(seatSeen)
    .where(
      and(
        eq(seatSeen.gameId, sql.placeholder('gameId')),
        eq(seatSeen.seat, sql.placeholder('seat')),
      ),
    )
    .prepare('last_seen_version'),
);

export class SeenService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock = systemClock) {
    this.#db = db;
    this.#clock = clock;
  }

  /** The last version `seat` has said it saw; null when it never has. */
  async lastSeenVersion(gameId: string, seat: Seat): Promise<number | null> {
    const [row] = await lastSeenQuery(this.#db).execute({ gameId, seat });
    return row?.version ?? null;
  }

  /**
   * Records that `seat` has seen the game up to `version` and returns the seat's last seen
   * version (the larger of the old and the new). SEEN_VERSION_AHEAD when the game has not reached
   * `version`, GAME_NOT_STARTED before the start.
   */
  async markSeen(gameId: string, seat: Seat, version: number): Promise<number> {
    const id = parseInput(gameIdSchema, gameId, 'game id');
    const valid = parseInput(seenVersionSchema, version, 'version');
    const validSeat = parseInput(seatSchema, seat, 'seat');
    const reached = await startedGameVersion(this.#db, id, 'nothing to see yet');
    if (valid > reached) {
      throw new ServiceError(
        'SEEN_VERSION_AHEAD',
        `The game is at version ${reached}: version ${valid} cannot have been seen.`,
      );
    }
    const [row] = await this.#db
      .insert(seatSeen)
      .values({ gameId: id, seat: validSeat, lastSeenVersion: valid, seenAt: this.#clock.now() })
      .onConflictDoUpdate({
        target: [seatSeen.gameId, seatSeen.seat],
        set: {
          lastSeenVersion: sql`greatest(${seatSeen.lastSeenVersion}, excluded.last_seen_version)`,
          seenAt: sql`excluded.seen_at`,
        },
      })
      .returning({ version: seatSeen.lastSeenVersion });
    if (row === undefined) throw new Error('INSERT … RETURNING returned no row');
    return row.version;
  }
}
