/**
 * From a committed fact to the notifications it gives (issue 17 item 8). Each fact kind is one
 * case of `notificationsOfFact`; a new kind of GameFact fails typecheck here until it has one.
 * The game is read afresh (a snapshot of its row and seats), never taken from the fact alone: a
 * fact may be handled after later moves, and the turns then follow the newest state.
 *
 * "Your turn" is what Board Game Arena sends: a notification when a turn *begins* for a human
 * seat — not to bots, and not to a player who just moved and must move again (the turn went on).
 * Those are found by the seat_turns rows (store/turn-store.ts), not by the fact.
 */
import { isRecord } from '@tavolo/engine';
import type { JsonValue, Seat } from '@tavolo/engine';
import { seatDeadlines } from '../../clocks/clocks.ts';
import type { SeatTurnRow } from '../../db/schema.ts';
import type { NewNotification } from '../../store/inbox-store.ts';
import type { DesiredTurn, GameSnapshot, SeatHolder } from '../../store/turn-store.ts';
import type { GameFact } from '../game-facts.ts';
import type { NotificationContent, Placing } from './notification-data.ts';
import { DEFAULT_LADDER, nextReminderAt } from './reminder-ladder.ts';

type Human = SeatHolder & { readonly playerId: string };

const humans = (snapshot: GameSnapshot): Human[] =>
  snapshot.seats.filter((holder): holder is Human => holder.playerId !== null);

function note(
  holder: Human,
  gameId: string,
  content: NotificationContent,
  dedupeKey: string,
): NewNotification {
  return { playerId: holder.playerId, gameId, ...content, dedupeKey };
}

/** Each human seat to move now, with its deadline and first reminder rung. */
export function desiredTurns(
  snapshot: GameSnapshot,
  ladders: ReadonlyMap<string, readonly number[]>,
  now: Date,
): DesiredTurn[] {
  if (snapshot.status !== 'started') return [];
  const deadlines = new Map(
    seatDeadlines(snapshot.clocks ?? { at: now.toISOString(), remainingMs: [], running: [] }).map(
      ({ seat, deadline }) => [seat, deadline],
    ),
  );
  return humans(snapshot)
    .filter((holder) => snapshot.activeSeats.includes(holder.seat))
    .map((holder) => {
      const deadline = deadlines.get(holder.seat) ?? null;
      const ladder = ladders.get(holder.playerId) ?? DEFAULT_LADDER;
      return {
        seat: holder.seat,
        playerId: holder.playerId,
        deadline,
        remindAt: nextReminderAt(ladder, deadline, now),
      };
    });
}

/** "Your turn" for the turns that began. */
export function yourTurnNotifications(
  snapshot: GameSnapshot,
  begun: readonly SeatTurnRow[],
): NewNotification[] {
  return begun.map((turn) => ({
    playerId: turn.playerId,
    gameId: snapshot.id,
    kind: 'your_turn',
    data: { engine: snapshot.engine, seat: turn.seat, version: turn.sinceVersion },
    dedupeKey: `your_turn:${snapshot.id}:${turn.seat}:${turn.sinceVersion}`,
  }));
}

/** The public outcome's winners and scores, when it has them (every engine's Outcome does). */
function outcomeParts(
  outcome: JsonValue | null,
): { winners: Seat[]; scores: number[]; reason: string } | undefined {
  if (!isRecord(outcome)) return undefined;
  const { winners, scores, reason } = outcome;
  if (!Array.isArray(winners) || !Array.isArray(scores)) return undefined;
  return {
    winners: winners.filter((seat): seat is number => typeof seat === 'number'),
    scores: scores.map((score) => (typeof score === 'number' ? score : 0)),
    reason: typeof reason === 'string' ? reason : 'GAME_OVER',
  };
}

/**
 * Placings by the final scores: winners first (the tie-break decided among them), then the
 * others by score; equal scores share a rank.
 */
