import { describe, expect, it } from 'vitest';
import { DEFAULT_VACATION, accrue, addMonths, startingBank, wholeMonthsBetween } from './bank.ts';

const DAY = 24 * 3600;

describe('vacation bank', () => {
  it('counts whole calendar months', () => {
    const from = new Date('2030-01-31T10:00:00Z');
    expect(wholeMonthsBetween(from, new Date('2030-02-28T09:59:59Z'))).toBe(0);
    expect(wholeMonthsBetween(from, new Date('2030-02-28T10:00:00Z'))).toBe(1);
    expect(wholeMonthsBetween(from, new Date('2031-01-31T10:00:00Z'))).toBe(12);
    expect(addMonths(from, 1).toISOString()).toBe('2030-02-28T10:00:00.000Z');
  });

  it('accrues a twelfth of the yearly days each month, up to the cap', () => {
    const created = new Date('2030-01-15T00:00:00Z');
    const start = startingBank(DEFAULT_VACATION, created);
    expect(start.seconds).toBe(7 * DAY);
    const oneMonth = accrue(DEFAULT_VACATION, start, new Date('2030-02-15T00:00:00Z'));
    expect(oneMonth.seconds).toBe(7 * DAY + 2.5 * DAY);
    expect(oneMonth.asOf.toISOString()).toBe('2030-02-15T00:00:00.000Z');
    // Half a month more accrues nothing, and keeps the month's start for the next accrual.
    expect(accrue(DEFAULT_VACATION, oneMonth, new Date('2030-03-01T00:00:00Z'))).toBe(oneMonth);
    const years = accrue(DEFAULT_VACATION, start, new Date('2033-01-15T00:00:00Z'));
    expect(years.seconds).toBe(30 * DAY);
  });
});
