/**
 * The clocks with pauses, as pure functions (issue 17 items 1 and 7): weekends in each seat's
 * own zone and vacations are skipped by the projection and by the deadlines.
 */
import { describe, expect, it } from 'vitest';
import { advanceClocks, nextDeadline, overdueSeats, seatDeadlines } from './clocks.ts';
import { runOutAt, runningMs, weekendsBetween } from './pauses.ts';
import type { ClockPauses } from './pauses.ts';
import { isTimeZone, startOfLocalDay } from './time-zones.ts';
import type { TimeControl } from './time-control.ts';

const H = 3600_000;
const ms = (iso: string) => new Date(iso).getTime();
const PER_DAY: TimeControl = { kind: 'per_move', moveSeconds: 24 * 3600 };

/** Seat 0 in Rome, seat 1 in Los Angeles, both with the weekend pause. */
const WEEKENDS: ClockPauses = {
  weekendPause: true,
  seats: [
    { seat: 0, timeZone: 'Europe/Rome', vacations: [] },
    { seat: 1, timeZone: 'America/Los_Angeles', vacations: [] },
  ],
};

describe('time zones', () => {
  it('knows IANA zones through Intl', () => {
    expect(isTimeZone('Europe/Rome')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('finds local midnight, across summer time', () => {
    expect(new Date(startOfLocalDay(2030, 1, 5, 'Europe/Rome')).toISOString()).toBe(
      '2030-01-04T23:00:00.000Z',
    );
    expect(new Date(startOfLocalDay(2030, 7, 6, 'Europe/Rome')).toISOString()).toBe(
      '2030-07-05T22:00:00.000Z',
    );
    expect(new Date(startOfLocalDay(2030, 7, 6, 'America/Los_Angeles')).toISOString()).toBe(
      '2030-07-06T07:00:00.000Z',
    );
  });
});

describe('weekend pause', () => {
  it('pauses from local Saturday 00:00 to Monday 00:00', () => {
    // 2030-07-06 is a Saturday.
    const [rome] = weekendsBetween('Europe/Rome', ms('2030-07-04T00:00Z'), ms('2030-07-09T00:00Z'));
    expect(rome).toEqual({ fromMs: ms('2030-07-05T22:00Z'), toMs: ms('2030-07-07T22:00Z') });
    const [la] = weekendsBetween(
      'America/Los_Angeles',
      ms('2030-07-04T00:00Z'),
      ms('2030-07-09T00:00Z'),
    );
    expect(la).toEqual({ fromMs: ms('2030-07-06T07:00Z'), toMs: ms('2030-07-08T07:00Z') });
  });

  it('moves a deadline that would fall on a Saturday to Monday, by each seat’s zone', () => {
    // Friday 12:00 UTC, a day to move: without the pause, Saturday 12:00 UTC.
    const friday = ms('2030-07-05T12:00Z');
    const left = 24 * H;
    // Rome: 10 h run on Friday (to 22:00 UTC), the other 14 h from Monday 00:00 Rome.
    expect(new Date(runOutAt(WEEKENDS, 0, friday, left)).toISOString()).toBe(
      '2030-07-08T12:00:00.000Z',
    );
    // Los Angeles: 19 h run to Saturday 07:00 UTC, 5 h more from Monday 07:00 UTC.
    expect(new Date(runOutAt(WEEKENDS, 1, friday, left)).toISOString()).toBe(
      '2030-07-08T12:00:00.000Z',
    );
    // A seat that runs out within the week is not moved.
    expect(runOutAt(WEEKENDS, 0, ms('2030-07-03T12:00Z'), left)).toBe(ms('2030-07-04T12:00Z'));
  });

  it('projects the clocks: a weekend costs nothing', () => {
    const start = advanceClocks(
      PER_DAY,
      2,
      undefined,
      { at: '2030-07-05T12:00:00Z', actor: null, toMove: [0, 1] },
      WEEKENDS,
    );
    expect(start === undefined ? [] : seatDeadlines(start, WEEKENDS)).toEqual([
      { seat: 0, deadline: new Date('2030-07-08T12:00:00Z') },
      { seat: 1, deadline: new Date('2030-07-08T12:00:00Z') },
    ]);
    // Seat 1 moves on Monday 08:00 UTC; seat 0 was to move too and its turn goes on.
    const after = advanceClocks(
      PER_DAY,
      2,
      start,
      { at: '2030-07-08T08:00:00Z', actor: 1, toMove: [0] },
      WEEKENDS,
    );
    // Seat 0 ran Friday 12:00–22:00 and Monday 22:00 (Sunday UTC)–08:00: 10 h + 10 h.
    expect(after?.remainingMs[0]).toBe(4 * H);
    expect(nextDeadline(after, WEEKENDS)).toEqual(new Date('2030-07-08T12:00:00Z'));
    // Without pauses the same log would have run seat 0 out long ago.
    expect(overdueSeats(after, new Date('2030-07-08T09:00:00Z'), WEEKENDS)).toEqual([]);
  });
});

describe('vacations', () => {
  const onVacation: ClockPauses = {
    weekendPause: false,
    seats: [
      {
        seat: 0,
        timeZone: 'UTC',
        vacations: [{ from: '2030-03-04T10:00:00Z', to: '2030-03-06T10:00:00Z' }],
      },
      { seat: 1, timeZone: 'UTC', vacations: [] },
    ],
  };

  it('stops only that seat’s clock, which restarts with what was left', () => {
    const from = ms('2030-03-04T08:00Z');
    expect(runningMs(onVacation, 0, from, ms('2030-03-06T12:00Z'))).toBe(4 * H);
    expect(runningMs(onVacation, 1, from, ms('2030-03-06T12:00Z'))).toBe(52 * H);
    // 5 h left at 08:00: 2 h before the vacation, 3 h after it.
    expect(runOutAt(onVacation, 0, from, 5 * H)).toBe(ms('2030-03-06T13:00Z'));
    // A seat with nothing left runs out when its vacation ends, not during it.
    expect(runOutAt(onVacation, 0, ms('2030-03-05T00:00Z'), 0)).toBe(ms('2030-03-06T10:00Z'));
  });

  it('adds up with weekends', () => {
    const both: ClockPauses = {
      weekendPause: true,
      seats: [
        {
          seat: 0,
          timeZone: 'UTC',
          // Thursday 00:00 to Saturday 12:00, overlapping the weekend.
          vacations: [{ from: '2030-03-07T00:00:00Z', to: '2030-03-09T12:00:00Z' }],
        },
      ],
    };
    expect(runOutAt(both, 0, ms('2030-03-06T12:00Z'), 24 * H)).toBe(ms('2030-03-11T12:00Z'));
  });
});
