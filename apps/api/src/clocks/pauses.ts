/**
 * When a seat's clock does not run (issue 17 items 1 and 7): the weekend in the seat's own time
 * zone (games created with a weekend pause) and its player's vacations (games that allow them).
 * A seat's pauses are plain data — the zone fixed at the start and the recorded vacation
 * intervals — so the clocks stay a pure function of the log, the time control and these.
 */
import { z } from 'zod';
import { startOfLocalDay, wallClock } from './time-zones.ts';

const DAY_MS = 24 * 3600_000;

/** A half-open interval [fromMs, toMs) of instants, in epoch milliseconds. */
export interface Interval {
  readonly fromMs: number;
  readonly toMs: number;
}

export const pausedSpanSchema = z.strictObject({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
});

/** One seat's pauses: what an auditor needs, as the export carries it. */
export const seatPausesSchema = z.strictObject({
  seat: z.number().int().min(0),
  /** The seat's IANA zone when the game started, whose Saturdays and Sundays pause the clock. */
  timeZone: z.string(),
  /** Its player's vacations overlapping the game (the last one possibly still running). */
  vacations: z.array(pausedSpanSchema),
});

export const clockPausesSchema = z.strictObject({
  weekendPause: z.boolean(),
  seats: z.array(seatPausesSchema),
});

export type PausedSpan = z.output<typeof pausedSpanSchema>;
export type SeatPauses = z.output<typeof seatPausesSchema>;
export type ClockPauses = z.output<typeof clockPausesSchema>;

/** No seat ever paused: the clocks of ADR 0025. */
export const NO_PAUSES: ClockPauses = { weekendPause: false, seats: [] };

/** The weekends (local Saturday 00:00 to Monday 00:00 in `zone`) overlapping [fromMs, toMs). */
export function weekendsBetween(zone: string, fromMs: number, toMs: number): Interval[] {
  const weekends: Interval[] = [];
  // Start two days early: a weekend that began before fromMs may still be running.
  const first = wallClock(fromMs - 2 * DAY_MS, zone);
  let cursor = Date.UTC(first.year, first.month - 1, first.day);
  while (cursor < toMs + DAY_MS) {
    const date = new Date(cursor);
    if (date.getUTCDay() === 6) {
      const saturday = startOfLocalDay(
        date.getUTCFullYear(),
        date.getUTCMonth() + 1,
        date.getUTCDate(),
        zone,
      );
      const monday = new Date(cursor + 2 * DAY_MS);
      const end = startOfLocalDay(
        monday.getUTCFullYear(),
        monday.getUTCMonth() + 1,
        monday.getUTCDate(),
        zone,
      );
      if (end > fromMs && saturday < toMs) weekends.push({ fromMs: saturday, toMs: end });
    }
    cursor += DAY_MS;
  }
  return weekends;
}

/** Sorted, merged, clipped to [fromMs, toMs). */
function merged(intervals: readonly Interval[], fromMs: number, toMs: number): Interval[] {
  const clipped = intervals
    .map((i) => ({ fromMs: Math.max(i.fromMs, fromMs), toMs: Math.min(i.toMs, toMs) }))
    .filter((i) => i.toMs > i.fromMs)
    .sort((a, b) => a.fromMs - b.fromMs);
  const out: Interval[] = [];
  for (const interval of clipped) {
    const last = out.at(-1);
    if (last !== undefined && interval.fromMs <= last.toMs) {
      out[out.length - 1] = { fromMs: last.fromMs, toMs: Math.max(last.toMs, interval.toMs) };
    } else {
      out.push(interval);
    }
  }
  return out;
}

/** `seat`'s paused intervals within [fromMs, toMs), merged. */
export function pausedIntervals(
  pauses: ClockPauses,
  seat: number,
  fromMs: number,
  toMs: number,
): Interval[] {
  const own = pauses.seats.find((entry) => entry.seat === seat);
  if (own === undefined) return [];
  const vacations = own.vacations.map((span) => ({
    fromMs: new Date(span.from).getTime(),
    toMs: new Date(span.to).getTime(),
  }));
  const weekends = pauses.weekendPause ? weekendsBetween(own.timeZone, fromMs, toMs) : [];
  return merged([...weekends, ...vacations], fromMs, toMs);
}

/** How long `seat`'s clock ran between two instants: the span less its pauses. */
export function runningMs(pauses: ClockPauses, seat: number, fromMs: number, toMs: number): number {
  if (toMs <= fromMs) return 0;
  const paused = pausedIntervals(pauses, seat, fromMs, toMs).reduce(
    (sum, i) => sum + i.toMs - i.fromMs,
    0,
  );
  return toMs - fromMs - paused;
}

/** The instant `seat`'s clock, running from `fromMs` with `leftMs` left, reaches zero. */
export function runOutAt(
  pauses: ClockPauses,
  seat: number,
  fromMs: number,
  leftMs: number,
): number {
  // Look a little beyond the unpaused end; widen while the answer falls past the horizon.
  let horizon = fromMs + leftMs + 7 * DAY_MS;
  for (;;) {
    let cursor = fromMs;
    let left = leftMs;
    for (const pause of pausedIntervals(pauses, seat, fromMs, horizon)) {
      // A clock with nothing left at the very start of a pause has not run out before it.
      const pausedAtOnce = left === 0 && pause.fromMs === cursor;
      if (pause.fromMs - cursor >= left && !pausedAtOnce) return cursor + left;
      left -= pause.fromMs - cursor;
      cursor = pause.toMs;
    }
    if (cursor + left <= horizon && cursor < horizon) return cursor + left;
    horizon += 28 * DAY_MS + (horizon - fromMs);
  }
}
