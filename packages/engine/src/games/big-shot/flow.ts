import { nextSeat } from '../../kernel/index.ts';
import { TURNS } from './constants.ts';
import type { CubeCounts } from './cubes.ts';
import { NO_CUBES, totalCubes } from './cubes.ts';
import type { Emitter } from './emitter.ts';
import { lotOwner } from './ownership.ts';
import { biddingOrder, meansOf, pursesOf } from './purses.ts';
import { colourFortunes, decideWinners, eligibleSeats, seatScores } from './scoring.ts';
import type { Auction, HighBid } from './types.ts';

/**
 * RULES §2.4 step 1: move clockwise, counting only spaces that still hold cubes. The starting space
 * counts only when the count wraps all the way round. Returns `from` if every space is empty.
 */
export function moveBroker(spaces: readonly CubeCounts[], from: number, roll: number): number {
  if (!spaces.some((s) => totalCubes(s) > 0)) return from;
  let at = from;
  let steps = roll;
  while (steps > 0) {
    at = (at + 1) % spaces.length;
    if (totalCubes(spaces[at] ?? NO_CUBES) > 0) steps -= 1;
  }
  return at;
}

/**
 * The auction is over when everybody passed without a bid (the roller takes the cubes free) or when
 * only the high bidder is left, who must then pay (RULES §2.4 step 2.3–2.4).
 */
export function closeAuctionIfDone(em: Emitter): void {
  const { phase, seatCount, roller } = em.state;
  if (phase.kind !== 'auction') return;
  const { high, passed } = phase.auction;
  if (high === null) {
    if (passed.length === seatCount) em.emit({ type: 'cubes_taken_free', seat: roller });
    return;
  }
  if (passed.length !== seatCount - 1 || passed.includes(high.seat)) return;
  if (em.state.rules.overbidCheck === 'any_bidder' && catchEveryOverbid(em, phase.auction)) return;
  settle(em, high);
}

/** Opens a caught overbidder's cash, for good (RULES §2.9.3). */
function catchOverbid(em: Emitter, { seat, amount }: HighBid): void {
  const cash = pursesOf(em.state, seat).map((p) => ({ colour: p.colour, cash: p.cash }));
  em.emit({ type: 'overbid_caught', seat, amount, cash });
}

/**
 * `overbid_check: 'any_bidder'` (A-BS-18): when the auction closes, every bidder whose highest bid
 * exceeded their cash is caught, in bidding order, and the auction repeats (A-BS-17). Cash cannot
 * change during an auction (hidden-money loans are taken in the loan round; the price is paid after
 * it closes), so the cash now is the cash each bid was made with. True when somebody was caught.
 */
function catchEveryOverbid(em: Emitter, auction: Auction): boolean {
  const caught = biddingOrder(em.state).flatMap((seat) =>
    auction.highestBids.filter((bid) => bid.seat === seat && meansOf(em.state, seat) < bid.amount),
  );
  if (caught.length === 0) return false;
  for (const bid of caught) catchOverbid(em, bid);
  em.emit({ type: 'auction_restarted' });
  return true;
}

/**
 * The winner pays. A bid the winner cannot pay is possible only with hidden money; it is caught
 * here, when it must be paid: the cash is opened for good and the auction repeats with the same
 * cubes and roller (RULES §2.9, A-BS-17).
 */
function settle(em: Emitter, high: HighBid): void {
  const { seat, amount } = high;
  if (meansOf(em.state, seat) < amount) {
    catchOverbid(em, high);
    em.emit({ type: 'auction_restarted' });
    return;
  }
  em.emit({ type: 'auction_won', seat, amount });
  const purses = pursesOf(em.state, seat);
  const [only] = purses;
  // With one colour there is nothing to choose; the 2-player winner picks the paying colour.
  if (purses.length === 1 && only !== undefined) {
    em.emit({ type: 'price_paid', seat, colour: only.colour, amount });
  }
}

/** After the last cube of a turn is placed: the next turn, or the end after the 18th. */
export function continueGame(em: Emitter): void {
  const { phase, turn, roller, seatCount } = em.state;
  if (phase.kind !== 'placement' || totalCubes(phase.cubes) > 0) return;
  if (turn < TURNS) {
    em.emit({ type: 'turn_started', turn: turn + 1, roller: nextSeat(roller, seatCount, 1) });
    return;
  }
  endGame(em);
}

/**
 * RULES §2.6: resolve every unsold lot by OW, then score and name the winners. A lot without cubes
 * gets no owner from OW: it is unowned too (§2.6.1), so no lot is left open after the game.
 */
function endGame(em: Emitter): void {
  for (const lot of em.state.lots) {
    if (lot.status !== 'open') continue;
    const owner = lotOwner(lot.cubes);
    em.emit(
      owner === null
        ? { type: 'lot_unowned', lot: lot.id, cubes: lot.cubes }
        : { type: 'lot_sold', lot: lot.id, owner, cubes: lot.cubes },
    );
  }
  const { seatCount, options } = em.state;
  const fortunes = colourFortunes(em.state);
  const scores = seatScores(fortunes, seatCount);
  const eligible = eligibleSeats(fortunes, seatCount);
  const verdict = decideWinners(scores, eligible, options.nobody_eligible);
  em.emit({ type: 'game_ended', ...verdict, fortunes, scores, eligible });
}
