/** A clock that stands still until a test moves it: deadlines pass without sleeping. */
import type { Clock } from '../src/clock.ts';

export class FakeClock implements Clock {
  #ms: number;

  constructor(start: Date | string = '2030-01-01T12:00:00.000Z') {
    this.#ms = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.#ms);
  }

  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`cannot move a clock by ${ms} ms`);
    this.#ms += ms;
  }
}
