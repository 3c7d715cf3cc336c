/**
 * A clock for end-to-end tests of a real server process (ADR 0027): the system time plus an
 * offset that only moves forward, through `POST /test/clock` (http/test-clock-route.ts). A browser
 * test cannot hand the server a FakeClock object, yet must see a deadline pass without waiting a
 * minute. On only with TAVOLO_TEST_CLOCK=true, which config parsing refuses when
 * NODE_ENV=production: anyone could otherwise move a production server's time.
 */
import type { Clock } from './clock.ts';

export class AdjustableClock implements Clock {
  #offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  /** Moves the clock forward by `ms` milliseconds (never back). */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`cannot move a clock by ${ms} ms`);
    this.#offsetMs += ms;
  }
}
