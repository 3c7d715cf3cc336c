/**
 * IANA time zones (accounts' zones, the weekend pause) through Intl only: no zone database of our
 * own, the one Node ships is the reference.
 */
import { z } from 'zod';

/** Whether `name` is an IANA zone Intl knows (case as written: 'Europe/Rome', 'UTC'). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone !== '';
  } catch {
    return false;
  }
}

export const DEFAULT_TIME_ZONE = 'UTC';

export const timeZoneSchema = z
  .string()
  .refine(isTimeZone, { message: 'must be an IANA time zone such as Europe/Rome or UTC' });

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of instant `ms` in `zone`. */
export function wallClock(
  ms: number,
  zone: string,
): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(
    formatterOf(zone)
      .formatToParts(new Date(ms))
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts['year'] ?? 0,
    month: parts['month'] ?? 1,
    day: parts['day'] ?? 1,
    hour: parts['hour'] ?? 0,
    minute: parts['minute'] ?? 0,
    second: parts['second'] ?? 0,
  };
}

/** `zone`'s offset from UTC at instant `ms`, in milliseconds (east positive). */
function offsetAt(ms: number, zone: string): number {
  const w = wallClock(ms, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant local midnight starts the day `year-month-day` in `zone` (month 1–12). Where a
 * DST change skips midnight, the first instant of that day.
 */
export function startOfLocalDay(year: number, month: number, day: number, zone: string): number {
  const guess = Date.UTC(year, month - 1, day);
  // Two rounds settle the offset at the answer even across a DST change between guess and it.
  let ms = guess - offsetAt(guess, zone);
  ms = guess - offsetAt(ms, zone);
  const w = wallClock(ms, zone);
  if (w.day !== day) {
    // Midnight did not exist (the clock jumped over it): the day starts at the jump.
    ms += (24 - w.hour) * 3600_000 - w.minute * 60_000 - w.second * 1000;
  }
  return ms;
}
