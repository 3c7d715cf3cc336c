/**
 * "While you were away" (pure): the entries a seat has not seen yet, from the last version it
 * said it saw. A seat that never said (its first visit) has nothing to catch up on.
 */
import type { LogEntry } from '@tavolo/sdk/client';

export interface AwayView {
  readonly lastSeenVersion: number | null;
  readonly version: number;
  readonly viewer: { readonly kind: 'seat' | 'spectator' };
}

/** The version after which entries are new to this viewer; null when none are. */
export function awayFrom(state: AwayView): number | null {
  if (state.viewer.kind !== 'seat' || state.lastSeenVersion === null) return null;
  return state.lastSeenVersion < state.version ? state.lastSeenVersion : null;
}

export function entriesSince<Entry extends Pick<LogEntry, 'version'>>(
  entries: readonly Entry[],
  since: number | null,
): Entry[] {
  return since === null ? [] : entries.filter((entry) => entry.version > since);
}

/**
 * Who moved, to put before an entry's words in the summary: nobody when the words already open
 * with that name (most games' log lines name the mover first: "Ada pays 21 M…"), so the summary
 * never says "Ada: Ada pays…".
 */
export function moverPrefix(name: string, text: string): string {
  if (name === '') return '';
  return text === name || text.startsWith(`${name} `) || text.startsWith(`${name}:`) ? '' : name;
}
