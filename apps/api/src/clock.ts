/**
 * The one port through which the server reads the time (issue 17): log entries' `at`, sessions,
 * sign-in locks, clocks and deadlines. Production uses the system clock; tests inject a clock
 * they move by hand (test/fake-clock.ts), so nothing that depends on time ever sleeps.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
