import type { Seat, Viewer } from '../../kernel/index.ts';
import { BOARD } from './board.ts';
import type { BoardData, Colour } from './board.ts';
import { TURNS } from './constants.ts';
import type { CubeCounts } from './cubes.ts';
import { activeSeats } from './legal.ts';
import type { BigShotOptions } from './options.ts';
import { cashIsHidden } from './purses.ts';
import { colourFortunes, seatScores } from './scoring.ts';
import type { BigShotEvent, BigShotState, Holder, Lot, Phase, Purse } from './types.ts';

export interface PurseView {
  readonly colour: Colour;
  readonly holder: Holder;
  /** 'hidden' only in the hidden-money variant, for another player's uncaught purse. */
  readonly cash: number | 'hidden';
  readonly certificates: number;
  readonly borrowedThisTurn: boolean;
}

/**
 * In the base game nothing is hidden (RULES §2.11). With hidden money, each player sees only their
 * own cash, and everybody's once they are caught overbidding or the game is over.
 */
export interface BigShotView {
  readonly seatCount: number;
  readonly options: BigShotOptions;
  readonly board: BoardData;
  readonly turn: number;
  readonly turns: number;
  readonly roller: Seat;
  readonly broker: number;
  readonly spaces: readonly CubeCounts[];
  readonly lots: readonly Lot[];
  readonly purses: readonly PurseView[];
  readonly openCash: readonly Seat[];
  readonly phase: Phase;
  readonly activeSeats: readonly Seat[];
  /**
   * Each seat's fortune now, as the final scoring would count it (RULES §2.6.3, both colours in
   * the 2-player game): for charts over the game. 'hidden' while it would tell hidden cash.
   */
  readonly fortunes: readonly (number | 'hidden')[];
}

/** Bids, loans and payments are public; no event carries a balance that is still hidden. */
export type BigShotPublicEvent = BigShotEvent;

function mayNotSee(state: BigShotState, purse: Purse, viewer: Viewer): boolean {
  if (state.phase.kind === 'over' || purse.holder === 'dummy') return false;
  if (viewer.kind === 'seat' && viewer.seat === purse.holder) return false;
  return cashIsHidden(state, purse.holder);
}

/** The seats whose cash `viewer` may not see now (empty outside the hidden-money variant). */
export function hiddenPurses(state: BigShotState, viewer: Viewer): Purse[] {
  return state.purses.filter((p) => mayNotSee(state, p, viewer));
}

/** Each seat's fortune, or 'hidden' when one of its purses is hidden from `viewer`. */
function fortunesSeenBy(state: BigShotState, viewer: Viewer): (number | 'hidden')[] {
  const hidden = new Set(hiddenPurses(state, viewer).map((purse) => purse.holder));
  return seatScores(colourFortunes(state), state.seatCount).map((fortune, seat) =>
    hidden.has(seat) ? 'hidden' : fortune,
  );
}

export function view(state: BigShotState, viewer: Viewer): BigShotView {
  return {
    seatCount: state.seatCount,
    options: state.options,
    board: BOARD,
    turn: state.turn,
    turns: TURNS,
    roller: state.roller,
    broker: state.broker,
    spaces: state.spaces,
    lots: state.lots,
    purses: state.purses.map((p) => ({
      colour: p.colour,
      holder: p.holder,
      cash: mayNotSee(state, p, viewer) ? 'hidden' : p.cash,
      certificates: p.certificates,
      borrowedThisTurn: p.borrowedThisTurn,
    })),
    openCash: state.openCash,
    phase: state.phase,
    activeSeats: activeSeats(state),
    fortunes: fortunesSeenBy(state, viewer),
  };
}

/**
 * Events are public as they are: bids, loan payouts and prices are public (RULES §2.11), and the
 * only balances any event carries are an overbidder's (opened by the rules) and the final accounts.
 */
export function redactEvent(event: BigShotEvent, _viewer: Viewer): BigShotPublicEvent {
  return event;
}
