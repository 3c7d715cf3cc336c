/**
 * The deadline sweeper (issue 17 item 4, ADR 0025), as Lichess runs its correspondence clocks:
 * a loop in every API process that every few seconds claims a bounded batch of due games (the
 * indexed `check_at`, `FOR UPDATE SKIP LOCKED`) and acts on each through the ordinary append.
 * A round's failures are logged and the games come back when their claim's lease runs out; a
 * move never waits for the sweeper, which holds no lock beyond its claim's short transaction.
 */
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { DeadlineAction } from './deadlines.ts';

export interface SweeperSettings {
  /** Pause between rounds (none after a round that filled its batch). */
  readonly intervalMs: number;
  /** Games claimed per round at most. */
  readonly batchSize: number;
  /** How long a claim keeps other sweepers off a game: a crashed sweeper's games return then. */
  readonly leaseMs: number;
}

export const DEFAULT_SWEEPER: SweeperSettings = {
  intervalMs: 5_000,
  batchSize: 20,
  leaseMs: 60_000,
};

/** Calls `callback` after `ms` (unless cancelled): the loop's only contact with real time. */
export interface Timers {
  after(ms: number, callback: () => void): () => void;
}

export const systemTimers: Timers = {
  after(ms, callback) {
    const timer = setTimeout(callback, ms);
    // A pending round never keeps a finished process alive.
    timer.unref();
    return () => {
      clearTimeout(timer);
    };
  },
};

/**
 * What the sweeper needs of the game service (or of anything else with due rows to claim and act
 * on: the vacations' notices and ends run in a loop of their own, vacations/vacation-service.ts).
 */
export interface SweepTarget<Action = DeadlineAction> {
  claimDueGames(limit: number, leaseMs: number): Promise<string[]>;
  actOnDeadline(gameId: string): Promise<Action>;
}

export interface SweeperOptions {
  readonly timers?: Timers;
  /** Where a round's failures go (default console.error; database outages are not logged). */
  readonly onError?: (error: unknown, gameId?: string) => void;
  /** More due work swept in each round of the loop, after the games (the vacations' ends). */
  readonly alsoEachRound?: () => Promise<unknown>;
}

export class DeadlineSweeper<Action = DeadlineAction> {
  readonly #target: SweepTarget<Action>;
  readonly #settings: SweeperSettings;
  readonly #timers: Timers;
  readonly #onError: (error: unknown, gameId?: string) => void;
  readonly #alsoEachRound: (() => Promise<unknown>) | undefined;
  #cancel: (() => void) | undefined;
  #round: Promise<void> | undefined;
  #running = false;

  constructor(
    target: SweepTarget<Action>,
    settings: SweeperSettings,
    options: SweeperOptions = {},
  ) {
    this.#target = target;
    this.#settings = settings;
    this.#timers = options.timers ?? systemTimers;
    this.#alsoEachRound = options.alsoEachRound;
    this.#onError =
      options.onError ??
      ((error, gameId) => {
        console.error(`deadline sweeper${gameId === undefined ? '' : ` (game ${gameId})`}:`, error);
      });
  }

  /** One round: claims the due games and acts on each; a game's failure does not stop the rest. */
  async sweepOnce(): Promise<Action[]> {
    const { batchSize, leaseMs } = this.#settings;
    const actions: Action[] = [];
    for (const gameId of await this.#target.claimDueGames(batchSize, leaseMs)) {
      try {
        actions.push(await this.#target.actOnDeadline(gameId));
      } catch (error) {
        this.#report(error, gameId);
      }
    }
    return actions;
  }

  /** Sweeps every intervalMs from now on, until stop(). */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#schedule(this.#settings.intervalMs);
  }

  /** Resolves when the round in progress (if any) is over. */
  async idle(): Promise<void> {
    await this.#round;
  }

  /** Schedules no more rounds and waits for the one in progress. */
  async stop(): Promise<void> {
    this.#running = false;
    this.#cancel?.();
    this.#cancel = undefined;
    await this.#round;
  }

  #schedule(ms: number): void {
    this.#cancel = this.#timers.after(ms, () => {
      this.#cancel = undefined;
      this.#round = this.#runRound();
    });
  }

  async #runRound(): Promise<void> {
    let full = false;
    try {
      full = (await this.sweepOnce()).length >= this.#settings.batchSize;
    } catch (error) {
      this.#report(error);
    }
    try {
      await this.#alsoEachRound?.();
    } catch (error) {
      this.#report(error);
    }
    if (this.#running) this.#schedule(full ? 0 : this.#settings.intervalMs);
  }

  #report(error: unknown, gameId?: string): void {
    // The database being away is told by /ready and the requests' 503s; the games keep.
    if (!isDatabaseUnavailable(error)) this.#onError(error, gameId);
  }
}
