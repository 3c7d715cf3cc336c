import { describe, expect, it } from 'vitest';
import { DEFAULT_LADDER, dueRung, ladderSchema, nextReminderAt } from './reminder-ladder.ts';

const HOUR = 3_600_000;
const start = new Date('2030-01-01T00:00:00.000Z');
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
const deadline = at(48);

describe('the reminder ladder', () => {
  it('schedules the first rung still ahead, and none without a deadline', () => {
    expect(nextReminderAt(DEFAULT_LADDER, deadline, start)).toEqual(at(24));
    expect(nextReminderAt(DEFAULT_LADDER, deadline, at(24))).toEqual(at(44));
    expect(nextReminderAt(DEFAULT_LADDER, deadline, at(46))).toEqual(at(47));
    expect(nextReminderAt(DEFAULT_LADDER, deadline, at(47))).toBeNull();
    expect(nextReminderAt(DEFAULT_LADDER, null, start)).toBeNull();
    expect(nextReminderAt([], deadline, start)).toBeNull();
  });

  it('sends the nearest due rung only, and nothing once the deadline passed', () => {
    expect(dueRung(DEFAULT_LADDER, deadline, at(23.9))).toBeUndefined();
    expect(dueRung(DEFAULT_LADDER, deadline, at(24))).toBe(24 * 3600);
    // A slow sweep that finds two rungs due sends one: the nearer.
    expect(dueRung(DEFAULT_LADDER, deadline, at(47.5))).toBe(3600);
    expect(dueRung(DEFAULT_LADDER, deadline, at(48))).toBeUndefined();
  });

  it('accepts 60 s to 30 days, at most 8 distinct rungs, and sorts them', () => {
    expect(ladderSchema.parse([60, 86_400, 3600])).toEqual([86_400, 3600, 60]);
    expect(ladderSchema.parse([])).toEqual([]);
    for (const bad of [
      [59],
      [30 * 86_400 + 1],
      [1.5],
      [60, 60],
      Array.from({ length: 9 }, (_, i) => 60 * (i + 1)),
    ]) {
      expect(ladderSchema.safeParse(bad).success).toBe(false);
    }
  });
});
