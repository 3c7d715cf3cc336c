import type { Outcome, Seat } from '../../kernel/index.ts';
import type { Colour, LotId } from './board.ts';
import type { CubeCounts } from './cubes.ts';
import type { BigShotOptions } from './options.ts';
import type { BigShotRules } from './versions.ts';

/** Who plays a colour: a seat, or the 3-player dummy (RULES §2.7), which has no money. */
export type Holder = Seat | 'dummy';

/**
 * Money belongs to colours: one purse per colour. With 3 or 4 players a seat has one colour;
 * in the 2-player game a seat has two colours whose purses are never combined (RULES §2.8).
 */
export interface Purse {
  readonly colour: Colour;
  readonly holder: Holder;
  readonly cash: number;
  readonly certificates: number;
  /** A loan was taken for this colour in the current turn (one per turn, RULES §2.5). */
  readonly borrowedThisTurn: boolean;
}

export type Lot =
  | { readonly id: LotId; readonly status: 'open'; readonly cubes: CubeCounts }
  | { readonly id: LotId; readonly status: 'owned'; readonly owner: Colour }
  /** Resolved at the end with every colour cancelled, or without any cube (RULES §2.6.1). */
  | { readonly id: LotId; readonly status: 'unowned' };

export interface HighBid {
  readonly seat: Seat;
  readonly amount: number;
}

export interface Auction {
  readonly turn: Seat;
  readonly high: HighBid | null;
  readonly passed: readonly Seat[];
  /**
   * Each bidder's highest bid in this auction, in the order they first bid: bids are public, and
   * `overbid_check: 'any_bidder'` catches every one that exceeded its bidder's cash (A-BS-18).
   */
  readonly highestBids: readonly HighBid[];
}

/** What follows a loan round: the roll (hidden money, rules 2.0.0, §2.9.2) or the auction. */
export type AfterLoans = 'roll' | 'auction';

export type Phase =
  | { readonly kind: 'setup' }
  /** The roller must roll the die to move the broker. */
  | { readonly kind: 'roll' }
  /**
   * Hidden-money and 2-player games: loans are declared before the auction, in bidding order
   * (A-BS-16); with hidden money under rules 2.0.0 at the start of the turn, before the roll (§2.9.2).
   */
  | { readonly kind: 'loans'; readonly declarer: Seat; readonly next: AfterLoans }
  | { readonly kind: 'auction'; readonly auction: Auction }
  /** 2-player game: the winner chooses which of their colours pays (RULES §2.8). */
  | { readonly kind: 'paying'; readonly winner: Seat; readonly amount: number }
  /** The cubes won (or taken for free) are placed one at a time. */
  | { readonly kind: 'placement'; readonly placer: Seat; readonly cubes: CubeCounts }
  | { readonly kind: 'over'; readonly outcome: Outcome };

export interface BigShotState {
  readonly options: BigShotOptions;
  /** The behaviours of the game's rules version (versions.ts). */
  readonly rules: BigShotRules;
  readonly seatCount: number;
  /** One purse per colour, in board colour order. */
  readonly purses: readonly Purse[];
  /** The 18 auction spaces; an emptied space holds no cubes. */
  readonly spaces: readonly CubeCounts[];
  readonly broker: number;
  /** In board lot order. */
  readonly lots: readonly Lot[];
  /** 1…18 once play starts; 0 before the first turn. */
  readonly turn: number;
  readonly roller: Seat;
  /** Hidden-money variant: seats caught overbidding, whose cash is open for the rest of the game. */
  readonly openCash: readonly Seat[];
  readonly phase: Phase;
}

export type BigShotCommand =
  | { readonly type: 'roll' }
  | { readonly type: 'take_loan'; readonly colour: Colour }
  /** Ends the seat's loan declaration before the auction (hidden-money and 2-player games). */
  | { readonly type: 'end_loans' }
  | { readonly type: 'bid'; readonly amount: number }
  | { readonly type: 'pass' }
  | { readonly type: 'choose_paying_colour'; readonly colour: Colour }
  | { readonly type: 'place_cube'; readonly colour: Colour; readonly lot: LotId };

/** One colour's account at the end (RULES §2.6.3). */
export interface ColourFortune {
  readonly colour: Colour;
  readonly holder: Holder;
  readonly properties: readonly LotId[];
  readonly propertyValue: number;
  readonly cash: number;
  readonly certificates: number;
  readonly fortune: number;
}

export interface StartingRoll {
  readonly seat: Seat;
  readonly roll: number;
}

export type EndReason = 'ALL_AUCTIONS_HELD' | 'NOBODY_ELIGIBLE';

export type BigShotEvent =
  | {
      readonly type: 'game_started';
      /** The business cards dealt: who plays each colour, in board colour order. */
      readonly colours: readonly { readonly colour: Colour; readonly holder: Holder }[];
      readonly spaces: readonly CubeCounts[];
      readonly broker: number;
    }
  /** A-BS-5: every round of the starting roll (ties re-roll among the tied) and who starts. */
  | {
      readonly type: 'first_player_chosen';
      readonly rounds: readonly (readonly StartingRoll[])[];
      readonly seat: Seat;
    }
  | { readonly type: 'turn_started'; readonly turn: number; readonly roller: Seat }
  | {
      readonly type: 'broker_moved';
      readonly roll: number;
      readonly from: number;
      readonly to: number;
    }
  | {
      readonly type: 'loan_taken';
      readonly seat: Seat;
      readonly colour: Colour;
      readonly payout: number;
    }
  | { readonly type: 'loans_ended'; readonly seat: Seat }
  | { readonly type: 'bid'; readonly seat: Seat; readonly amount: number }
  | { readonly type: 'passed'; readonly seat: Seat }
  /**
   * Hidden money: a bid above the bidder's cash is caught (the winner's, or with `overbid_check:
   * 'any_bidder'` each bidder's); their cash is revealed and stays open (RULES §2.9.3, A-BS-18).
   */
  | {
      readonly type: 'overbid_caught';
      readonly seat: Seat;
      readonly amount: number;
      readonly cash: readonly { readonly colour: Colour; readonly cash: number }[];
    }
  | { readonly type: 'auction_restarted' }
  | { readonly type: 'auction_won'; readonly seat: Seat; readonly amount: number }
  | {
      readonly type: 'price_paid';
      readonly seat: Seat;
      readonly colour: Colour;
      readonly amount: number;
    }
  /** Nobody bid: the roller takes the cubes for free (RULES §2.4 step 2.4). */
  | { readonly type: 'cubes_taken_free'; readonly seat: Seat }
  | {
      readonly type: 'cube_placed';
      readonly seat: Seat;
      readonly colour: Colour;
      readonly lot: LotId;
    }
  /** A lot resolved by OW: at its 7th cube, or at the end. `cubes` is what was on it. */
  | {
      readonly type: 'lot_sold';
      readonly lot: LotId;
      readonly owner: Colour;
      readonly cubes: CubeCounts;
    }
  | { readonly type: 'lot_unowned'; readonly lot: LotId; readonly cubes: CubeCounts }
  | {
      readonly type: 'game_ended';
      readonly reason: EndReason;
      readonly fortunes: readonly ColourFortune[];
      readonly scores: readonly number[];
      readonly eligible: readonly Seat[];
      readonly winners: readonly Seat[];
      readonly tieBreak: string | null;
    };
