import { describe, expect, it } from 'vitest';
import type { Command } from './model.ts';
import { EMPTY_QUEUE, listKey, stepQueue } from './queue.ts';

const r1: Command = { type: 'return_wedge', to: 1, wedge: 'red-cow' };
const r2: Command = { type: 'return_wedge', to: 2, wedge: 'blue-goat' };
const r2other: Command = { type: 'return_wedge', to: 2, wedge: 'red-yak' };

describe('the queue of planned returns', () => {
  const both = [r1, { ...r2 }, r2other];
  const afterFirst = [{ ...r2 }, r2other];

  it('sends the first planned command as the listed object, then waits', () => {
    const start = { pending: [r1, r2], sentAt: null };
    const first = stepQueue(start, both, listKey(both), false);
    expect(first.send).toBe(both[0]);
    const again = stepQueue(first.queue, both, listKey(both), false);
    expect(again.send).toBeNull();
    expect(again.queue).toBe(first.queue);
  });

  it('sends nothing while a command is on its way', () => {
    const start = { pending: [r1, r2], sentAt: null };
    expect(stepQueue(start, both, listKey(both), true).send).toBeNull();
  });

  it('sends the next one once the list has moved on, as listed then', () => {
    const first = stepQueue({ pending: [r1, r2], sentAt: null }, both, listKey(both), false);
    const second = stepQueue(first.queue, afterFirst, listKey(afterFirst), false);
    expect(second.send).toBe(afterFirst[0]);
    const done = stepQueue(second.queue, [], listKey([]), false);
    expect(done).toEqual({ queue: EMPTY_QUEUE, send: null, dropped: false });
  });

  it('drops the rest of the plan when its next command is no longer listed', () => {
    const first = stepQueue({ pending: [r1, r2], sentAt: null }, both, listKey(both), false);
    const changed = [r2other];
    const step = stepQueue(first.queue, changed, listKey(changed), false);
    expect(step).toEqual({ queue: EMPTY_QUEUE, send: null, dropped: true });
  });
});
