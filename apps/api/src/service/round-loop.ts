/**
 * A background loop of bounded rounds (the deadline sweeper's and the cleanup's): a round every
 * `intervalMs`, at once again after a round that filled its batch, none after stop(). Its only
 * contact with real time is {@link Timers}, so tests fire rounds by hand.
 */
import { isDatabaseUnavailable } from '../db/unavailable.ts';

/** Calls `callback` after `ms` (unless cancelled). */
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

export interface RoundLoopOptions {
  readonly intervalMs: number;
  readonly timers: Timers;
  /** Where a round's failure goes; database outages are not reported (/ready tells them). */
  readonly onError: (error: unknown) => void;
}

export class RoundLoop {
  /** One round; resolves true when it filled its batch (more may be waiting). */
  readonly #round: () => Promise<boolean>;
  readonly #options: RoundLoopOptions;
  #cancel: (() => void) | undefined;
  #inProgress: Promise<void> | undefined;
  #running = false;

  constructor(round: () => Promise<boolean>, options: RoundLoopOptions) {
    this.#round = round;
    this.#options = options;
  }

  /** Runs a round every intervalMs from now on, until stop(). */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#schedule(this.#options.intervalMs);
  }

  /** Resolves when the round in progress (if any) is over. */
  async idle(): Promise<void> {
    await this.#inProgress;
  }

  /** Schedules no more rounds and waits for the one in progress. */
  async stop(): Promise<void> {
    this.#running = false;
    this.#cancel?.();
    this.#cancel = undefined;
    await this.#inProgress;
  }

  #schedule(ms: number): void {
    this.#cancel = this.#options.timers.after(ms, () => {
      this.#cancel = undefined;
      this.#inProgress = this.#run();
    });
  }

  async #run(): Promise<void> {
    let full = false;
    try {
      full = await this.#round();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) this.#options.onError(error);
    }
    if (this.#running) this.#schedule(full ? 0 : this.#options.intervalMs);
  }
}
