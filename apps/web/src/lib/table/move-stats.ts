/**
 * Move times from the log (pure): an entry's move time is the time since the entry before it,
 * counted for the seat that acted. In games where several seats act at once this is the time the
 * table waited for that entry, the nearest a log of server times can tell. Timeouts are the
 * entries the server marked timed out (every kind of timeout says so in `timedOut`).
 */
import type { LogEntry } from '@tavolo/sdk/client';

export interface SeatMoveStats {
  readonly seat: number;
  /** Entries the seat acted in (its own moves and the server's moves for it). */
  readonly moves: number;
  /** The average time the seat took per move; null before its first. */
  readonly averageMs: number | null;
  readonly timeouts: number;
}

type Timed = Pick<LogEntry, 'version' | 'actor' | 'at' | 'timedOut'>;

export function moveStats(entries: readonly Timed[], seatCount: number): SeatMoveStats[] {
  const totals = Array.from({ length: seatCount }, () => ({ moves: 0, ms: 0, timeouts: 0 }));
  const ordered = [...entries].sort((a, b) => a.version - b.version);
  ordered.forEach((entry, index) => {
    const previous = ordered[index - 1];
    const total = entry.actor === null ? undefined : totals[entry.actor];
    if (total === undefined || previous === undefined) return;
    total.moves += 1;
    total.ms += Math.max(0, Date.parse(entry.at) - Date.parse(previous.at));
    if (entry.timedOut === true) total.timeouts += 1;
  });
  return totals.map((total, seat) => ({
    seat,
    moves: total.moves,
    averageMs: total.moves === 0 ? null : total.ms / total.moves,
    timeouts: total.timeouts,
  }));
}
