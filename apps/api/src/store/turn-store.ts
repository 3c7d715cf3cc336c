/**
 * Whose turn it is, per human seat (schema `seat_turns`), and the reminders the turns are due
 * (issue 17 items 8 and 9). `reconcileWithMark` brings a game's rows in line with its current state:
 * a row that appears is a turn that began, and its "your turn" notification is written in the
 * same transaction — the insert's ON CONFLICT makes two processes reconciling at once write it
 * once. `sweepReminders` claims due rows with FOR UPDATE SKIP LOCKED, as the deadline sweeper
 * claims games (ADR 0025), so two sweepers never send one rung twice.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { JsonValue, Seat } from '@tavolo/engine';
import type { SeatClocks } from '../clocks/clocks.ts';
import type { Db } from '../db/database.ts';
import { slot, transactionQuery } from '../db/transaction-query.ts';
import { gameWatchers, games, players, reminderSettings, seatTurns, seats } from '../db/schema.ts';
import type { GameStatus, SeatTurnRow } from '../db/schema.ts';
import type { Transaction } from './game-rows.ts';
import { markStartHandled } from './inbox-marks.ts';
import { writeNotifications } from './inbox-store.ts';
import { reconcileTurns } from './turn-reconcile.ts';
import type { TurnChange } from './turn-reconcile.ts';
import type { NewNotification } from './inbox-store.ts';

/** What the inbox reads of a game to reconcile its turns and to say who won. */
export interface GameSnapshot {
  readonly id: string;
  readonly engine: string;
  readonly status: GameStatus;
  readonly version: number;
  readonly activeSeats: readonly Seat[];
  readonly clocks: SeatClocks | null;
  readonly outcome: JsonValue | null;
  readonly seats: readonly SeatHolder[];
}

export interface SeatHolder {
  readonly seat: Seat;
  /** The account holding the seat; null for a server bot. */
  readonly playerId: string | null;
  readonly displayName: string | null;
}

/** A turn as it should be: a human seat to move, its deadline and its next reminder. */
export interface DesiredTurn {
  readonly seat: Seat;
  readonly playerId: string;
  readonly deadline: Date | null;
  readonly remindAt: Date | null;
}

/** A due turn as the reminder sweeper sees it. */
export interface DueReminder {
  readonly turn: SeatTurnRow;
  readonly engine: string;
  /** The account's ladder; null: the default one. */
  readonly ladder: readonly number[] | null;
  /** When the account last had the game's table open; null: never. */
  readonly seenAt: Date | null;
}

/** What the sweeper decided for one due turn. */
export interface ReminderDecision {
  readonly remindAt: Date | null;
  readonly notification?: NewNotification;
}

/** The game's fields a snapshot holds. */
const snapshotGameColumns = {
  id: games.id,
  engine: games.engine,
  status: games.status,
  version: games.version,
  activeSeats: games.activeSeats,
  clocks: games.clocks,
  outcome: games.outcome,
};

const snapshotHolderColumns = {
  seat: seats.seat,
  playerId: seats.playerId,
  displayName: players.displayName,
};

/**
 * The rows and seat holders (seat 0 first) of a list of games in one statement, a row per seat,
 * read after every commit (one statement for the batch of commits the inbox handles at once): its
 * text built once (db/transaction-query.ts) and the same for any number of games (an array
 * parameter), on the store's handle or inside the catch-up's transaction. A game without seats
 * gives one row whose holder is null.
 */
const selectSnapshots = transactionQuery(
  { gameIds: games.id },
  { game: snapshotGameColumns, holder: snapshotHolderColumns },
  (db) =>
    db
      .select({ ...snapshotGameColumns, ...snapshotHolderColumns })
      .from(games)
      .leftJoin(seats, eq(seats.gameId, games.id))
      .leftJoin(players, eq(players.id, seats.playerId))
      .where(sql`${games.id} = any(${slot('gameIds')}::text[])`)
      .orderBy(asc(games.id), asc(seats.seat)),
  ['holder'],
);

/** The accounts' own ladders, read after every move: one text whatever the number of accounts. */
const selectLadders = transactionQuery(
  { playerIds: reminderSettings.playerId },
  {
    ladder: {
      playerId: reminderSettings.playerId,
      offsetsSeconds: reminderSettings.offsetsSeconds,
    },
  },
  (db) =>
    db
      .select({
        playerId: reminderSettings.playerId,
        offsetsSeconds: reminderSettings.offsetsSeconds,
      })
      .from(reminderSettings)
      .where(sql`${reminderSettings.playerId} = any(${slot('playerIds')}::text[])`),
);

