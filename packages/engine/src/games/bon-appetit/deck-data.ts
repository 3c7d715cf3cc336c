/**
 * Component data of Bon Appétit! (RULES §3.2–3.3), kept apart from the rules code so that it can be
 * corrected from a physical copy by editing this file alone.
 *
 * Known from the rulebook: 90 cards (58 cheese, 18 mice, 14 cats), 9 tokens, 5 tokens and only the
 * red-backed cards with 2–3 players.
 * Not found in any source, defaults from RULES.md:
 *   A-BA-1  the paw split of the 18 mice: 6 each with 1, 2 and 3 paws;
 *   A-BA-2  the red-backed subset: half of each kind, 45 cards (29 cheese, 3/3/3 mice, 7 cats).
 * To correct them, change the `copies` of the rows below (keep one row per card and back).
 */
import type { Card } from './cards.ts';

export interface CardRow {
  readonly card: Card;
  /** Red-backed cards are the ones played with 2–3 players. */
  readonly redBack: boolean;
  readonly copies: number;
}

export const DECK_ROWS: readonly CardRow[] = [
  { card: 'cheese', redBack: true, copies: 29 },
  { card: 'cheese', redBack: false, copies: 29 },
  { card: 'mouse_1', redBack: true, copies: 3 },
  { card: 'mouse_1', redBack: false, copies: 3 },
  { card: 'mouse_2', redBack: true, copies: 3 },
  { card: 'mouse_2', redBack: false, copies: 3 },
  { card: 'mouse_3', redBack: true, copies: 3 },
  { card: 'mouse_3', redBack: false, copies: 3 },
  { card: 'cat', redBack: true, copies: 7 },
  { card: 'cat', redBack: false, copies: 7 },
];

/** Up to this many players the game uses only the red-backed cards and the small token supply. */
export const SMALL_GAME_MAX_SEATS = 3;

/** Mouse-face tokens in the supply (RULES §3.3.1). */
export const TOKENS = { smallGame: 5, fullGame: 9 } as const;
