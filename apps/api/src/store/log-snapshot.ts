/**
 * A game's head and a run of its log entries read together, in one statement and so from one
 * snapshot on either driver (issue 22). Entries are joined only up to the head's version, so a
 * move committed while the statement runs can never show up in the entries without the head.
 * The log is append-only, which makes the pair exact: every entry up to a head was committed in
 * the same transaction as that head or before it.
 */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { preparedPerDatabase } from '../db/prepared-query.ts';
import type { Seat } from '@tavolo/engine';
import { MAX_INT32, games, log, seatSeen } from '../db/schema.ts';
import { headColumns } from './game-rows.ts';
import { toStoredEntry } from './types.ts';
import type { StoredEntry, StreamHead } from './types.ts';

export interface LogSnapshot {
  readonly head: StreamHead;
  /** Entries from the requested version up to the head's version (at most the limit), oldest first. */
  readonly entries: readonly StoredEntry[];
  /** The last version the range's `seenBy` seat said it saw; null if it never did, or none was asked. */
  readonly lastSeenVersion: number | null;
}

export interface SnapshotRange {
  /** The first version wanted. */
  readonly from: number;
  /** At most this many entries. */
  readonly limit?: number;
  /** The seat whose last seen version (seen/seen-service.ts) comes with the snapshot. */
  readonly seenBy?: Seat;
}

function snapshotSelect(db: Db) {
  return (
    db
      .select({ head: headColumns, entry: log, lastSeenVersion: seatSeen.lastSeenVersion })
      .from(games)
      // A seat's state read carries its last seen version: one statement, not two (issue 19).
      .leftJoin(
        seatSeen,
        and(eq(seatSeen.gameId, games.id), eq(seatSeen.seat, sql.placeholder('seenBy'))),
      )
      .leftJoin(
        log,
        and(
          eq(log.gameId, games.id),
          gte(log.version, sql.placeholder('from')),
          lte(log.version, games.version),
        ),
      )
      .where(eq(games.id, sql.placeholder('gameId')))
      .orderBy(asc(log.version))
  );
}

/** Every state read runs one of these: built once per database (db/prepared-query.ts). */
const snapshotQuery = preparedPerDatabase((db) => snapshotSelect(db).prepare('log_snapshot'));
const limitedSnapshotQuery = preparedPerDatabase((db) =>
  snapshotSelect(db).limit(sql.placeholder('limit')).prepare('log_snapshot_limited'),
);

/** Undefined for an unknown game; no entries before the start (the head's version is null). */
export async function readLogSnapshot(
  db: Db,
  gameId: string,
  range: SnapshotRange,
): Promise<LogSnapshot | undefined> {
  // No entry lies beyond the integer column, and Postgres would refuse such a parameter.
  const from = Math.min(range.from, MAX_INT32);
  const { limit } = range;
  const seenBy = range.seenBy ?? null;
  const rows =
    limit === undefined
      ? await snapshotQuery(db).execute({ gameId, from, seenBy })
      : await limitedSnapshotQuery(db).execute({ gameId, from, limit, seenBy });
  const first = rows[0];
  if (first === undefined) return undefined;
  const entries: StoredEntry[] = [];
  for (const { entry } of rows) {
    if (entry !== null && entry.version >= range.from) entries.push(toStoredEntry(entry));
  }
  return { head: first.head, entries, lastSeenVersion: first.lastSeenVersion };
}