export function placings(snapshot: GameSnapshot): { reason: string; placings: Placing[] } {
  const parts = outcomeParts(snapshot.outcome) ?? { winners: [], scores: [], reason: 'GAME_OVER' };
  const winners = new Set(parts.winners);
  const scoreOf = (seat: Seat) => parts.scores[seat] ?? 0;
  const result = snapshot.seats.map((holder) => {
    const above = snapshot.seats.filter(
      (other) =>
        !winners.has(holder.seat) &&
        (winners.has(other.seat) || scoreOf(other.seat) > scoreOf(holder.seat)),
    ).length;
    return {
      seat: holder.seat,
      displayName: holder.displayName ?? 'Bot',
      rank: above + 1,
      winner: winners.has(holder.seat),
    };
  });
  return {
    reason: parts.reason,
    placings: result.sort((a, b) => a.rank - b.rank || a.seat - b.seat),
  };
}

/** The notifications a fact gives besides "your turn" (which follows the turns). */
export function notificationsOfFact(fact: GameFact, snapshot: GameSnapshot): NewNotification[] {
  const engine = snapshot.engine;
  switch (fact.kind) {
    case 'game_started':
      return humans(snapshot).map((holder) =>
        note(
          holder,
          fact.gameId,
          { kind: 'game_started', data: { engine, seat: holder.seat } },
          `game_started:${fact.gameId}`,
        ),
      );
    case 'seat_timed_out':
      return timedOutNotifications(fact, snapshot);
    case 'game_cleaned_up':
    case 'vacation_started':
    case 'vacation_ending':
    case 'vacation_ended':
    case 'lobby_changed':
      // Not about a game still there: playerNotifications answers these.
      return [];
    case 'entry_committed': {
      if (fact.outcome === null || snapshot.status !== 'finished') return [];
      const data = { engine, ...placings(snapshot) };
      return [
        ...humans(snapshot).map((holder) =>
          note(
            holder,
            fact.gameId,
            { kind: 'game_finished', data },
            `game_finished:${fact.gameId}`,
          ),
        ),
      ];
    }
  }
}

/** Everyone seated learns that a seat's time ran out (the seat's holder included). */
function timedOutNotifications(
  fact: Extract<GameFact, { kind: 'seat_timed_out' }>,
  snapshot: GameSnapshot,
): NewNotification[] {
  const holder = snapshot.seats.find((seat) => seat.seat === fact.seat);
  const data = {
    engine: snapshot.engine,
    seat: fact.seat,
    displayName: holder?.displayName ?? 'Bot',
  };
  return humans(snapshot).map((human) =>
    note(
      human,
      fact.gameId,
      { kind: 'seat_timed_out', data },
      `seat_timed_out:${fact.gameId}:${fact.version}`,
    ),
  );
}

/**
 * The notifications of a fact about people rather than a game still there (a removed game, a
 * vacation); undefined for a game's fact, which notificationsOfFact answers.
 */
export function playerNotifications(fact: GameFact): NewNotification[] | undefined {
  switch (fact.kind) {
    case 'game_cleaned_up':
      return fact.playerIds.map((playerId) => ({
        playerId,
        gameId: fact.gameId,
        kind: 'game_cleaned_up',
        data: { engine: fact.engine },
        dedupeKey: `game_cleaned_up:${fact.gameId}`,
      }));
    case 'vacation_ending':
      return [
        {
          playerId: fact.playerId,
          gameId: null,
          kind: 'vacation_ending',
          data: { endsAt: fact.endsBy.toISOString() },
          dedupeKey: `vacation_ending:${fact.endsBy.toISOString()}`,
        },
      ];
    // A lobby change notifies nobody: the lobby itself shows it (live/lobby-feed.ts).
    case 'lobby_changed':
    case 'vacation_started':
    case 'vacation_ended':
      return [];
    case 'game_started':
    case 'entry_committed':
    case 'seat_timed_out':
      return undefined;
  }
}
