import type { GameConfig, Seat } from '../../kernel/index.ts';
import { BOARD } from './board.ts';
import type { Colour, LotId } from './board.ts';
import { STARTING_CASH } from './constants.ts';
import { NO_CUBES, addCube, removeCube } from './cubes.ts';
import type { BigShotOptions } from './options.ts';
import { biddingOrder, borrowableColours, loanTiming } from './purses.ts';
import type {
  AfterLoans,
  Auction,
  BigShotEvent,
  BigShotState,
  HighBid,
  Lot,
  Phase,
  Purse,
} from './types.ts';
import type { BigShotRules } from './versions.ts';

/** The state before setup; `rules` come from the game's rules version (versions.ts `rulesFor`). */
export function initialState(
  config: GameConfig<BigShotOptions>,
  rules: BigShotRules,
): BigShotState {
  return {
    options: config.options,
    rules,
    seatCount: config.seatCount,
    purses: [],
    spaces: [],
    broker: 0,
    lots: BOARD.lots.map((l): Lot => ({ id: l.id, status: 'open', cubes: NO_CUBES })),
    turn: 0,
    roller: 0,
    openCash: [],
    phase: { kind: 'setup' },
  };
}

function updatePurse(
  state: BigShotState,
  colour: Colour,
  change: (purse: Purse) => Purse,
): readonly Purse[] {
  return state.purses.map((p) => (p.colour === colour ? change(p) : p));
}

function updateLot(state: BigShotState, id: LotId, change: (lot: Lot) => Lot): readonly Lot[] {
  return state.lots.map((l) => (l.id === id ? change(l) : l));
}

/** A fresh auction: the roller's left neighbour bids first (RULES §2.4 step 2.1). */
export function freshAuction(state: BigShotState): Phase {
  const [first] = biddingOrder(state);
  return {
    kind: 'auction',
    auction: { turn: first ?? state.roller, high: null, passed: [], highestBids: [] },
  };
}

/** What a loan round leads to once nobody is left to declare. */
function phaseAfterLoans(state: BigShotState, next: AfterLoans): Phase {
  return next === 'roll' ? { kind: 'roll' } : freshAuction(state);
}

/**
 * The next seat in bidding order after `after` that may still borrow, declaring its loans before
 * the auction; when nobody is left to declare, the auction opens. Seats that cannot borrow are
 * skipped: they would have nothing to declare.
 */
function loanRoundFrom(state: BigShotState, after: Seat | null, next: AfterLoans): Phase {
  const order = biddingOrder(state);
  const rest = after === null ? order : order.slice(order.indexOf(after) + 1);
  const declarer = rest.find((seat) => borrowableColours(state, seat).length > 0);
  return declarer === undefined ? phaseAfterLoans(state, next) : { kind: 'loans', declarer, next };
}

function afterLoan(state: BigShotState, seat: Seat): Phase {
  const { phase } = state;
  if (phase.kind !== 'loans' || borrowableColours(state, seat).length > 0) return phase;
  return loanRoundFrom(state, seat, phase.next);
}

/**
 * A turn opens with the roll, or with hidden money under rules 2.0.0 with the loan round: loans are
 * declared at the start of the turn, before anybody sees the cubes on offer (RULES §2.9.2).
 */
function turnOpening(state: BigShotState): Phase {
  return loanTiming(state) === 'before_roll'
    ? loanRoundFrom(state, null, 'roll')
    : { kind: 'roll' };
}

/** After the roll: the loan round of the 2-player game (§2.8) and of 1.0.0's hidden money, or the auction. */
function afterRoll(state: BigShotState): Phase {
  return loanTiming(state) === 'after_roll'
    ? loanRoundFrom(state, null, 'auction')
    : freshAuction(state);
}

/** A new bid is the high bid, and always its bidder's highest so far. */
function withBid(auction: Auction, bid: HighBid): Auction {
  const { highestBids } = auction;
  return {
    ...auction,
    high: bid,
    highestBids: highestBids.some((b) => b.seat === bid.seat)
      ? highestBids.map((b) => (b.seat === bid.seat ? bid : b))
      : [...highestBids, bid],
  };
}

/** The next seat clockwise from `from` that has not passed. */
export function nextInAuction(state: BigShotState, passed: readonly Seat[], from: Seat): Seat {
  for (let i = 1; i <= state.seatCount; i += 1) {
    const seat = (from + i) % state.seatCount;
    if (!passed.includes(seat)) return seat;
  }
  return from;
}

