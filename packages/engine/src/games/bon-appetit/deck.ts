import type { Seat } from '../../kernel/index.ts';
import type { Card } from './cards.ts';
import { DECK_ROWS, SMALL_GAME_MAX_SEATS, TOKENS } from './deck-data.ts';

/** Which cards are played: all 90, or only the red-backed ones with 2–3 players (RULES §3.3.2). */
export type DeckInUse = 'full' | 'red_backed';

export function deckInUse(seatCount: number): DeckInUse {
  return seatCount <= SMALL_GAME_MAX_SEATS ? 'red_backed' : 'full';
}

export function tokensInGame(seatCount: number): number {
  return seatCount <= SMALL_GAME_MAX_SEATS ? TOKENS.smallGame : TOKENS.fullGame;
}

/** The unshuffled cards of the deck in use, in data order. */
export function cardsInUse(deck: DeckInUse): Card[] {
  return DECK_ROWS.filter((row) => deck === 'full' || row.redBack).flatMap((row) =>
    Array.from({ length: row.copies }, () => row.card),
  );
}

/** How many cards of each face the deck in use holds: public knowledge. */
export function composition(deck: DeckInUse): Readonly<Record<Card, number>> {
  const counts: Record<Card, number> = { cheese: 0, cat: 0, mouse_1: 0, mouse_2: 0, mouse_3: 0 };
  for (const card of cardsInUse(deck)) counts[card] += 1;
  return counts;
}

export interface Deal {
  /** Each player's face-down pile, top card first. */
  readonly piles: Card[][];
  /** The last card: face up in the centre, the start of the common pile. */
  readonly centre: Card;
}

/**
 * Deals all cards but the last one at a time, face down, starting with the starting player
 * (A-BA-3), so pile sizes differ by at most one. Each dealt card lands on top of its pile.
 */
export function deal(shuffled: readonly Card[], startingSeat: Seat, seatCount: number): Deal {
  const centre = shuffled.at(-1);
  // The deck comes from DECK_ROWS; only broken component data could leave it empty.
  if (centre === undefined) throw new RangeError('the deck data holds no cards');
  const piles: Card[][] = Array.from({ length: seatCount }, () => []);
  shuffled.slice(0, -1).forEach((card, index) => {
    piles[(startingSeat + index) % seatCount]?.unshift(card);
  });
  return { piles, centre };
}
