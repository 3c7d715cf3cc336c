/**
 * The deadline sweeper (issue 17 item 4, ADR 0025), as Lichess runs its correspondence clocks:
 * a loop in every API process that every few seconds claims a bounded batch of due games (the
 * indexed `check_at`, `FOR UPDATE SKIP LOCKED`) and acts on each through the ordinary append.
 * A round's failures are logged and the games come back when their claim's lease runs out; a
 * move never waits for the sweeper, which holds no lock beyond its claim's short transaction.
 */
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { DeadlineAction } from './deadlines.ts';
import { RoundLoop, systemTimers } from './round-loop.ts';
import type { Timers } from './round-loop.ts';

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

export type { Timers } from './round-loop.ts';

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
  readonly #onError: (error: unknown, gameId?: string) => void;
  readonly #loop: RoundLoop;

  constructor(
    target: SweepTarget<Action>,
    settings: SweeperSettings,
    options: SweeperOptions = {},
  ) {
    this.#target = target;
    this.#settings = settings;
    this.#onError =
      options.onError ??
      ((error, gameId) => {
        console.error(`deadline sweeper${gameId === undefined ? '' : ` (game ${gameId})`}:`, error);
      });
    const alsoEachRound = options.alsoEachRound;
    this.#loop = new RoundLoop(
      async () => {
        const full = (await this.sweepOnce()).length >= settings.batchSize;
        try {
          await alsoEachRound?.();
        } catch (error) {
          this.#report(error);
        }
        return full;
      },
      {
        intervalMs: settings.intervalMs,
        timers: options.timers ?? systemTimers,
        onError: (error) => {
          this.#onError(error);
        },
      },
    );
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
    this.#loop.start();
  }

  /** Resolves when the round in progress (if any) is over. */
  idle(): Promise<void> {
    return this.#loop.idle();
  }

  /** Schedules no more rounds and waits for the one in progress. */
  stop(): Promise<void> {
    return this.#loop.stop();
  }

  #report(error: unknown, gameId?: string): void {
    // The database being away is told by /ready and the requests' 503s; the games keep.
    if (!isDatabaseUnavailable(error)) this.#onError(error, gameId);
  }
}
