/**
 * The reminder sweeper (issue 17 item 9): a loop in every API process, like the deadline
 * sweeper (ADR 0025), that every few seconds sends the due reminders of a bounded batch of turns
 * (claimed with FOR UPDATE SKIP LOCKED, so two processes never take the same turn). A round's
 * failure is logged and its turns stay due for the next round; a move never waits for it.
 * Each round also catches the inbox up on games whose facts a crashed process never handled
 * (InboxService.catchUp, ADR 0029), a batch of games at most.
 */
import { RoundLoop, systemTimers } from '../round-loop.ts';
import type { Timers } from '../round-loop.ts';

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
  catchUp(limit: number): Promise<number>;
}

export class ReminderSweeper {
  readonly #target: ReminderTarget;
  readonly #settings: ReminderSweeperSettings;
  readonly #loop: RoundLoop;

  constructor(
    target: ReminderTarget,
    settings: ReminderSweeperSettings,
    options: { timers?: Timers; onError?: (error: unknown) => void } = {},
  ) {
    this.#target = target;
    this.#settings = settings;
    this.#loop = new RoundLoop(
      async () => {
        const sent = await this.sweepOnce();
        const caughtUp = await this.catchUpOnce();
        return sent >= settings.batchSize || caughtUp >= settings.batchSize;
      },
      {
        intervalMs: settings.intervalMs,
        timers: options.timers ?? systemTimers,
        onError:
          options.onError ??
          ((error) => {
            console.error('reminder sweeper:', error);
          }),
      },
    );
  }

  /** One round; how many reminders it sent. */
  sweepOnce(): Promise<number> {
    return this.#target.sweepReminders(this.#settings.batchSize);
  }

  /** One catch-up of the inbox; how many games it caught up. */
  catchUpOnce(): Promise<number> {
    return this.#target.catchUp(this.#settings.batchSize);
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
