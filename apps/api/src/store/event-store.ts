/**
 * The append-only log of DESIGN §4. Each accepted command is one transaction that inserts the log
 * entry (linked into the hash chain) and updates the game's current-state row. The primary key
 * (game, version) makes a stale append fail, the unique (game, commandId) makes a retry find the
 * original entry instead of applying twice.
 */
import { and, asc, eq, getTableColumns, gte } from 'drizzle-orm';
import { linkHash } from '@tavolo/sdk/audit';
import type { LogEntry } from '@tavolo/sdk/audit';
import type { Db } from '../db/database.ts';
import { MAX_INT32, games, log } from '../db/schema.ts';
import { slot, transactionQuery } from '../db/transaction-query.ts';
import { ServiceError, VersionConflictError } from '../errors.ts';
import { constraintViolation } from './constraint-violation.ts';
import { clockColumns, headColumns, readHead } from './game-rows.ts';
import { readLogSnapshot } from './log-snapshot.ts';
import { readClockPauses, readSeatPauses } from './pause-store.ts';
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
  /**
   * Runs inside the transaction once the head is known to be at expectedVersion. It may throw
   * (e.g. a rule refusal), which rolls everything back.
   */
  decide(head: StartedHead, log: LogReader): Promise<Decision<Payload>> | Decision<Payload>;
}

export type AppendResult<Payload> =
  | { readonly kind: 'appended'; readonly entry: StoredEntry; readonly payload: Payload }
  /** The commandId was accepted before: the original entry, nothing applied. */
  | { readonly kind: 'duplicate'; readonly entry: StoredEntry };

function logReader(tx: Transaction, gameId: string): LogReader {
  return { entriesFrom: (version) => readEntriesFrom(tx, gameId, version) };
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

async function readByCommandId(
  db: Db | Transaction,
  gameId: string,
  commandId: string,
): Promise<StoredEntry | undefined> {
  const [row] = await db
    .select()
    .from(log)
    .where(and(eq(log.gameId, gameId), eq(log.commandId, commandId)));
  return row === undefined ? undefined : toStoredEntry(row);
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

/**
 * The submit transaction's two statements, their SQL built once (db/transaction-query.ts): every
 * move runs both, and drizzle building them anew was most of its cost per move.
 * One round trip: the head, and the entry of this commandId if it was accepted before.
 */
const headAndOriginal = transactionQuery(
  { gameId: games.id, commandId: log.commandId },
  { head: headColumns, original: getTableColumns(log) },
  (db) =>
    db
      .select({ head: headColumns, original: log })
      .from(games)
      .leftJoin(log, and(eq(log.gameId, games.id), eq(log.commandId, slot('commandId'))))
      .where(eq(games.id, slot('gameId'))),
  ['original'],
);

/**
 * The entry's INSERT rides along with the head's UPDATE in one statement (a data-modifying CTE):
 * one round trip less per move. Both or neither apply; a unique violation of the log (a version
 * or commandId taken meanwhile) fails the statement as it failed the INSERT.
 */
const appendAndMoveHead = transactionQuery(
  {
    gameId: log.gameId,
    version: log.version,
    expectedVersion: games.version,
    actor: log.actor,
    commandId: log.commandId,
    command: log.command,
    events: log.events,
    at: log.at,
    hash: log.hash,
    activeSeats: games.activeSeats,
    status: games.status,
    outcome: games.outcome,
    finishedAt: games.finishedAt,
    clocks: games.clocks,
    turnDeadline: games.turnDeadline,
    checkAt: games.checkAt,
    seatDeadlines: games.seatDeadlines,
  },
  { updated: { version: games.version } },
  (db) => {
    const appended = db.$with('appended').as(
      db.insert(log).values({
        gameId: slot('gameId'),
        version: slot('version'),
        actor: slot('actor'),
        commandId: slot('commandId'),
        command: slot('command'),
        events: slot('events'),
        at: slot('at'),
        hash: slot('hash'),
      }),
    );
    return db
      .with(appended)
      .update(games)
      .set({
        version: slot('version'),
        headHash: slot('hash'),
        activeSeats: slot('activeSeats'),
        status: slot('status'),
        outcome: slot('outcome'),
        updatedAt: slot('at'),
        finishedAt: slot('finishedAt'),
        clocks: slot('clocks'),
        turnDeadline: slot('turnDeadline'),
        checkAt: slot('checkAt'),
        seatDeadlines: slot('seatDeadlines'),
      })
      .where(and(eq(games.id, slot('gameId')), eq(games.version, slot('expectedVersion'))))
      .returning({ version: games.version });
  },
);

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

  entryByCommandId(gameId: string, commandId: string): Promise<StoredEntry | undefined> {
    return readByCommandId(this.#db, gameId, commandId);
  }

  /**
   * Appends one command's entry at expectedVersion + 1 and moves the current-state row with it,
   * in one transaction. Throws VersionConflictError (with the current version) when the game has
   * moved on, GAME_NOT_FOUND / GAME_NOT_STARTED, or whatever `decide` throws.
   */
  async append<Payload>(request: AppendRequest<Payload>): Promise<AppendResult<Payload>> {
    try {
      return await this.#db.transaction((tx) => this.#appendIn(tx, request));
    } catch (error) {
      if (constraintViolation(error)?.kind !== 'unique') throw error;
      // Another transaction committed this version first — or this very commandId (a retry
      // racing its original), which then answers with the original entry.
      const original = await this.entryByCommandId(request.gameId, request.commandId);
      if (original !== undefined) return { kind: 'duplicate', entry: original };
      const current = (await this.head(request.gameId))?.version;
      if (current === undefined || current === null) throw error;
      throw new VersionConflictError(request.expectedVersion, current);
    }
  }

  async #appendIn<Payload>(
    tx: Transaction,
    request: AppendRequest<Payload>,
  ): Promise<AppendResult<Payload>> {
    const { gameId, expectedVersion, commandId } = request;
    const [row] = await headAndOriginal.run(tx, { gameId, commandId });
    if (row === undefined) throw new ServiceError('GAME_NOT_FOUND', `No game ${gameId}.`);
    const { head, original } = row;
    if (original !== null) return { kind: 'duplicate', entry: toStoredEntry(original) };
    if (head.version === null) {
      throw new ServiceError('GAME_NOT_STARTED', `Game ${gameId} has not started yet.`);
    }
    if (head.version !== expectedVersion) {
      throw new VersionConflictError(expectedVersion, head.version);
    }
    const decision = await request.decide(
      { ...head, version: head.version },
      logReader(tx, gameId),
    );
    const version = expectedVersion + 1;
    const { stored: entry, row: entryRow } = linkedEntry(
      gameId,
      version,
      head.headHash,
      decision.entry,
    );
    const pauses = await readSeatPauses(tx, gameId, head, head.clocks?.at ?? decision.entry.at);
    const finished = decision.progress.outcome !== null;
    const { at } = decision.entry;
    const updated = await appendAndMoveHead.run(tx, {
      ...entryRow,
      expectedVersion,
      activeSeats: [...decision.progress.activeSeats],
      status: finished ? 'finished' : 'started',
      outcome: decision.progress.outcome,
      finishedAt: finished ? at : null,
      ...clockColumns(head, decision, pauses),
    });
    // Unreachable while the primary key holds; kept so a lost update can never pass silently.
    if (updated.length !== 1) throw new VersionConflictError(expectedVersion, version);
    return { kind: 'appended', entry, payload: decision.payload };
  }
}
