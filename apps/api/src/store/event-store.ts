/**
 * The append-only log of DESIGN §4. Each accepted command is one statement that inserts the log
 * entry (linked into the hash chain) and updates the game's current-state row. The primary key
 * (game, version) makes a stale append fail, the unique (game, commandId) makes a retry find the
 * original entry instead of applying twice.
 */
import { and, asc, eq, gte } from 'drizzle-orm';
import { linkHash } from '@tavolo/sdk/audit';
import type { LogEntry } from '@tavolo/sdk/audit';
import type { Db } from '../db/database.ts';
import type { Seat } from '@tavolo/engine';
import { MAX_INT32, log } from '../db/schema.ts';
import { appendAndMoveHead, headAndOriginal } from './append-statements.ts';
import { ServiceError, VersionConflictError } from '../errors.ts';
import { constraintViolation } from './constraint-violation.ts';
import { clockColumns, readHead } from './game-rows.ts';
import { readLogSnapshot } from './log-snapshot.ts';
import { pausesNeedReading, readClockPauses, readSeatPauses } from './pause-store.ts';
import { NO_PAUSES } from '../clocks/pauses.ts';
import type { ClockPauses } from '../clocks/pauses.ts';
import type { LogSnapshot, SnapshotRange } from './log-snapshot.ts';
import type { Transaction } from './game-rows.ts';
import { toStoredEntry } from './types.ts';
import type { Decision, EntryDraft, LogReader, StoredEntry, StreamHead } from './types.ts';

/** A started game's head: its version is known. */
export interface StartedHead extends StreamHead {
  readonly version: number;
}

export interface AppendRequest<Payload> {
  readonly gameId: string;
  /** The version the command was decided against; the entry becomes expectedVersion + 1. */
  readonly expectedVersion: number;
  readonly commandId: string;
  /** The seat whose last seen version (seen/seen-service.ts) the result carries. */
  readonly seenBy?: Seat;
  /**
   * The head this process holds at expectedVersion (LiveGames.cachedAt): the append writes
   * without reading the head first. The statement writes only over that very version and hash,
   * so a head that moved on meanwhile (another process) ends as a read and a conflict.
   */
  readonly knownHead?: StartedHead;
  /**
   * Runs once the head is known to be at expectedVersion, before anything is written. It may
   * throw (e.g. a rule refusal), which writes nothing.
   */
  decide(head: StartedHead, log: LogReader): Promise<Decision<Payload>> | Decision<Payload>;
}

export type AppendResult<Payload> =
  | {
      readonly kind: 'appended';
      readonly entry: StoredEntry;
      readonly payload: Payload;
      /** The game's head as the append left it: a state right after the move needs no read. */
      readonly head: StartedHead;
      /** The last version the request's `seenBy` seat said it saw (null: never, or none asked). */
      readonly lastSeenVersion: number | null;
    }
  /** The commandId was accepted before: the original entry, nothing applied. */
  | { readonly kind: 'duplicate'; readonly entry: StoredEntry };

function logReader(db: Db, gameId: string): LogReader {
  return { entriesFrom: (version) => readEntriesFrom(db, gameId, version) };
}

async function readEntriesFrom(
  db: Db | Transaction,
  gameId: string,
  version: number,
  limit?: number,
): Promise<StoredEntry[]> {
  // No entry is beyond the integer column, and Postgres would refuse such a parameter.
  if (version > MAX_INT32) return [];
  const query = db
    .select()
    .from(log)
    .where(and(eq(log.gameId, gameId), gte(log.version, version)))
    .orderBy(asc(log.version));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(toStoredEntry);
}

/** A draft numbered and linked to the previous hash: the entry and its log row. */
function linkedEntry(gameId: string, version: number, previousHash: string, draft: EntryDraft) {
  const entry: LogEntry = { version, ...draft, at: draft.at.toISOString() };
  const hash = linkHash(previousHash, entry);
  return { stored: { ...entry, hash }, row: { gameId, ...draft, version, hash } };
}

/** Numbers a draft, links it to the previous hash and inserts it. */
export async function insertEntry(
  tx: Transaction,
  gameId: string,
  version: number,
  previousHash: string,
  draft: EntryDraft,
): Promise<StoredEntry> {
  const { stored, row } = linkedEntry(gameId, version, previousHash, draft);
  await tx.insert(log).values(row);
  return stored;
}

