/**
 * The facts of a game the inbox has not handled (a process died between a move's commit and its
 * handler), rebuilt from the game's log and its state now, for the catch-up round to replay
 * through the same handler (ADR 0029): the start if it was not handled, each timed-out seat's
 * entry since the mark (its command id says so, as it did for the live fact), and the newest
 * entry — whose state gives the turns, "your turn" for those that began and the result of a
 * finished game. Earlier plain moves give nothing of their own: the live handler, handling a fact
 * after later moves, follows the newest state just the same.
 */
import { timeoutOf } from '@tavolo/sdk/audit';
import type { UnhandledEntry } from '../../store/inbox-marks.ts';
import type { GameSnapshot } from '../../store/turn-store.ts';
import type { GameFact } from '../game-facts.ts';

export function missedFacts(
  snapshot: GameSnapshot,
  handledVersion: number | null,
  entries: readonly UnhandledEntry[],
): GameFact[] {
  const facts: GameFact[] = [];
  const upToNow = entries.filter((entry) => entry.version <= snapshot.version);
  const [setup] = upToNow;
  if (handledVersion === null && setup?.version === 0) {
    const finishedAtSetup = snapshot.version === 0 && snapshot.status === 'finished';
    facts.push({
      kind: 'game_started',
      gameId: snapshot.id,
      at: setup.at,
      toMove: snapshot.version === 0 ? snapshot.activeSeats : [],
      status: finishedAtSetup ? 'finished' : 'started',
    });
  }
  const moves = upToNow.filter((entry) => entry.version > 0);
  const newest = moves.at(-1);
  if (newest === undefined) return facts;
  const newestTimeout = timeoutOf(newest.commandId);
  const actor = newest.actor ?? newestTimeout?.seat;
  // Every entry after the setup has an actor (the server's name its seat in the command id).
  if (actor !== undefined) {
    facts.push({
      kind: 'entry_committed',
      gameId: snapshot.id,
      version: newest.version,
      actor,
      timedOut: newestTimeout !== undefined,
      toMove: snapshot.status === 'finished' ? [] : snapshot.activeSeats,
      outcome: snapshot.status === 'finished' ? snapshot.outcome : null,
      at: newest.at,
    });
  }
  for (const entry of moves) {
    const timeout = timeoutOf(entry.commandId);
    if (timeout === undefined) continue;
    const holder = snapshot.seats.find((seat) => seat.seat === timeout.seat);
    facts.push({
      kind: 'seat_timed_out',
      gameId: snapshot.id,
      version: entry.version,
      seat: timeout.seat,
      playerId: holder?.playerId ?? null,
      action: timeout.action,
      at: entry.at,
    });
  }
  return facts;
}

/**
 * The game version whose facts are all handled once this one is: a timed-out entry's are only
 * after its seat_timed_out (announced after its entry_committed).
 */
export function handledVersionOf(fact: GameFact): number | undefined {
  switch (fact.kind) {
    case 'game_started':
      return 0;
    case 'entry_committed':
      return fact.timedOut ? undefined : fact.version;
    case 'seat_timed_out':
      return fact.version;
    case 'game_cleaned_up':
    case 'vacation_started':
    case 'vacation_ending':
    case 'vacation_ended':
    case 'lobby_changed':
      return undefined;
  }
}
