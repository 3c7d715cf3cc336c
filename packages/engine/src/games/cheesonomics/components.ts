/**
 * The vocabulary of Cheesonomics components (RULES §4.3). The printed contents live in `data.ts`;
 * this file only names what a component can be, so that the data can be corrected on its own.
 */
export const COLOURS = ['red', 'orange', 'yellow', 'green', 'blue'] as const;
export type Colour = (typeof COLOURS)[number];

export const ANIMALS = ['cow', 'sheep', 'goat', 'yak', 'reindeer'] as const;
export type Animal = (typeof ANIMALS)[number];

/** The market symbols printed below the animal on half of the cheese wedges. Cosmetic (A-CH-2). */
export const MARKET_SYMBOLS = ['bell', 'shears', 'mountains', 'plough', 'pail'] as const;
export type MarketSymbol = (typeof MARKET_SYMBOLS)[number];

/** Knife names in alphabetical order: the first one dealt starts (RULES §4.4.8). */
export const KNIVES = ['cheddar', 'edam', 'feta', 'gouda', 'parmesan'] as const;
export type Knife = (typeof KNIVES)[number];

/** A churnable category: one of the 10 spaces of the serving tray (A-CH-5). */
export type Category = Colour | Animal;
export const CATEGORIES: readonly Category[] = [...COLOURS, ...ANIMALS];

/**
 * A cheese wedge is identified by what is printed on it, e.g. `blue-goat` or `red-cow-bell`:
 * wedges with the same print are interchangeable, so hands and wheels are multisets of codes.
 */
export type WedgeCode = `${Colour}-${Animal}` | `${Colour}-${Animal}-${MarketSymbol}`;

export interface WedgeFace {
  readonly colour: Colour;
  readonly animal: Animal;
  readonly symbol: MarketSymbol | null;
}

/** One side of a market wedge: a demand colour, and a "+1" ribbon that makes it count twice. */
export interface MarketSide {
  readonly colour: Colour;
  readonly ribbon: boolean;
}

/** A two-sided market wedge (A-CH-3). `id` names the physical tile. */
export interface MarketWedge {
  readonly id: number;
  readonly a: MarketSide;
  readonly b: MarketSide;
}

export type SideName = 'a' | 'b';

export function codeOf(face: WedgeFace): WedgeCode {
  const base = `${face.colour}-${face.animal}` as const;
  return face.symbol === null ? base : `${base}-${face.symbol}`;
}

function allFaces(): WedgeFace[] {
  const symbols: readonly (MarketSymbol | null)[] = [null, ...MARKET_SYMBOLS];
  return COLOURS.flatMap((colour) =>
    ANIMALS.flatMap((animal) => symbols.map((symbol) => ({ colour, animal, symbol }))),
  );
}

/** Every code a wedge can have: the wire vocabulary of commands. */
export const ALL_WEDGE_CODES: readonly WedgeCode[] = allFaces().map(codeOf);

// Built once from the closed list above, so every WedgeCode has an entry.
const FACES = Object.fromEntries(allFaces().map((f) => [codeOf(f), f])) as Readonly<
  Record<WedgeCode, WedgeFace>
>;

export function faceOf(code: WedgeCode): WedgeFace {
  return FACES[code];
}

export const colourOf = (code: WedgeCode): Colour => FACES[code].colour;
export const animalOf = (code: WedgeCode): Animal => FACES[code].animal;
export const hasMarketSymbol = (code: WedgeCode): boolean => FACES[code].symbol !== null;

export function isColour(category: Category): category is Colour {
  return (COLOURS as readonly string[]).includes(category);
}

/** Does a wedge belong to a category (its colour or its animal)? */
export function matches(code: WedgeCode, category: Category): boolean {
  const face = FACES[code];
  return face.colour === category || face.animal === category;
}

export function sideOf(wedge: MarketWedge, side: SideName): MarketSide {
  return side === 'a' ? wedge.a : wedge.b;
}

export function otherSide(side: SideName): SideName {
  return side === 'a' ? 'b' : 'a';
}
