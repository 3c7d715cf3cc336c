/**
 * The drawn examples of the rules page: the rulebook's three worked examples (RULES.md §3.9,
 * BA-T1 to BA-T3) and revision 2's cat on the centre mouse, each as a deal (every pile top card
 * first, and the centre card), the reveals made, the common pile they build and who takes it.
 * examples.test.ts plays each deal through the real engine and checks the drawing against it.
 */
import type { Card } from '../model.ts';
import type { ExampleId } from './text.ts';

/** The rulebook's players, seated clockwise: Giovanni, then Teresa on his left, then Antonio. */
export const PLAYERS = ['Giovanni', 'Teresa', 'Antonio'] as const;

/** A card on the common pile and who put it there (null: the deal's centre card). */
export interface PlayedCard {
  readonly seat: number | null;
  readonly card: Card;
}

export interface BaExample {
  readonly id: ExampleId;
  /** Each player's face-down pile, top card first; Giovanni starts. */
  readonly piles: readonly (readonly Card[])[];
  readonly centre: Card;
  /** The seats that turn over a card, in order. */
  readonly reveals: readonly number[];
  /** The common pile as drawn, first card on the left: the centre card, then each reveal. */
  readonly played: readonly PlayedCard[];
  /** Who takes the common pile, and whether with a token (a catch) or without (a missed hunt). */
  readonly taker: number;
  readonly token: boolean;
}

const cheeses = (count: number): Card[] => Array.from({ length: count }, (): Card => 'cheese');
const GIOVANNI = 0;
const TERESA = 1;
const ANTONIO = 2;

export const EXAMPLES: Readonly<Record<ExampleId, BaExample>> = {
  'cat-catches': {
    id: 'cat-catches',
    piles: [['mouse_2', ...cheeses(4)], ['cheese', 'cat', ...cheeses(3)], cheeses(5)],
    centre: 'cheese',
    reveals: [GIOVANNI, TERESA, TERESA],
    played: [
      { seat: null, card: 'cheese' },
      { seat: GIOVANNI, card: 'mouse_2' },
      { seat: TERESA, card: 'cheese' },
      { seat: TERESA, card: 'cat' },
    ],
    taker: TERESA,
    token: true,
  },
  'all-cheese': {
    id: 'all-cheese',
    piles: [['mouse_2', ...cheeses(4)], cheeses(5), cheeses(5)],
    centre: 'cheese',
    reveals: [GIOVANNI, TERESA, TERESA],
    played: [
      { seat: null, card: 'cheese' },
      { seat: GIOVANNI, card: 'mouse_2' },
      { seat: TERESA, card: 'cheese' },
      { seat: TERESA, card: 'cheese' },
    ],
    taker: GIOVANNI,
    token: false,
  },
  'mouse-chain': {
    id: 'mouse-chain',
    piles: [
      ['mouse_2', ...cheeses(4)],
      ['mouse_3', 'cat', ...cheeses(3)],
      ['cat', ...cheeses(4)],
    ],
    centre: 'cheese',
    reveals: [GIOVANNI, TERESA, ANTONIO],
    played: [
      { seat: null, card: 'cheese' },
      { seat: GIOVANNI, card: 'mouse_2' },
      { seat: TERESA, card: 'mouse_3' },
      { seat: ANTONIO, card: 'cat' },
    ],
    taker: ANTONIO,
    token: true,
  },
  'centre-mouse': {
    id: 'centre-mouse',
    piles: [['cat', ...cheeses(2)], cheeses(3), cheeses(3)],
    centre: 'mouse_1',
    reveals: [GIOVANNI],
    played: [
      { seat: null, card: 'mouse_1' },
      { seat: GIOVANNI, card: 'cat' },
    ],
    taker: GIOVANNI,
    token: true,
  },
};
