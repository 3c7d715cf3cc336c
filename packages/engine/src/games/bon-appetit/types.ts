import type { Outcome, Seat } from '../../kernel/index.ts';
import type { Card } from './cards.ts';
import type { BonAppetitOptions } from './options.ts';
import type { BonAppetitRules } from './versions.ts';

/** A catch attempt in progress (RULES §3.4.2). */
export interface Hunt {
  readonly hunter: Seat;
  /** The player of the mouse being hunted: they take the pile if the attempt fails. */
  readonly mouseOwner: Seat;
  readonly paws: number;
  readonly revealsLeft: number;
}

/** A card put face up on the common pile: by `seat`, or by nobody for the deal's centre card. */
export interface PlayedCard {
  readonly seat: Seat | null;
  readonly card: Card;
}

export type Phase =
  | { readonly kind: 'setup' }
  /** A normal turn: `seat` turns over their top card (also when opening a new common pile). */
  | { readonly kind: 'turn'; readonly seat: Seat }
  | ({ readonly kind: 'hunt' } & Hunt)
  | { readonly kind: 'over'; readonly outcome: Outcome };

export interface BonAppetitState {
  readonly options: BonAppetitOptions;
  /** The behaviours of the game's rules version (ADR 0024). */
  readonly rules: BonAppetitRules;
  readonly seatCount: number;
  /** Each player's face-down pile, top card first: hidden from everyone, its owner included. */
  readonly piles: readonly (readonly Card[])[];
  /** The common pile, the card played first at index 0 and the face-up top card last. */
  readonly common: readonly Card[];
  /**
   * The cards the latest command put on the common pile, in order: the deal's centre card and the
   * automatic reveals of setup, or a reveal made by hand and the automatic ones it set off. All
   * were seen face up, also those a catch then buried; but no older history is kept, because the
   * order of won cards inside a face-down pile is hidden (RULES §3.7).
   */
  readonly lastPlayed: readonly PlayedCard[];
  readonly tokens: readonly number[];
  /** Tokens still in the supply; the game ends when the last one is taken. */
  readonly supply: number;
  readonly startingSeat: Seat | null;
  /** Cards turned over from the players' piles so far (1.0.0's REVEAL_LIMIT counts them). */
  readonly reveals: number;
  /**
   * A-BA-12 (`rules.endlessGame` = `first_repeat`): the key (see repeat.ts) of every state in which
   * a card was turned over since the last token was taken, oldest first; always empty otherwise.
   * Tokens are never given back, so no state from before a catch can come again: the record starts
   * anew at each catch. It holds face-down cards in order, so it is never shown to anyone.
   */
  readonly pastStates: readonly string[];
  readonly phase: Phase;
}

export interface BonAppetitCommand {
  readonly type: 'reveal';
}

/**
 * RULES §3.5.1–2; A-BA-12's first repeated state (2.0.0); 1.0.0's reveal cut-off (end.ts).
 */
export type EndReason = 'LAST_TOKEN' | 'NO_CARDS_LEFT' | 'STATE_REPEATED' | 'REVEAL_LIMIT';

/** Tie-breaks of RULES §3.5.3: more tokens, else a shared win (A-BA-9). */
export type TieBreak = 'MOST_TOKENS' | 'SHARED';

export type BonAppetitEvent =
  | {
      readonly type: 'cards_dealt';
      readonly startingSeat: Seat;
      /** Each pile top card first. */
      readonly piles: readonly (readonly Card[])[];
      readonly centre: Card;
    }
  /** `seat` turned over the top card of their pile onto the common pile. */
  | { readonly type: 'card_revealed'; readonly seat: Seat; readonly card: Card }
  | {
      readonly type: 'hunt_started';
      readonly hunter: Seat;
      readonly mouseOwner: Seat;
      readonly paws: number;
    }
  /**
   * A cat: the hunter puts the whole common pile under their pile and takes a token; from 2.0.0
   * also a cat put on a mouse outside a hunt, by the cat's player (A-BA-11).
   */
  | { readonly type: 'mouse_caught'; readonly seat: Seat; readonly cards: number }
  /** No cat: the mouse's player puts the whole common pile under their pile, without a token. */
  | { readonly type: 'hunt_failed'; readonly seat: Seat; readonly cards: number }
  | { readonly type: 'turn_started'; readonly seat: Seat }
  | {
      readonly type: 'game_ended';
      readonly reason: EndReason;
      readonly winners: readonly Seat[];
      readonly tieBreak: TieBreak | null;
    };
