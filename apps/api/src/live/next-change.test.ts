import { describe, expect, it } from 'vitest';
import { HandTimers } from '../../test/hand-timers.ts';
import { nextChange, noticesOf } from './next-change.ts';
import type { Notices } from './next-change.ts';

/** A feed a test notifies by hand, counting its subscriptions. */
class HandNotices implements Notices {
  readonly listeners = new Set<() => void>();

  subscribe(listener: () => void): () => void {
    const entry = () => {
      listener();
    };
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }

  notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

/** Checks that answer when the test says, recording how many ran at once. */
function handChecks() {
  const pending: ((changed: boolean) => void)[] = [];
  let started = 0;
  let running = 0;
  let mostAtOnce = 0;
  const check = () => {
    started += 1;
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    return new Promise<boolean>((resolve) => {
      pending.push((changed) => {
        running -= 1;
        resolve(changed);
      });
    });
  };
  /** Answers the oldest check still running. */
  const answer = async (changed: boolean) => {
    const next = pending.shift();
    if (next === undefined) throw new Error('no check running');
    next(changed);
    await settle();
  };
  return { check, answer, started: () => started, mostAtOnce: () => mostAtOnce };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Whether `promise` has settled yet, and how. */
function watch<T>(promise: Promise<T>) {
  const seen: { value?: T; error?: unknown } = {};
  promise.then(
    (value) => (seen.value = value),
    (error: unknown) => (seen.error = error),
  );
  return seen;
}

describe('nextChange', () => {
  it('keeps waiting through notices that change nothing, and answers at a real change', async () => {
    const notices = new HandNotices();
    const timers = new HandTimers();
    const checks = handChecks();
    const wait = watch(nextChange(notices, { timeoutMs: 30_000, timers }, checks.check));
    // Checked once subscribed: nothing new yet.
    expect(checks.started()).toBe(1);
    await checks.answer(false);
    notices.notify();
    await checks.answer(false);
    notices.notify();
    await checks.answer(false);
    expect(wait).toEqual({});
    expect(notices.listeners.size).toBe(1);
    notices.notify();
    await checks.answer(true);
    expect(wait).toEqual({ value: true });
    expect(checks.started()).toBe(4);
    expect(notices.listeners.size).toBe(0);
    expect(timers.pending).toEqual([]);
  });

  it('does not miss a change made between the caller’s read and the subscription', async () => {
    const notices = new HandNotices();
    const checks = handChecks();
    // The change's notice went out before the wait subscribed: only the first check sees it.
    const wait = watch(
      nextChange(notices, { timeoutMs: 30_000, timers: new HandTimers() }, checks.check),
    );
    expect(notices.listeners.size).toBe(1);
    await checks.answer(true);
    expect(wait).toEqual({ value: true });
    expect(notices.listeners.size).toBe(0);
  });

  it('runs one check at a time: notices during a check make one more check, not many', async () => {
    const notices = new HandNotices();
    const checks = handChecks();
    const wait = watch(
      nextChange(notices, { timeoutMs: 30_000, timers: new HandTimers() }, checks.check),
    );
    notices.notify();
    notices.notify();
    notices.notify();
    expect(checks.started()).toBe(1);
    await checks.answer(false);
    expect(checks.started()).toBe(2);
    await checks.answer(false);
    expect(checks.started()).toBe(2);
    expect(checks.mostAtOnce()).toBe(1);
    expect(wait).toEqual({});
    notices.notify();
    await checks.answer(true);
    expect(wait).toEqual({ value: true });
    expect(checks.mostAtOnce()).toBe(1);
  });

  it('answers false at the timeout, and lets go of the feed', async () => {
    const notices = new HandNotices();
    const timers = new HandTimers();
    const checks = handChecks();
    const wait = watch(nextChange(notices, { timeoutMs: 5000, timers }, checks.check));
    await checks.answer(false);
    expect(timers.pending.map((timer) => timer.ms)).toEqual([5000]);
    timers.fire();
    await settle();
    expect(wait).toEqual({ value: false });
    expect(notices.listeners.size).toBe(0);
    notices.notify();
    expect(checks.started()).toBe(1);
  });

  it('answers false when the signal aborts, even with a check running', async () => {
    const notices = new HandNotices();
    const timers = new HandTimers();
    const checks = handChecks();
    const controller = new AbortController();
    const options = { timeoutMs: 5000, timers, signal: controller.signal };
    const wait = watch(nextChange(notices, options, checks.check));
    controller.abort();
    await settle();
    expect(wait).toEqual({ value: false });
    expect(notices.listeners.size).toBe(0);
    expect(timers.pending).toEqual([]);
    // The check that was running when it ended changes nothing any more.
    await checks.answer(true);
    expect(wait).toEqual({ value: false });
  });

  it('does not check at all when the signal has already aborted', async () => {
    const notices = new HandNotices();
    const timers = new HandTimers();
    const checks = handChecks();
    const options = { timeoutMs: 5000, timers, signal: AbortSignal.abort() };
    await expect(nextChange(notices, options, checks.check)).resolves.toBe(false);
    expect(checks.started()).toBe(0);
    expect(notices.listeners.size).toBe(0);
    expect(timers.pending).toEqual([]);
  });

  it('rejects when a check fails, and lets go of the feed', async () => {
    const notices = new HandNotices();
    const timers = new HandTimers();
    const failing = () => Promise.reject(new Error('database away'));
    await expect(nextChange(notices, { timeoutMs: 5000, timers }, failing)).rejects.toThrow(
      'database away',
    );
    expect(notices.listeners.size).toBe(0);
    expect(timers.pending).toEqual([]);
  });

  it('waits on one key of a keyed feed', async () => {
    const keyed = new Map<string, HandNotices>([
      ['alice', new HandNotices()],
      ['bob', new HandNotices()],
    ]);
    const feed = {
      subscribe: (key: string, listener: () => void) =>
        (keyed.get(key) ?? new HandNotices()).subscribe(listener),
    };
    const checks = handChecks();
    const options = { timeoutMs: 5000, timers: new HandTimers() };
    const wait = watch(nextChange(noticesOf(feed, 'alice'), options, checks.check));
    await checks.answer(false);
    keyed.get('bob')?.notify();
    expect(checks.started()).toBe(1);
    keyed.get('alice')?.notify();
    await checks.answer(true);
    expect(wait).toEqual({ value: true });
  });
});
