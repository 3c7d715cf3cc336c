import type { Outcome, Seat } from '../../kernel/index.ts';
import type { Card, NumberValue } from './cards.ts';
import type { BigCheeseOptions } from './options.ts';

export interface Project {
  readonly id: number;
  readonly card: Card;
  readonly owner: Seat;
  /** Workers still on the card; 0 means mature. */
  readonly workers: number;
}

export interface PlayerState {
  readonly available: number;
  /** Workers held back for hiring in "sans hasard" (V5); 0 otherwise. */
  readonly reserve: number;
  readonly hires: number;
  readonly score: number;
  /** Number projects that scored (the A-BC-10 tie-break); voided exact-30 payouts do not count. */
  readonly scoredProjects: number;
  readonly vetoes: number;
  readonly bigCheeses: number;
}

export interface HighBid {
  readonly seat: Seat;
  readonly amount: number;
}

export interface Auction {
  readonly opener: Seat;
  readonly turn: Seat;
  readonly high: HighBid | null;
  readonly passed: readonly Seat[];
  /** Seats that have bid in this auction, for `veto_eligibility = not_yet_bid`. */
  readonly bidders: readonly Seat[];
}

/** A die result waiting for its owner's "keep or use a Big Cheese" (A-BC-7). */
export interface PendingRoll {
  readonly projectId: number;
  readonly dice: readonly number[];
  /** Big Cheese cards already played on this roll (chaining, RULES §1.8.3). */
  readonly rerolls: number;
}

export type Phase =
  | { readonly kind: 'setup' }
  | { readonly kind: 'auction'; readonly auction: Auction }
  /** Paying out mature projects after `winner` won an auction (RULES §1.6). */
  | { readonly kind: 'resolution'; readonly winner: Seat; readonly roll: PendingRoll | null }
  /** Between a discarded card and the next auction; never rests here after a command. */
  | { readonly kind: 'between'; readonly opener: Seat }
  | { readonly kind: 'over'; readonly outcome: Outcome };

export interface BigCheeseState {
  readonly options: BigCheeseOptions;
  readonly seatCount: number;
  /** deck[0] is the face-up top card; the order below it is hidden from everyone. */
  readonly deck: readonly Card[];
  readonly discard: readonly Card[];
  readonly players: readonly PlayerState[];
  /** Projects still on the table, in the order they were won. */
  readonly projects: readonly Project[];
  readonly nextProjectId: number;
  readonly hiresTotal: number;
  /** Consecutive cards offered without a winner, for the A-BC-4 safety end. */
  readonly offersWithoutWinner: number;
  readonly auctionsWon: number;
  readonly phase: Phase;
}

export type BigCheeseCommand =
  | { readonly type: 'bid'; readonly amount: number }
  | { readonly type: 'pass' }
  | { readonly type: 'veto' }
  | { readonly type: 'keep' }
  /** Re-roll the dice showing these values (sorted ascending); one die except in FR variant 2. */
  | { readonly type: 'use_big_cheese'; readonly reroll: readonly number[] }
  /** Exact 30 only: which of my mature projects is paid out next. */
  | { readonly type: 'resolve'; readonly project: number };

export type EndReason =
  'TARGET_REACHED' | 'EXACT_30' | 'NO_WINNER_THROUGH_DECK' | 'CARDS_EXHAUSTED';

export type BigCheeseEvent =
  | { readonly type: 'game_started'; readonly deck: readonly Card[] }
  | { readonly type: 'deck_reshuffled'; readonly deck: readonly Card[] }
  | { readonly type: 'auction_started'; readonly opener: Seat; readonly card: Card }
  | { readonly type: 'bid'; readonly seat: Seat; readonly amount: number }
  | { readonly type: 'passed'; readonly seat: Seat }
  | { readonly type: 'vetoed'; readonly seat: Seat; readonly card: Card }
  | { readonly type: 'no_bid'; readonly card: Card }
  | {
      readonly type: 'auction_won';
      readonly seat: Seat;
      readonly amount: number;
      readonly card: Card;
      readonly project: number;
    }
  | {
      readonly type: 'special_collected';
      readonly seat: Seat;
      readonly project: number;
      readonly card: Card;
    }
  /** V5: a mature Big Cheese is traded for `hired` reserve workers (0 when a cap is reached). */
  | {
      readonly type: 'workers_hired';
      readonly seat: Seat;
      readonly project: number;
      readonly hired: number;
    }
  | {
      readonly type: 'project_rolled';
      readonly seat: Seat;
      readonly project: number;
      readonly dice: readonly number[];
    }
  | {
      readonly type: 'big_cheese_used';
      readonly seat: Seat;
      readonly project: number;
      readonly rerolled: readonly number[];
      readonly dice: readonly number[];
    }
  | {
      readonly type: 'project_scored';
      readonly seat: Seat;
      readonly project: number;
      readonly card: NumberValue;
      readonly points: number;
    }
  /** Exact 30: a payout that would overshoot 30 is ignored and the card discarded. */
  | {
      readonly type: 'project_voided';
      readonly seat: Seat;
      readonly project: number;
      readonly card: NumberValue;
      readonly points: number;
    }
  | {
      readonly type: 'game_ended';
      readonly reason: EndReason;
      readonly winners: readonly Seat[];
      readonly tieBreak: string | null;
    };
