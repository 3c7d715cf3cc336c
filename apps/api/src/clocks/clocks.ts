/**
 * Each seat's clock as a pure projection of the log (issue 17 item 2): a fold over the entries'
 * server times (`at`), who acted, and who was to move after each entry, under the game's time
 * control. The store keeps the fold's result on the games row (updated in the appending
 * transaction), and anyone holding an export can recompute it entry by entry.
 *
 * Between two entries the clocks of the seats that were to move run down (never below zero).
 * Under a bank, a seat that moved then gains the increment, up to the cap; under a per-move
 * control, a seat whose turn goes on (it was to move before, did not move, and still must)
 * keeps what is left; every other seat has the whole move time, as a turn that begins (it was not
 * to move before, or it just moved and must move again) starts with it.
 */
import type { Seat } from '@tavolo/engine';
import { NO_PAUSES, runOutAt, runningMs } from './pauses.ts';
import type { ClockPauses } from './pauses.ts';
import type { TimeControl } from './time-control.ts';

/** The clocks as of one entry: what the games row stores. */
export interface SeatClocks {
  /** The server time of the entry these clocks were taken at (ISO 8601). */
  readonly at: string;
  /** Each seat's remaining time at `at`, in milliseconds, by seat index. */
  readonly remainingMs: readonly number[];
  /** The seats whose clocks run from `at` on: those to move after the entry. */
  readonly running: readonly Seat[];
}

/** What the projection needs of one log entry. */
export interface ClockEntry {
  /** The entry's server time. */
  readonly at: Date | string;
  /** The seat that sent the command; null for the setup entry. */
  readonly actor: Seat | null;
  /** The seats to move once the entry is applied (empty once the game is over). */
  readonly toMove: readonly Seat[];
}

export interface SeatDeadline {
  readonly seat: Seat;
  readonly deadline: Date;
}

const msOf = (at: Date | string): number => new Date(at).getTime();

/** A seat's whole time under `control` when its clock is fresh. */
function freshMs(control: Exclude<TimeControl, { kind: 'none' }>): number {
  return (control.kind === 'per_move' ? control.moveSeconds : control.initialSeconds) * 1000;
}

/**
 * The clocks after `entry`, from those before it (`previous`: undefined for the setup entry,
 * and for a game stored before clocks existed, whose clocks then start fresh at this entry).
 * Undefined for a game without a time control. A seat's clock does not run while it is paused
 * (`pauses`: weekends in its zone, its player's vacations; pauses.ts).
 */
export function advanceClocks(
  control: TimeControl,
  seatCount: number,
  previous: SeatClocks | undefined,
  entry: ClockEntry,
  pauses: ClockPauses = NO_PAUSES,
): SeatClocks | undefined {
  if (control.kind === 'none') return undefined;
  const at = msOf(entry.at);
  const full = freshMs(control);
  const wasRunning = new Set(previous?.running ?? []);
  const since = previous === undefined ? at : msOf(previous.at);
  const remainingMs = Array.from({ length: seatCount }, (_, seat) => {
    const before = previous?.remainingMs[seat] ?? full;
    const elapsed = wasRunning.has(seat) ? runningMs(pauses, seat, since, at) : 0;
    const left = Math.max(0, before - elapsed);
    if (control.kind === 'bank') {
      if (seat !== entry.actor) return left;
      return Math.min(control.maxSeconds * 1000, left + control.incrementSeconds * 1000);
    }
    // A seat keeps what is left only while its turn goes on; any other seat has the whole time.
    const turnGoesOn = entry.toMove.includes(seat) && wasRunning.has(seat) && seat !== entry.actor;
    return turnGoesOn ? left : full;
  });
  return { at: new Date(at).toISOString(), remainingMs, running: [...entry.toMove] };
}

/** The clocks after the last of `entries` (the whole log, setup first). */
export function projectClocks(
  control: TimeControl,
  seatCount: number,
  entries: readonly ClockEntry[],
  pauses: ClockPauses = NO_PAUSES,
): SeatClocks | undefined {
  let clocks: SeatClocks | undefined;
  for (const entry of entries) clocks = advanceClocks(control, seatCount, clocks, entry, pauses);
  return clocks;
}

/** When each running seat's time runs out (paused time skipped), earliest first. */
export function seatDeadlines(clocks: SeatClocks, pauses: ClockPauses = NO_PAUSES): SeatDeadline[] {
  const at = msOf(clocks.at);
  return clocks.running
    .map((seat) => ({
      seat,
      deadline: new Date(runOutAt(pauses, seat, at, clocks.remainingMs[seat] ?? 0)),
    }))
    .sort((a, b) => a.deadline.getTime() - b.deadline.getTime());
}

/** The earliest moment a running seat's time runs out; null when no clock runs. */
export function nextDeadline(
  clocks: SeatClocks | undefined,
  pauses: ClockPauses = NO_PAUSES,
): Date | null {
  if (clocks === undefined) return null;
  return seatDeadlines(clocks, pauses)[0]?.deadline ?? null;
}

/** Each seat's deadline by seat index (ISO 8601; null for a seat whose clock does not run). */
export function deadlinesBySeat(
  clocks: SeatClocks,
  pauses: ClockPauses = NO_PAUSES,
): (string | null)[] {
  const deadlines = new Map(
    seatDeadlines(clocks, pauses).map(({ seat, deadline }) => [seat, deadline.toISOString()]),
  );
  return clocks.remainingMs.map((_, seat) => deadlines.get(seat) ?? null);
}

/** The running seats whose time has run out at `now`, earliest deadline first. */
export function overdueSeats(
  clocks: SeatClocks | undefined,
  now: Date,
  pauses: ClockPauses = NO_PAUSES,
): Seat[] {
  if (clocks === undefined) return [];
  return seatDeadlines(clocks, pauses)
    .filter(({ deadline }) => deadline.getTime() <= now.getTime())
    .map(({ seat }) => seat);
}

/** One seat's clock as summaries and states show it. */
export interface SeatClockView {
  readonly seat: Seat;
  /** What the seat had left at `asOf`, in milliseconds. */
  readonly remainingMs: number;
  /** When its time runs out if its clock is running (it is to move), else null. */
  readonly deadline: string | null;
}

export interface ClocksView {
  /** The server time of the last entry, when `remainingMs` were taken. */
  readonly asOf: string;
  readonly seats: readonly SeatClockView[];
}

/**
 * The clocks for clients: remaining times as of the last entry and the running seats' deadlines,
 * so a client counts down without the server reading its clock on every read. `deadlines` are
 * those stored with the clocks (pauses skipped, deadlinesBySeat); without them, unpaused ones.
 */
export function clocksView(
  clocks: SeatClocks | null,
  deadlines: readonly (string | null)[] | null = null,
): ClocksView | null {
  if (clocks === null) return null;
  const bySeat = deadlines ?? deadlinesBySeat(clocks);
  return {
    asOf: clocks.at,
    seats: clocks.remainingMs.map((remainingMs, seat) => ({
      seat,
      remainingMs,
      deadline: bySeat[seat] ?? null,
    })),
  };
}
