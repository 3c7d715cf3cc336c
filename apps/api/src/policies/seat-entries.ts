/**
 * The server's seat entries (ADR 0027): a forfeit on time and a player's reclaim of a seat the
 * bot took over. Each is a log entry of its own — the seat as actor, a commandId that names it,
 * no command and no events — appended through the ordinary append with expectedVersion, so it
 * races a move or a stand-in bot's move like any move: one wins, the other is a version conflict.
 * The engine never sees these entries; the standings fold and the auditor read them.
 */
import type { Seat } from '@tavolo/engine';
import { forfeitOutcome, serverCommandId } from '@tavolo/sdk/audit';
import type { SeatEntryKind } from '@tavolo/sdk/audit';
import { ServiceError } from '../errors.ts';
import { asJson } from '../service/live-game.ts';
import type { LiveGame } from '../service/live-game.ts';
import type { Committed } from '../service/play.ts';
import type { Decision } from '../store/types.ts';
import { advanceStandings, forfeitWinner, forfeitedSeats, standingOf } from './standings.ts';

/** Refuses a seat entry the seat's standing does not allow. */
function checkAllowed(current: LiveGame, seat: Seat, kind: SeatEntryKind): void {
  const { standing } = standingOf(current.standings, seat);
  if (standing === 'forfeited') {
    throw new ServiceError('SEAT_FORFEITED', `Seat ${seat} forfeited on time.`);
  }
  if (kind === 'reclaim' && standing !== 'taken_over') {
    throw new ServiceError(
      'SEAT_NOT_TAKEN_OVER',
      `No bot plays seat ${seat}: there is nothing to take back.`,
    );
  }
  if (kind === 'forfeit' && !current.meta.module.activeSeats(current.state).includes(seat)) {
    throw new ServiceError('INVALID_INPUT', `Seat ${seat} is not to move: it cannot time out.`);
  }
}

/** The commandId of `kind` for `seat` as the next entry of `current`. */
export function seatEntryCommandId(current: LiveGame, seat: Seat, kind: SeatEntryKind): string {
  return serverCommandId(kind, seat, current.version + 1);
}

/** Decides a forfeit or a reclaim of `seat` against `current`. */
export function decideSeatEntry(
  current: LiveGame,
  seat: Seat,
  kind: SeatEntryKind,
  at: Date,
): Decision<Committed> {
  checkAllowed(current, seat, kind);
  const commandId = seatEntryCommandId(current, seat, kind);
  const standings = advanceStandings(current.standings, { actor: seat, commandId });
  const winner = forfeitWinner(standings);
  const { module } = current.meta;
  const outcome =
    winner === undefined ? null : asJson(forfeitOutcome(winner, forfeitedSeats(standings)));
  return {
    entry: { actor: seat, commandId, command: null, events: [], at },
    progress: {
      activeSeats: outcome === null ? module.activeSeats(current.state) : [],
      outcome,
    },
    payload: { state: current.state, standings, outcome },
  };
}