export class TurnStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /**
   * The game's row and seat holders; prepared on the store's own handle (the inbox reads this after
   * every commit), built on the given transaction when the catch-up reads inside its claim.
   */
  async snapshot(gameId: string, tx?: Transaction): Promise<GameSnapshot | undefined> {
    return (await this.snapshots([gameId], tx)).get(gameId);
  }

  /** {@link snapshot} of each of `gameIds` that exists and has started, in one statement. */
  async snapshots(
    gameIds: readonly string[],
    tx?: Transaction,
  ): Promise<Map<string, GameSnapshot>> {
    const rows = await selectSnapshots.run(tx ?? this.#db, { gameIds: [...gameIds] });
    const snapshots = new Map<string, GameSnapshot>();
    for (const { game, holder } of rows) {
      if (game.version === null) continue;
      const snapshot = snapshots.get(game.id) ?? { ...game, version: game.version, seats: [] };
      snapshots.set(game.id, {
        ...snapshot,
        seats: holder === null ? snapshot.seats : [...snapshot.seats, holder],
      });
    }
    return snapshots;
  }

  /** The ladders of these accounts that differ from the default. */
  async ladders(
    playerIds: readonly string[],
    db: Db | Transaction = this.#db,
  ): Promise<Map<string, readonly number[]>> {
    if (playerIds.length === 0) return new Map();
    const rows = await selectLadders.run(db, { playerIds: [...playerIds] });
    return new Map(rows.map(({ ladder }) => [ladder.playerId, ladder.offsetsSeconds]));
  }

  /**
   * Claims up to `limit` turns whose reminder is due at `now` (SKIP LOCKED: another sweeper's
   * claims are passed over), lets `decide` choose for each, and applies the choice, each turn in
   * a savepoint of its own: one that fails is reported and stays due for the next round.
   */
  async sweepReminders(
    now: Date,
    limit: number,
    decide: (due: DueReminder) => ReminderDecision,
    onError: (error: unknown, turn: SeatTurnRow) => void,
  ): Promise<number> {
    return this.#db.transaction(async (tx) => {
      const claimed = await tx
        .select({ turn: seatTurns })
        .from(seatTurns)
        .where(lte(seatTurns.remindAt, now))
        .orderBy(asc(seatTurns.remindAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      let sent = 0;
      for (const { turn } of claimed) {
        try {
          await tx.transaction(async (savepoint) => {
            const [context] = await savepoint
              .select({
                engine: games.engine,
                ladder: reminderSettings.offsetsSeconds,
                seenAt: gameWatchers.seenAt,
              })
              .from(games)
              .leftJoin(reminderSettings, eq(reminderSettings.playerId, turn.playerId))
              .leftJoin(
                gameWatchers,
                and(eq(gameWatchers.gameId, turn.gameId), eq(gameWatchers.playerId, turn.playerId)),
              )
              .where(eq(games.id, turn.gameId));
            if (context === undefined) return;
            const decision = decide({ turn, ...context });
            await savepoint
              .update(seatTurns)
              .set({ remindAt: decision.remindAt })
              .where(and(eq(seatTurns.gameId, turn.gameId), eq(seatTurns.seat, turn.seat)));
            if (decision.notification !== undefined) {
              const written = await writeNotifications(savepoint, [decision.notification], now);
              sent += written.length;
            }
          });
        } catch (error) {
          onError(error, turn);
        }
      }
      return sent;
    });
  }

  /** Recomputes the next reminder of the account's turns after its ladder changed. */
  async rescheduleFor(
    playerId: string,
    remindAt: (turn: SeatTurnRow) => Date | null,
  ): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const turns = await tx.select().from(seatTurns).where(eq(seatTurns.playerId, playerId));
      for (const turn of turns) {
        await tx
          .update(seatTurns)
          .set({ remindAt: remindAt(turn) })
          .where(and(eq(seatTurns.gameId, turn.gameId), eq(seatTurns.seat, turn.seat)));
      }
    });
  }

  async saveLadder(playerId: string, offsetsSeconds: readonly number[], at: Date): Promise<void> {
    const values = { playerId, offsetsSeconds: [...offsetsSeconds], updatedAt: at };
    await this.#db
      .insert(reminderSettings)
      .values(values)
      .onConflictDoUpdate({
        target: reminderSettings.playerId,
        set: { offsetsSeconds: values.offsetsSeconds, updatedAt: at },
      });
  }

  /** Records that the account has the game's table open now. */
  async seen(gameId: string, playerId: string, at: Date): Promise<void> {
    await this.#db
      .insert(gameWatchers)
      .values({ gameId, playerId, seenAt: at })
      .onConflictDoUpdate({
        target: [gameWatchers.gameId, gameWatchers.playerId],
        set: { seenAt: at },
      });
  }
}

/**
 * Makes the game's turns `change.desired` and writes its notifications (see reconcileTurns), and
 * records the facts of `handledVersion` as handled (store/inbox-marks.ts), inside `tx`, which may
 * hold the reconciles of other commits too (service/inbox/turn-facts.ts).
 */
export async function reconcileWithMark(
  tx: Transaction,
  change: TurnChange,
  handledVersion?: number,
): Promise<void> {
  // The start makes the mark; a later version moves it in the reconcile's own statement.
  if (handledVersion === 0) {
    await reconcileTurns(tx, change);
    await markStartHandled(tx, change.gameId, change.at);
  } else {
    await reconcileTurns(tx, change, handledVersion);
  }
}
