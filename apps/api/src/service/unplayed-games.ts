/**
 * The cleanup of unplayed games (issue 17 item 6, ADR 0026), as Lichess aborts a game nobody
 * moved in and OGS drops a challenge nobody took: open games nobody joined and started games no
 * person ever moved in go once they are older than the configured period, in bounded rounds of a
 * loop every API process runs. Each removal is announced as a `game_cleaned_up` fact, so the
 * people seated are told (the inbox subscribes); the service never calls the inbox by name.
 */
import type { Clock } from '../clock.ts';
import type { CleanedUpGame, CleanupStore } from '../store/cleanup-store.ts';
import type { GameFact } from './game-facts.ts';
import { RoundLoop, systemTimers } from './round-loop.ts';
import type { Timers } from './round-loop.ts';

export interface CleanupSettings {
  /** How old an unplayed game must be to go (since its creation, or its start). */
  readonly afterHours: number;
  /** Pause between rounds (none after a round that filled its batch). */
  readonly intervalMs: number;
  /** Games removed per round at most. */
  readonly batchSize: number;
}

export const DEFAULT_CLEANUP: CleanupSettings = {
  afterHours: 7 * 24,
  intervalMs: 10 * 60_000,
  batchSize: 100,
};

const HOUR_MS = 3_600_000;

export class UnplayedGames {
  readonly #store: CleanupStore;
  readonly #clock: Clock;
  readonly #announce: (fact: GameFact) => void;
  readonly #forget: (gameId: string) => void;

  constructor(
    store: CleanupStore,
    clock: Clock,
    effects: {
      readonly announce: (fact: GameFact) => void;
      /** Drops a removed game from this process's cache. */
      readonly forget: (gameId: string) => void;
    },
  ) {
    this.#store = store;
    this.#clock = clock;
    this.#announce = effects.announce;
    this.#forget = effects.forget;
  }

  /** Removes up to `limit` games unplayed for `afterHours`; what went. */
  async removeOnce(afterHours: number, limit: number): Promise<CleanedUpGame[]> {
    const now = this.#clock.now();
    const cutoff = new Date(now.getTime() - afterHours * HOUR_MS);
    const removed = await this.#store.removeUnplayed(cutoff, limit);
    for (const game of removed) {
      this.#forget(game.gameId);
      this.#announce({ kind: 'game_cleaned_up', ...game, at: now });
    }
    return removed;
  }
}

/** What the cleanup loop needs of the game service. */
export interface CleanupTarget {
  removeUnplayedGames(afterHours: number, limit: number): Promise<readonly CleanedUpGame[]>;
}

export interface CleanupOptions {
  readonly timers?: Timers;
  /** Where a round's failure goes (default console.error; database outages are not logged). */
  readonly onError?: (error: unknown) => void;
}

/** The cleanup's loop: a bounded round every intervalMs (round-loop.ts). */
export class CleanupSweeper {
  readonly #loop: RoundLoop;
  readonly #round: () => Promise<readonly CleanedUpGame[]>;

  constructor(target: CleanupTarget, settings: CleanupSettings, options: CleanupOptions = {}) {
    this.#round = () => target.removeUnplayedGames(settings.afterHours, settings.batchSize);
    this.#loop = new RoundLoop(async () => (await this.#round()).length >= settings.batchSize, {
      intervalMs: settings.intervalMs,
      timers: options.timers ?? systemTimers,
      onError:
        options.onError ??
        ((error) => {
          console.error('cleanup of unplayed games:', error);
        }),
    });
  }

  /** One round, now. */
  sweepOnce(): Promise<readonly CleanedUpGame[]> {
    return this.#round();
  }

  start(): void {
    this.#loop.start();
  }

  idle(): Promise<void> {
    return this.#loop.idle();
  }

  stop(): Promise<void> {
    return this.#loop.stop();
  }
}
