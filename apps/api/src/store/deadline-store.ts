/**
 * The deadline sweeper's claims (ADR 0025). A claim takes due games — `check_at` passed — with
 * `FOR UPDATE SKIP LOCKED`, so concurrent sweepers of other processes take other games, and moves
 * `check_at` of each to the end of a lease before it commits. The sweeper then acts through the
 * ordinary append with `expectedVersion` (outside this transaction), whose commit sets `check_at`
 * afresh; a sweeper that dies before acting leaves the lease to run out, and the game is claimed
 * again. So a claim never blocks a move for longer than its own short transaction.
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { games } from '../db/schema.ts';
import type { ClockPauses } from '../clocks/pauses.ts';
import { readClockPauses } from './pause-store.ts';

export class DeadlineStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Claims up to `limit` games due at `now`, earliest first, until `leaseEnd`; their ids. */
  async claimDue(now: Date, limit: number, leaseEnd: Date): Promise<string[]> {
    return this.#db.transaction(async (tx) => {
      const due = await tx
        .select({ id: games.id })
        .from(games)
        .where(lte(games.checkAt, now))
        .orderBy(asc(games.checkAt))
        .limit(limit)
        // NO KEY UPDATE: rows inserted elsewhere that reference the game (seat turns, watchers)
        // hold a KEY SHARE lock on it, which FOR UPDATE would wait for and SKIP LOCKED would
        // skip; a claim only changes check_at, so it needs no more than an appender takes.
        .for('no key update', { skipLocked: true });
      const ids = due.map((row) => row.id);
      if (ids.length === 0) return [];
      await tx.update(games).set({ checkAt: leaseEnd }).where(inArray(games.id, ids));
      return ids;
    });
  }

  /**
   * Puts back `check_at` of a claimed game that turned out to need nothing, with the deadlines as
   * they stand now (a vacation may have moved them), unless it moved on meanwhile (its append
   * then set them itself).
   */
  async release(
    gameId: string,
    version: number,
    { deadline, seatDeadlines }: { deadline: Date | null; seatDeadlines: (string | null)[] | null },
  ): Promise<void> {
    await this.#db
      .update(games)
      .set({ checkAt: deadline, turnDeadline: deadline, seatDeadlines })
      .where(and(eq(games.id, gameId), eq(games.version, version)));
  }

  /** The seats' pauses from `since` on (pause-store.ts). */
  pauses(gameId: string, since: Date | string): Promise<ClockPauses> {
    return readClockPauses(this.#db, gameId, since);
  }
}
