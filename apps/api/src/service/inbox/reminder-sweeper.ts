/**
 * The reminder sweeper (issue 17 item 9): a loop in every API process, like the deadline
 * sweeper (ADR 0025), that every few seconds sends the due reminders of a bounded batch of turns
 * (claimed with FOR UPDATE SKIP LOCKED, so two processes never take the same turn). A round's
 * failure is logged and its turns stay due for the next round; a move never waits for it.
 */
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { systemTimers } from '../deadline-sweeper.ts';
import type { Timers } from '../deadline-sweeper.ts';

export interface ReminderSweeperSettings {
  /** Pause between rounds (none after a round that filled its batch). */
  readonly intervalMs: number;
  /** Turns looked at per round at most. */
  readonly batchSize: number;
}

export const DEFAULT_REMINDER_SWEEPER: ReminderSweeperSettings = {
  intervalMs: 10_000,
  batchSize: 50,
};

export interface ReminderTarget {
  sweepReminders(limit: number): Promise<number>;
}

export class ReminderSweeper {
  readonly #target: ReminderTarget;
  readonly #settings: ReminderSweeperSettings;
  readonly #timers: Timers;
  readonly #onError: (error: unknown) => void;
  #cancel: (() => void) | undefined;
  #round: Promise<void> | undefined;
  #running = false;

  constructor(
    target: ReminderTarget,
    settings: ReminderSweeperSettings,
    options: { timers?: Timers; onError?: (error: unknown) => void } = {},
  ) {
    this.#target = target;
    this.#settings = settings;
    this.#timers = options.timers ?? systemTimers;
    this.#onError =
      options.onError ??
      ((error) => {
        console.error('reminder sweeper:', error);
      });
  }

  /** One round; how many reminders it sent. */
  sweepOnce(): Promise<number> {
    return this.#target.sweepReminders(this.#settings.batchSize);
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#schedule(this.#settings.intervalMs);
  }

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
      full = (await this.sweepOnce()) >= this.#settings.batchSize;
    } catch (error) {
      // The database being away is told by /ready; the turns stay due.
      if (!isDatabaseUnavailable(error)) this.#onError(error);
    }
    if (this.#running) this.#schedule(full ? 0 : this.#settings.intervalMs);
  }
}
