import type { Animal, Colour, MarketSymbol, MarketWedge } from './components.ts';

/**
 * Cheesonomics component data (RULES §4.3). Correct these tables from a physical copy; no rules
 * code needs to change. `components.test.ts` checks the counts the rulebook states.
 */

/** One group of identical-looking wedges: an animal × colour pair and the symbol on each copy. */
export interface CheeseWedgeGroup {
  readonly colour: Colour;
  readonly animal: Animal;
  /** One entry per copy: its market symbol, or null for a copy without one. */
  readonly symbols: readonly (MarketSymbol | null)[];
}

/**
 * The 100 cheese wedges: A-CH-1 (4 copies of each of the 25 animal × colour pairs) and A-CH-2
 * (2 of each 4 carry a market symbol; which symbol is cosmetic, so they are simply rotated).
 */
export const CHEESE_WEDGE_GROUPS: readonly CheeseWedgeGroup[] = [
  { colour: 'red', animal: 'cow', symbols: [null, null, 'bell', 'shears'] },
  { colour: 'red', animal: 'sheep', symbols: [null, null, 'shears', 'mountains'] },
  { colour: 'red', animal: 'goat', symbols: [null, null, 'mountains', 'plough'] },
  { colour: 'red', animal: 'yak', symbols: [null, null, 'plough', 'pail'] },
  { colour: 'red', animal: 'reindeer', symbols: [null, null, 'pail', 'bell'] },
  { colour: 'orange', animal: 'cow', symbols: [null, null, 'shears', 'mountains'] },
  { colour: 'orange', animal: 'sheep', symbols: [null, null, 'mountains', 'plough'] },
  { colour: 'orange', animal: 'goat', symbols: [null, null, 'plough', 'pail'] },
  { colour: 'orange', animal: 'yak', symbols: [null, null, 'pail', 'bell'] },
  { colour: 'orange', animal: 'reindeer', symbols: [null, null, 'bell', 'shears'] },
  { colour: 'yellow', animal: 'cow', symbols: [null, null, 'mountains', 'plough'] },
  { colour: 'yellow', animal: 'sheep', symbols: [null, null, 'plough', 'pail'] },
  { colour: 'yellow', animal: 'goat', symbols: [null, null, 'pail', 'bell'] },
  { colour: 'yellow', animal: 'yak', symbols: [null, null, 'bell', 'shears'] },
  { colour: 'yellow', animal: 'reindeer', symbols: [null, null, 'shears', 'mountains'] },
  { colour: 'green', animal: 'cow', symbols: [null, null, 'plough', 'pail'] },
  { colour: 'green', animal: 'sheep', symbols: [null, null, 'pail', 'bell'] },
  { colour: 'green', animal: 'goat', symbols: [null, null, 'bell', 'shears'] },
  { colour: 'green', animal: 'yak', symbols: [null, null, 'shears', 'mountains'] },
  { colour: 'green', animal: 'reindeer', symbols: [null, null, 'mountains', 'plough'] },
  { colour: 'blue', animal: 'cow', symbols: [null, null, 'pail', 'bell'] },
  { colour: 'blue', animal: 'sheep', symbols: [null, null, 'bell', 'shears'] },
  { colour: 'blue', animal: 'goat', symbols: [null, null, 'shears', 'mountains'] },
  { colour: 'blue', animal: 'yak', symbols: [null, null, 'mountains', 'plough'] },
  { colour: 'blue', animal: 'reindeer', symbols: [null, null, 'plough', 'pail'] },
];

/**
 * The 25 two-sided market wedges. What is printed on them was NOT FOUND (A-CH-3); this is the
 * RULES placeholder: each colour is on side A of 5 wedges and on side B of 5 others, the two sides
 * of a wedge always differ, and each colour has a "+1" ribbon on one A side and one B side.
 */
export const MARKET_WEDGES: readonly MarketWedge[] = [
  { id: 1, a: { colour: 'red', ribbon: true }, b: { colour: 'orange', ribbon: false } },
  { id: 2, a: { colour: 'red', ribbon: false }, b: { colour: 'yellow', ribbon: true } },
  { id: 3, a: { colour: 'red', ribbon: false }, b: { colour: 'green', ribbon: false } },
  { id: 4, a: { colour: 'red', ribbon: false }, b: { colour: 'blue', ribbon: false } },
  { id: 5, a: { colour: 'red', ribbon: false }, b: { colour: 'orange', ribbon: false } },
  { id: 6, a: { colour: 'orange', ribbon: true }, b: { colour: 'yellow', ribbon: false } },
  { id: 7, a: { colour: 'orange', ribbon: false }, b: { colour: 'green', ribbon: true } },
  { id: 8, a: { colour: 'orange', ribbon: false }, b: { colour: 'blue', ribbon: false } },
  { id: 9, a: { colour: 'orange', ribbon: false }, b: { colour: 'red', ribbon: false } },
  { id: 10, a: { colour: 'orange', ribbon: false }, b: { colour: 'yellow', ribbon: false } },
  { id: 11, a: { colour: 'yellow', ribbon: true }, b: { colour: 'green', ribbon: false } },
  { id: 12, a: { colour: 'yellow', ribbon: false }, b: { colour: 'blue', ribbon: true } },
  { id: 13, a: { colour: 'yellow', ribbon: false }, b: { colour: 'red', ribbon: false } },
  { id: 14, a: { colour: 'yellow', ribbon: false }, b: { colour: 'orange', ribbon: false } },
  { id: 15, a: { colour: 'yellow', ribbon: false }, b: { colour: 'green', ribbon: false } },
  { id: 16, a: { colour: 'green', ribbon: true }, b: { colour: 'blue', ribbon: false } },
  { id: 17, a: { colour: 'green', ribbon: false }, b: { colour: 'red', ribbon: true } },
  { id: 18, a: { colour: 'green', ribbon: false }, b: { colour: 'orange', ribbon: false } },
  { id: 19, a: { colour: 'green', ribbon: false }, b: { colour: 'yellow', ribbon: false } },
  { id: 20, a: { colour: 'green', ribbon: false }, b: { colour: 'blue', ribbon: false } },
  { id: 21, a: { colour: 'blue', ribbon: true }, b: { colour: 'red', ribbon: false } },
  { id: 22, a: { colour: 'blue', ribbon: false }, b: { colour: 'orange', ribbon: true } },
  { id: 23, a: { colour: 'blue', ribbon: false }, b: { colour: 'yellow', ribbon: false } },
  { id: 24, a: { colour: 'blue', ribbon: false }, b: { colour: 'green', ribbon: false } },
  { id: 25, a: { colour: 'blue', ribbon: false }, b: { colour: 'red', ribbon: false } },
];
