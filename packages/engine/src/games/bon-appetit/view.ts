import type { Seat, Viewer } from '../../kernel/index.ts';
import type { Card } from './cards.ts';
import { composition, deckInUse, tokensInGame } from './deck.ts';
import type { DeckInUse } from './deck.ts';
import { activeSeats } from './legal.ts';
import type { BonAppetitOptions } from './options.ts';
import type { BonAppetitEvent, BonAppetitState, Phase, PlayedCard } from './types.ts';

export interface PlayerView {
  /** Cards in the player's face-down pile: public, it is the score. */
  readonly cards: number;
  readonly tokens: number;
}

/**
 * RULES §3.7: every viewer, the pile's owner included, sees the same thing — counts, tokens, the
 * common pile, the cards the latest command turned over and the hunt in progress. Face-down cards,
 * and where won cards went in them, are shown only once the game is over.
 */
export interface BonAppetitView {
  readonly seatCount: number;
  readonly options: BonAppetitOptions;
  readonly deck: DeckInUse;
  readonly composition: Readonly<Record<Card, number>>;
  readonly tokensInGame: number;
  readonly startingSeat: Seat | null;
  readonly players: readonly PlayerView[];
  /** The common pile, the card played first at index 0 and the face-up top card last. */
  readonly common: readonly Card[];
  /**
   * The cards the latest command turned over, in order, also those a catch buried at once. No
   * older history: where won cards lie inside a face-down pile is hidden (RULES §3.7).
   */
  readonly lastPlayed: readonly PlayedCard[];
  readonly supply: number;
  readonly reveals: number;
  readonly phase: Phase;
  readonly activeSeats: readonly Seat[];
  /** Every face-down pile, top card first: only once the game is over, null before. */
  readonly piles: readonly (readonly Card[])[] | null;
}

export type BonAppetitPublicEvent =
  | Exclude<BonAppetitEvent, { type: 'cards_dealt' }>
  | {
      readonly type: 'cards_dealt';
      readonly startingSeat: Seat;
      readonly pileSizes: readonly number[];
      readonly centre: Card;
    };

export function view(state: BonAppetitState, _viewer: Viewer): BonAppetitView {
  const deck = deckInUse(state.seatCount);
  return {
    seatCount: state.seatCount,
    options: state.options,
    deck,
    composition: composition(deck),
    tokensInGame: tokensInGame(state.seatCount),
    startingSeat: state.startingSeat,
    players: state.piles.map((pile, seat) => ({
      cards: pile.length,
      tokens: state.tokens[seat] ?? 0,
    })),
    common: state.common,
    lastPlayed: state.lastPlayed,
    supply: state.supply,
    reveals: state.reveals,
    phase: state.phase,
    activeSeats: activeSeats(state),
    piles: state.phase.kind === 'over' ? state.piles : null,
  };
}

/** Only the deal carries hidden cards; a revealed card is seen by all as it is played. */
export function redactEvent(event: BonAppetitEvent, _viewer: Viewer): BonAppetitPublicEvent {
  if (event.type !== 'cards_dealt') return event;
  return {
    type: 'cards_dealt',
    startingSeat: event.startingSeat,
    pileSizes: event.piles.map((pile) => pile.length),
    centre: event.centre,
  };
}
