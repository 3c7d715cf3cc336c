/**
 * The reminder ladder (issue 17 item 9): how long before a deadline each reminder comes. Pure
 * functions of the ladder, the deadline and the time, so the sweeper's choices can be tested
 * without a database.
 */
import { z } from 'zod';

const HOUR = 3600;

/** 24 h, 4 h and 1 h before the deadline, as Board Game Arena and OGS remind. */
export const DEFAULT_LADDER: readonly number[] = [24 * HOUR, 4 * HOUR, HOUR];

/** From one minute to thirty days before, at most eight rungs, no rung twice. */
export const MIN_RUNG_SECONDS = 60;
export const MAX_RUNG_SECONDS = 30 * 24 * HOUR;
export const MAX_RUNGS = 8;

/** A ladder as an account sends it: seconds before the deadline, any order; [] turns it off. */
export const ladderSchema = z
  .array(z.number().int().min(MIN_RUNG_SECONDS).max(MAX_RUNG_SECONDS))
  .max(MAX_RUNGS)
  .refine((rungs) => new Set(rungs).size === rungs.length, 'no rung may appear twice')
  .transform((rungs) => [...rungs].sort((a, b) => b - a));

export const reminderSettingsSchema = z.object({ offsetsSeconds: ladderSchema });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** When a rung of `ladder` (largest first) fires before `deadline`. */
const firesAt = (deadline: Date, rungSeconds: number): number =>
  deadline.getTime() - rungSeconds * 1000;

/**
 * When the next reminder is due for a turn that reaches `deadline`: the first rung still ahead
 * of `after` (rungs already behind when the turn began are not sent late), or null when none is.
 */
export function nextReminderAt(
  ladder: readonly number[],
  deadline: Date | null,
  after: Date,
): Date | null {
  if (deadline === null) return null;
  for (const rung of ladder) {
    const at = firesAt(deadline, rung);
    if (at > after.getTime()) return new Date(at);
  }
  return null;
}

/**
 * The rung to send at `now`: the smallest rung whose time has come while the deadline is still
 * ahead (after a slow sweep, one reminder — the nearest — rather than several at once), or
 * undefined when none is due.
 */
export function dueRung(ladder: readonly number[], deadline: Date, now: Date): number | undefined {
  if (deadline.getTime() <= now.getTime()) return undefined;
  const due = ladder.filter((rung) => firesAt(deadline, rung) <= now.getTime());
  return due.length === 0 ? undefined : Math.min(...due);
}
