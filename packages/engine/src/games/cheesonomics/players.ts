import type { Seat } from '../../kernel/index.ts';
import type { WedgeCode } from './components.ts';
import type { CheesonomicsState, PlayerState } from './types.ts';
import { addCodes, removeCodes } from './wedges.ts';

export function playerOf(state: CheesonomicsState, seat: Seat): PlayerState | undefined {
  return state.players[seat];
}

export function handOf(state: CheesonomicsState, seat: Seat): readonly WedgeCode[] {
  return state.players[seat]?.hand ?? [];
}

export function updatePlayer(
  state: CheesonomicsState,
  seat: Seat,
  change: (player: PlayerState) => PlayerState,
): CheesonomicsState {
  return { ...state, players: state.players.map((p, i) => (i === seat ? change(p) : p)) };
}

/** Moves one wedge from one hand to another (churn gives, picks and returns). */
export function moveWedge(
  state: CheesonomicsState,
  from: Seat,
  to: Seat,
  wedge: WedgeCode,
): CheesonomicsState {
  const taken = updatePlayer(state, from, (p) => ({ ...p, hand: removeCodes(p.hand, [wedge]) }));
  return updatePlayer(taken, to, (p) => ({ ...p, hand: addCodes(p.hand, [wedge]) }));
}

/** The other seats in turn order, starting at the seat to the left of `seat` (A-CH-6). */
export function opponentsInOrder(seatCount: number, seat: Seat): Seat[] {
  return Array.from({ length: seatCount - 1 }, (_, i) => (seat + 1 + i) % seatCount);
}

export function finalScores(state: CheesonomicsState): number[] {
  return state.players.map((p) => p.curds);
}
