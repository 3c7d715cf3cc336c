import type { Seat } from '../../kernel/index.ts';
import type { Colour } from './board.ts';
import { HIGHEST_POSSIBLE_PURSE, MAX_LOANS_PER_PURSE } from './constants.ts';
import { certificateLimit } from './options.ts';
import type { BigShotState, Purse } from './types.ts';

export function pursesOf(state: Pick<BigShotState, 'purses'>, seat: Seat): Purse[] {
  return state.purses.filter((p) => p.holder === seat);
}

export function purseOf(state: Pick<BigShotState, 'purses'>, colour: Colour): Purse | undefined {
  return state.purses.find((p) => p.colour === colour);
}

/** What a seat can actually pay: the richest of its purses, which are never combined (RULES §2.8). */
export function meansOf(state: Pick<BigShotState, 'purses'>, seat: Seat): number {
  return Math.max(0, ...pursesOf(state, seat).map((p) => p.cash));
}

/** Hidden money: a seat's cash is hidden until it is caught overbidding (RULES §2.9). */
export function cashIsHidden(state: BigShotState, seat: Seat): boolean {
  return state.options.hidden_money && !state.openCash.includes(seat);
}

/**
 * The highest bid a seat may make: its means with open money; with hidden money bids are not capped
 * by cash, only by what any purse could ever hold (see HIGHEST_POSSIBLE_PURSE).
 */
export function bidCeiling(state: BigShotState, seat: Seat): number {
  return cashIsHidden(state, seat) ? HIGHEST_POSSIBLE_PURSE : meansOf(state, seat);
}

function certificatesOut(state: BigShotState): number {
  return state.purses.reduce((sum, p) => sum + p.certificates, 0);
}

/** Why this colour may not borrow now, or null when it may (RULES §2.5, A-BS-9, A-BS-14). */
export function loanProblem(
  state: BigShotState,
  purse: Purse,
): 'LOAN_ALREADY_TAKEN' | 'LOAN_LIMIT_REACHED' | 'CERTIFICATES_EXHAUSTED' | null {
  if (purse.borrowedThisTurn) return 'LOAN_ALREADY_TAKEN';
  if (purse.certificates >= MAX_LOANS_PER_PURSE) return 'LOAN_LIMIT_REACHED';
  const limit = certificateLimit(state.options);
  if (limit !== null && certificatesOut(state) >= limit) return 'CERTIFICATES_EXHAUSTED';
  return null;
}

/** The seat's colours that may take a loan now. */
export function borrowableColours(state: BigShotState, seat: Seat): Colour[] {
  return pursesOf(state, seat)
    .filter((p) => loanProblem(state, p) === null)
    .map((p) => p.colour);
}

/**
 * When loans are taken: on one's own bidding turn in the base game (A-BS-8); in a round of their
 * own before the auction in the 2-player game (§2.8) and with hidden money (§2.9.2), whose round the
 * rules version places before or after the roll.
 */
export type LoanTiming = 'on_bidding_turn' | 'after_roll' | 'before_roll';

export function loanTiming(
  state: Pick<BigShotState, 'options' | 'seatCount' | 'rules'>,
): LoanTiming {
  if (state.options.hidden_money) return state.rules.hiddenMoneyLoanRound;
  return state.seatCount === 2 ? 'after_roll' : 'on_bidding_turn';
}

/** Loans are declared in a round before the auction in the hidden-money and the 2-player games. */
export function hasLoanRound(
  state: Pick<BigShotState, 'options' | 'seatCount' | 'rules'>,
): boolean {
  return loanTiming(state) !== 'on_bidding_turn';
}

/** Bidding order: from the roller's left, clockwise, the roller last (RULES §2.4 step 2.1). */
export function biddingOrder(state: Pick<BigShotState, 'roller' | 'seatCount'>): Seat[] {
  return Array.from(
    { length: state.seatCount },
    (_, i) => (state.roller + 1 + i) % state.seatCount,
  );
}
