/**
 * The server's own log entries in words (issue 17 item 5): a seat that ran out of time and what
 * the server did, a bot standing in for a seat, a player taking their seat back. The API says so
 * on each entry (`timeout`, `standIn`, `reclaim`), for every viewer.
 */
import type { LogEntry } from '@tavolo/sdk/client';
import type { Translate } from '../games/contract.ts';

/** The line the log shows above an entry's events, if the server appended it on its own. */
export function serverEntryText(
  entry: Pick<LogEntry, 'actor' | 'timeout' | 'standIn' | 'reclaim'>,
  t: Translate,
  seatNames: readonly string[],
): string | undefined {
  const seatOf = (seat: number | null | undefined) =>
    seat === null || seat === undefined ? '' : (seatNames[seat] ?? String(seat + 1));
  if (entry.timeout !== undefined) {
    return t(`timeout.log.${entry.timeout.action}`, { seat: seatOf(entry.timeout.seat) });
  }
  if (entry.standIn === true) return t('timeout.log.standIn', { seat: seatOf(entry.actor) });
  if (entry.reclaim === true) return t('timeout.log.reclaim', { seat: seatOf(entry.actor) });
  return undefined;
}