export class EventStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** The game's head as committed now; undefined for an unknown game. */
  head(gameId: string): Promise<StreamHead | undefined> {
    return readHead(this.#db, gameId);
  }

  /** Entries from `version` on, oldest first (at most `limit`). */
  entriesFrom(gameId: string, version: number, limit?: number): Promise<StoredEntry[]> {
    return readEntriesFrom(this.#db, gameId, version, limit);
  }

  /** The head and entries of `range` up to it, from one snapshot; undefined for an unknown game. */
  snapshot(gameId: string, range: SnapshotRange): Promise<LogSnapshot | undefined> {
    return readLogSnapshot(this.#db, gameId, range);
  }

  /** The seats' pauses from `since` on (pause-store.ts), for exports. */
  clockPauses(gameId: string, since: Date): Promise<ClockPauses> {
    return readClockPauses(this.#db, gameId, since);
  }

  /**
   * Appends one command's entry at expectedVersion + 1 and moves the current-state row with it
   * (one statement; a transaction only when the seats' clocks pause: pause-store.ts). Throws
   * VersionConflictError (with the current version) when the game has moved on, GAME_NOT_FOUND /
   * GAME_NOT_STARTED, or whatever `decide` throws (nothing is written then).
   */
  async append<Payload>(request: AppendRequest<Payload>): Promise<AppendResult<Payload>> {
    try {
      const result = await this.#tryAppend(request);
      if (result !== undefined) return result;
    } catch (error) {
      if (constraintViolation(error)?.kind !== 'unique') throw error;
    }
    // Another commit took this version first (the head had moved, or its entry was in the way) —
    // or this very commandId did (a retry racing its original): then the original answers. The
    // head and the original come from the one read that precedes an append.
    const checked = await this.#readHead(request);
    if ('entry' in checked) return checked;
    // Still at the expected version, yet the write matched nothing: the head in memory was not
    // the database's commit at that version (ADR 0050).
    throw new VersionConflictError(request.expectedVersion, checked.head.version);
  }

  /**
   * The append; undefined when the head had moved by the time the entry was written. The head
   * and original are read first (unless the request knows the head), as the statement that
   * writes will see them under READ COMMITTED inside a transaction too: that statement is what
   * guards the version.
   */
  async #tryAppend<Payload>(
    request: AppendRequest<Payload>,
  ): Promise<AppendResult<Payload> | undefined> {
    const { gameId, expectedVersion } = request;
    const known = request.knownHead?.version === expectedVersion ? request.knownHead : undefined;
    const read = known === undefined ? await this.#readHead(request) : { head: known };
    if ('entry' in read) return read;
    const { head } = read;
    const seenBy = request.seenBy ?? null;
    let decision: Decision<Payload>;
    try {
      decision = await request.decide(head, logReader(this.#db, gameId));
    } catch (error) {
      // Refused against a head from memory: a retry of an accepted commandId answers with its
      // original, as it would had the head been read first.
      if (known !== undefined) {
        const checked = await this.#readHead(request);
        if ('entry' in checked) return checked;
      }
      throw error;
    }
    const version = expectedVersion + 1;
    const linked = linkedEntry(gameId, version, head.headHash, decision.entry);
    const since = head.clocks?.at ?? decision.entry.at;
    const finished = decision.progress.outcome !== null;
    const status = finished ? 'finished' : 'started';
    const write = async (db: Db | Transaction, pauses: ClockPauses) => {
      const columns = clockColumns(head, decision, pauses);
      const appended = await appendAndMoveHead.run(db, {
        ...linked.row,
        expectedVersion,
        previousHash: head.headHash,
        seenBy,
        activeSeats: [...decision.progress.activeSeats],
        status,
        outcome: decision.progress.outcome,
        finishedAt: finished ? decision.entry.at : null,
        ...columns,
      });
      const [row] = appended;
      return row === undefined
        ? undefined
        : { columns, lastSeenVersion: row.seen?.lastSeenVersion ?? null };
    };
    const written = pausesNeedReading(head)
      ? // The pauses are read, and their players' vacations locked, in the append's transaction.
        await this.#db.transaction(async (tx) =>
          write(tx, await readSeatPauses(tx, gameId, head, since)),
        )
      : await write(this.#db, NO_PAUSES);
    if (written === undefined) return undefined;
    return {
      kind: 'appended',
      entry: linked.stored,
      payload: decision.payload,
      head: { ...head, ...written.columns, version, headHash: linked.stored.hash, status },
      lastSeenVersion: written.lastSeenVersion,
    };
  }

  /** The head to append at (at expectedVersion), or the original of a retried commandId. */
  async #readHead(
    request: AppendRequest<unknown>,
  ): Promise<
    { readonly head: StartedHead } | { readonly kind: 'duplicate'; readonly entry: StoredEntry }
  > {
    const { gameId, expectedVersion, commandId } = request;
    const [row] = await headAndOriginal.run(this.#db, { gameId, commandId });
    if (row === undefined) throw new ServiceError('GAME_NOT_FOUND', `No game ${gameId}.`);
    const { head, original } = row;
    if (original !== null) return { kind: 'duplicate', entry: toStoredEntry(original) };
    if (head.version === null) {
      throw new ServiceError('GAME_NOT_STARTED', `Game ${gameId} has not started yet.`);
    }
    if (head.version !== expectedVersion) {
      throw new VersionConflictError(expectedVersion, head.version);
    }
    return { head: { ...head, version: head.version } };
  }
}
