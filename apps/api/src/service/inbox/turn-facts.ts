/**
 * What the inbox does with the game service's facts (ADR 0029): each game fact brings the game's
 * turns (store/turn-store.ts) in line with its state and writes the notices it gives ("your
 * turn", the result), in the order announced and in batches under load (fact-batches.ts); facts
 * about players (vacations, a cleaned-up game) become their notices. The catch-up replays the
 * facts a process died before handling. Only the process that committed a fact hears it.
 */
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { InboxStore } from '../../store/inbox-store.ts';
import { claimMark, gamesBehind, markCaughtUp, unhandledEntries } from '../../store/inbox-marks.ts';
import type { Transaction } from '../../store/game-rows.ts';
import { TurnStore, reconcileWithMark } from '../../store/turn-store.ts';
import type { GameSnapshot } from '../../store/turn-store.ts';
import { reconcileTurns } from '../../store/turn-reconcile.ts';
import type { TurnChange } from '../../store/turn-reconcile.ts';
import type { GameFact, GameFactListener } from '../game-facts.ts';
import {
  desiredTurns,
  notificationsOfFact,
  playerNotifications,
  yourTurnNotifications,
} from './fact-notifications.ts';
import { FactBatches } from '../fact-batches.ts';
import { handledVersionOf, missedFacts } from './missed-facts.ts';

/** Something that announces facts: GameService. */
export interface FactSource {
  onFact(listener: GameFactListener): () => void;
}

export interface TurnFactsOptions {
  readonly clock: Clock;
  readonly onError: (error: unknown) => void;
  /** How long a game may be ahead of what was handled before the catch-up replays it. */
  readonly catchUpGraceMs: number;
}

/** The facts that change whose turn it is in a game. */
type TurnFact = Extract<GameFact, { kind: 'game_started' | 'entry_committed' | 'seat_timed_out' }>;

function isTurnFact(fact: GameFact): fact is TurnFact {
  return (
    fact.kind === 'game_started' ||
    fact.kind === 'entry_committed' ||
    fact.kind === 'seat_timed_out'
  );
}

export class TurnFacts {
  readonly #db: Db;
  readonly #graceMs: number;
  readonly #notes: InboxStore;
  readonly #turns: TurnStore;
  readonly #clock: Clock;
  readonly #onError: (error: unknown) => void;
  /** Facts are handled in the order announced, in batches under load. */
  readonly #facts: FactBatches<GameFact>;

  constructor(db: Db, options: TurnFactsOptions) {
    this.#db = db;
    this.#graceMs = options.catchUpGraceMs;
    this.#notes = new InboxStore(db);
    this.#turns = new TurnStore(db);
    this.#clock = options.clock;
    this.#onError = options.onError;
    this.#facts = new FactBatches((batch) => this.#handleBatch(batch), this.#onError);
  }

  /** Subscribes to `source`'s facts; returns the unsubscribe function. */
  attach(source: FactSource): () => void {
    return source.onFact((fact) => {
      this.#facts.push(fact);
    });
  }

  /** Resolves once every fact announced so far has been handled. */
  idle(): Promise<void> {
    return this.#facts.idle();
  }

  /**
   * A batch of facts: the notices of facts about players, then the games' facts with one
   * snapshot statement for all their games and one transaction for all their reconciles. Should
   * that transaction fail, each game fact is handled in a transaction of its own, so that one
   * fact's failure holds back no other.
   */
  async #handleBatch(facts: readonly GameFact[]): Promise<void> {
    const gameFacts: TurnFact[] = [];
    for (const fact of facts) {
      const direct = playerNotifications(fact);
      if (direct !== undefined) {
        if (direct.length > 0)
          await this.#notes.write(direct, this.#clock.now()).catch(this.#onError);
      } else if (isTurnFact(fact)) {
        gameFacts.push(fact);
      }
    }
    if (gameFacts.length === 0) return;
    try {
      await this.#reconcile(gameFacts);
    } catch (error) {
      if (gameFacts.length === 1) throw error;
      for (const fact of gameFacts) await this.#reconcile([fact]).catch(this.#onError);
    }
  }

  /** Brings the turns of the facts' games in line with their state now, in one transaction. */
  async #reconcile(facts: readonly TurnFact[]): Promise<void> {
    const snapshots = await this.#turns.snapshots([...new Set(facts.map((f) => f.gameId))]);
    const now = this.#clock.now();
    // Games in one order in every process (a stable sort keeps each game's facts in order): two
    // processes' batches never wait on each other's rows in opposite orders.
    const byGame = [...facts].sort((a, b) =>
      a.gameId < b.gameId ? -1 : a.gameId > b.gameId ? 1 : 0,
    );
    await this.#db.transaction(async (tx) => {
      for (const fact of byGame) {
        const snapshot = snapshots.get(fact.gameId);
        if (snapshot === undefined) continue;
        const change = await this.#turnChange(snapshot, [fact], now, tx);
        await reconcileWithMark(tx, change, handledVersionOf(fact));
      }
    });
  }

  /** The turns the game's state gives and the notifications of `facts` about it. */
  async #turnChange(
    snapshot: GameSnapshot,
    facts: readonly GameFact[],
    now: Date,
    tx: Transaction | undefined,
  ): Promise<TurnChange> {
    // A ladder only places the reminders of a turn with a deadline: without one, none is read.
    const unladdered = desiredTurns(snapshot, new Map(), now);
    const timed = unladdered.filter((turn) => turn.deadline !== null);
    const desired =
      timed.length === 0
        ? unladdered
        : desiredTurns(
            snapshot,
            await this.#turns.ladders(
              timed.map((turn) => turn.playerId),
              tx,
            ),
            now,
          );
    return {
      gameId: snapshot.id,
      version: snapshot.version,
      desired,
      onBegun: (begun) => yourTurnNotifications(snapshot, begun),
      others: facts.flatMap((fact) => notificationsOfFact(fact, snapshot)),
      at: now,
    };
  }

  /**
   * One catch-up round (ADR 0029): the facts of at most `limit` games whose first unhandled
   * entry is older than the grace period (their process died between the commit and the
   * handler) are replayed through the handler, each game claimed so that one process replays
   * it. How many games were caught up.
   */
  async catchUp(limit: number): Promise<number> {
    const now = this.#clock.now();
    const committedBy = new Date(now.getTime() - this.#graceMs);
    let caughtUp = 0;
    for (const gameId of await gamesBehind(this.#db, committedBy, limit)) {
      try {
        if (await this.#catchUpGame(gameId, now)) caughtUp += 1;
      } catch (error) {
        this.#onError(new Error(`inbox catch-up of game ${gameId} failed`, { cause: error }));
      }
    }
    return caughtUp;
  }

  /** Replays the game's unhandled facts and moves its mark, in one transaction; false: none. */
  #catchUpGame(gameId: string, now: Date): Promise<boolean> {
    return this.#db.transaction(async (tx) => {
      const mark = await claimMark(tx, gameId, now);
      if (mark === undefined) return false;
      const snapshot = await this.#turns.snapshot(gameId, tx);
      if (snapshot === undefined || snapshot.version <= (mark.handledVersion ?? -1)) return false;
      const entries = await unhandledEntries(tx, gameId, mark.handledVersion);
      const facts = missedFacts(snapshot, mark.handledVersion, entries);
      await reconcileTurns(tx, await this.#turnChange(snapshot, facts, now, tx));
      await markCaughtUp(tx, gameId, snapshot.version, now);
      return true;
    });
  }
}
