/**
 * The facts one committed entry announces (game-facts.ts): always entry_committed, and
 * seat_timed_out when the server appended it because a seat's time ran out.
 */
import type { JsonValue, Seat } from '@tavolo/engine';
import { timeoutOf } from '@tavolo/sdk/audit';
import type { StoredEntry } from '../store/types.ts';
import type { Announcer, GameFact } from './game-facts.ts';
import type { LiveGame } from './live-game.ts';

export function announceCommit(
  facts: Announcer<GameFact>,
  committed: LiveGame & { readonly outcome: JsonValue | null },
  entry: StoredEntry,
  actor: Seat,
): void {
  const { meta, state, outcome } = committed;
  const gameId = meta.id;
  const at = new Date(entry.at);
  const timeout = timeoutOf(entry.commandId);
  facts.announce({
    kind: 'entry_committed',
    gameId,
    version: entry.version,
    actor,
    timedOut: timeout !== undefined,
    toMove: outcome === null ? meta.module.activeSeats(state) : [],
    outcome,
    at,
  });
  if (timeout === undefined) return;
  facts.announce({
    kind: 'seat_timed_out',
    gameId,
    version: entry.version,
    seat: timeout.seat,
    playerId: meta.seatPlayers.get(timeout.seat) ?? null,
    action: timeout.action,
    at,
  });
}
