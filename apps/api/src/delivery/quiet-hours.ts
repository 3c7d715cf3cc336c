/**
 * Quiet hours and the digest's hour in an account's own time zone (issue 18 item 2): pure
 * functions of the settings, the zone and an instant, so tests need no clock at all.
 */
import { startOfLocalDay, wallClock } from '../clocks/time-zones.ts';

const MINUTE = 60_000;

/** A daily window of local time, minutes after midnight; start = end means none. */
export interface QuietHours {
  readonly startMinute: number;
  readonly endMinute: number;
}

/** The local date `days` after the wall-clock date of `ms` in `zone`. */
function localDateAfter(ms: number, zone: string, days: number) {
  const w = wallClock(ms, zone);
  const date = new Date(Date.UTC(w.year, w.month - 1, w.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The instant of local minute `minute` on the local day `days` after that of `ms`. */
function localMinute(ms: number, zone: string, days: number, minute: number): number {
  const { year, month, day } = localDateAfter(ms, zone, days);
  return startOfLocalDay(year, month, day, zone) + minute * MINUTE;
}

/**
 * When the quiet hours holding at `nowMs` end, or null when `nowMs` is not in them. A window
 * may cross midnight (22:00–07:00).
 */
export function quietUntil(quiet: QuietHours, zone: string, nowMs: number): number | null {
  const { startMinute: start, endMinute: end } = quiet;
  if (start === end) return null;
  const w = wallClock(nowMs, zone);
  const minute = w.hour * 60 + w.minute;
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  // Past midnight in a window that crossed it, or a window within the day: it ends today.
  const endsToday = start < end || minute < end;
  return localMinute(nowMs, zone, endsToday ? 0 : 1, end);
}

/** The first instant after `nowMs` at which it is `hour`:00 in `zone`. */
export function nextLocalHour(hour: number, zone: string, nowMs: number): number {
  const today = localMinute(nowMs, zone, 0, hour * 60);
  return today > nowMs ? today : localMinute(nowMs, zone, 1, hour * 60);
}
