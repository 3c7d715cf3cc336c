import { describe, expect, it } from 'vitest';
import {
  advanceClocks,
  nextDeadline,
  overdueSeats,
  projectClocks,
  seatDeadlines,
} from './clocks.ts';
import type { ClockEntry } from './clocks.ts';
import type { TimeControl } from './time-control.ts';

const MIN = 60_000;
const T0 = Date.parse('2030-01-01T00:00:00.000Z');
const at = (minutes: number): string => new Date(T0 + minutes * MIN).toISOString();

/** Two seats taking turns: seat 0 first; `moves[i]` is the minute of the i-th move. */
function alternating(moves: readonly number[]): ClockEntry[] {
  return [
    { at: at(0), actor: null, toMove: [0] },
    ...moves.map((minute, i) => ({ at: at(minute), actor: i % 2, toMove: [(i + 1) % 2] })),
  ];
}

const bank: TimeControl = {
  kind: 'bank',
  initialSeconds: 600,
  incrementSeconds: 120,
  maxSeconds: 900,
};
const perMove: TimeControl = { kind: 'per_move', moveSeconds: 300 };

describe('clocks', () => {
  it('runs no clock without a time control', () => {
    expect(projectClocks({ kind: 'none' }, 2, alternating([1, 2]))).toBeUndefined();
    expect(nextDeadline(undefined)).toBeNull();
    expect(overdueSeats(undefined, new Date(T0))).toEqual([]);
  });

  it('starts every seat with the initial bank and runs only the seat to move', () => {
    const clocks = projectClocks(bank, 2, alternating([]));
    expect(clocks).toEqual({ at: at(0), remainingMs: [10 * MIN, 10 * MIN], running: [0] });
    expect(nextDeadline(clocks)).toEqual(new Date(at(10)));
  });

  it('takes the thinking time from the bank and adds the increment after the move', () => {
    // Seat 0 thinks 3 min (10 - 3 + 2 = 9), seat 1 thinks 4 min (10 - 4 + 2 = 8).
    const clocks = projectClocks(bank, 2, alternating([3, 7]));
    expect(clocks?.remainingMs).toEqual([9 * MIN, 8 * MIN]);
    expect(clocks?.running).toEqual([0]);
    expect(nextDeadline(clocks)).toEqual(new Date(at(7 + 9)));
  });

  it('caps the bank', () => {
    // Seat 0 moves at once each time: 10 + 2 = 12, then 14, 15 (the cap), 15.
    const moves = [0, 1, 1, 2, 2, 3, 3];
    const clocks = projectClocks(bank, 2, alternating(moves));
    expect(clocks?.remainingMs[0]).toBe(15 * MIN);
  });

  it('never lets a bank go below zero (a late timeout move starts from the increment)', () => {
    const clocks = projectClocks(bank, 2, alternating([25]));
    expect(clocks?.remainingMs).toEqual([2 * MIN, 10 * MIN]);
    expect(overdueSeats(projectClocks(bank, 2, alternating([])), new Date(at(10)))).toEqual([0]);
    expect(overdueSeats(projectClocks(bank, 2, alternating([])), new Date(at(9)))).toEqual([]);
  });

  it('gives each turn the whole time under a per-move control', () => {
    const clocks = projectClocks(perMove, 2, alternating([4, 5]));
    expect(clocks?.remainingMs).toEqual([5 * MIN, 5 * MIN]);
    expect(nextDeadline(clocks)).toEqual(new Date(at(5 + 5)));
  });

  it('keeps a waiting seat running while another seat moves (simultaneous turns)', () => {
    const entries: ClockEntry[] = [
      { at: at(0), actor: null, toMove: [0, 1] },
      { at: at(2), actor: 0, toMove: [1] },
      { at: at(3), actor: 1, toMove: [0, 1] },
    ];
    const partway = projectClocks(perMove, 2, entries.slice(0, 2));
    expect(seatDeadlines(partway ?? fail())).toEqual([{ seat: 1, deadline: new Date(at(5)) }]);
    const next = projectClocks(perMove, 2, entries);
    expect(next?.remainingMs).toEqual([5 * MIN, 5 * MIN]);
    const banked = projectClocks(bank, 2, entries);
    // Seat 0: 10 - 2 + 2 = 10; seat 1: 10 - 3 + 2 = 9.
    expect(banked?.remainingMs).toEqual([10 * MIN, 9 * MIN]);
  });

  it('restarts a per-move clock when the seat moves and must move again', () => {
    const entries: ClockEntry[] = [
      { at: at(0), actor: null, toMove: [0] },
      { at: at(4), actor: 0, toMove: [0] },
    ];
    expect(nextDeadline(projectClocks(perMove, 2, entries))).toEqual(new Date(at(9)));
  });

  it('stops every clock when the game is over', () => {
    const entries = [...alternating([1]), { at: at(2), actor: 1, toMove: [] }];
    expect(nextDeadline(projectClocks(bank, 2, entries))).toBeNull();
  });

  it('starts fresh clocks for a game stored before clocks existed', () => {
    const clocks = advanceClocks(perMove, 2, undefined, { at: at(30), actor: 0, toMove: [1] });
    expect(nextDeadline(clocks)).toEqual(new Date(at(35)));
  });
});

function fail(): never {
  throw new Error('expected clocks');
}