function evolveAuction(
  state: BigShotState,
  event: Extract<BigShotEvent, { type: 'bid' | 'passed' }>,
): BigShotState {
  if (state.phase.kind !== 'auction') return state;
  const auction = state.phase.auction;
  const next: Auction =
    event.type === 'bid'
      ? withBid(auction, { seat: event.seat, amount: event.amount })
      : { ...auction, passed: [...auction.passed, event.seat] };
  const turn = nextInAuction(state, next.passed, event.seat);
  return { ...state, phase: { kind: 'auction', auction: { ...next, turn } } };
}

/** The cubes of the broker's space leave the track and go to the placer's hand. */
function startPlacement(state: BigShotState, placer: Seat): BigShotState {
  const cubes = state.spaces[state.broker] ?? NO_CUBES;
  return {
    ...state,
    spaces: state.spaces.map((s, i) => (i === state.broker ? NO_CUBES : s)),
    phase: { kind: 'placement', placer, cubes },
  };
}

function placeCube(state: BigShotState, colour: Colour, lot: LotId): BigShotState {
  const phase =
    state.phase.kind === 'placement'
      ? { ...state.phase, cubes: removeCube(state.phase.cubes, colour) }
      : state.phase;
  const lots = updateLot(state, lot, (l) =>
    l.status === 'open' ? { ...l, cubes: addCube(l.cubes, colour) } : l,
  );
  return { ...state, lots, phase };
}

function startGame(
  state: BigShotState,
  event: Extract<BigShotEvent, { type: 'game_started' }>,
): BigShotState {
  const purses = event.colours.map(({ colour, holder }): Purse => ({
    colour,
    holder,
    // The dummy has no money (RULES §2.7).
    cash: holder === 'dummy' ? 0 : STARTING_CASH,
    certificates: 0,
    borrowedThisTurn: false,
  }));
  return { ...state, purses, spaces: event.spaces, broker: event.broker };
}

export function evolve(state: BigShotState, event: BigShotEvent): BigShotState {
  switch (event.type) {
    case 'game_started':
      return startGame(state, event);
    case 'first_player_chosen':
      return { ...state, roller: event.seat };
    case 'turn_started': {
      const started = {
        ...state,
        turn: event.turn,
        roller: event.roller,
        purses: state.purses.map((p) => ({ ...p, borrowedThisTurn: false })),
      };
      return { ...started, phase: turnOpening(started) };
    }
    case 'broker_moved': {
      const moved = { ...state, broker: event.to };
      return { ...moved, phase: afterRoll(moved) };
    }
    case 'loan_taken': {
      const borrowed = {
        ...state,
        purses: updatePurse(state, event.colour, (p) => ({
          ...p,
          cash: p.cash + event.payout,
          certificates: p.certificates + 1,
          borrowedThisTurn: true,
        })),
      };
      return { ...borrowed, phase: afterLoan(borrowed, event.seat) };
    }
    case 'loans_ended':
      if (state.phase.kind !== 'loans') return state;
      return { ...state, phase: loanRoundFrom(state, event.seat, state.phase.next) };
    case 'bid':
    case 'passed':
      return evolveAuction(state, event);
    case 'overbid_caught':
      return { ...state, openCash: [...state.openCash, event.seat] };
    case 'auction_restarted':
      return { ...state, phase: freshAuction(state) };
    case 'auction_won':
      return { ...state, phase: { kind: 'paying', winner: event.seat, amount: event.amount } };
    case 'price_paid':
      return startPlacement(
        {
          ...state,
          purses: updatePurse(state, event.colour, (p) => ({ ...p, cash: p.cash - event.amount })),
        },
        event.seat,
      );
    case 'cubes_taken_free':
      return startPlacement(state, event.seat);
    case 'cube_placed':
      return placeCube(state, event.colour, event.lot);
    case 'lot_sold':
      return {
        ...state,
        lots: updateLot(state, event.lot, (l) => ({
          id: l.id,
          status: 'owned',
          owner: event.owner,
        })),
      };
    case 'lot_unowned':
      return {
        ...state,
        lots: updateLot(state, event.lot, (l) => ({ id: l.id, status: 'unowned' })),
      };
    case 'game_ended':
      return {
        ...state,
        phase: {
          kind: 'over',
          outcome: {
            winners: event.winners,
            scores: event.scores,
            reason: event.reason,
            tieBreak: event.tieBreak,
          },
        },
      };
  }
}
