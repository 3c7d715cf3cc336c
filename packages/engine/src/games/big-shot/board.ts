/**
 * The Big Shot board as data (RULES §2.2, assumption A-BS-1). The exact lot values and the park
 * adjacency of the printed board were not found in any source: these are the documented defaults.
 * To correct them from a physical copy, edit this file only — the rules code reads nothing else.
 */

/** The four cube colours, in the order used everywhere (the seed's example colours). */
export const COLOURS = ['red', 'yellow', 'black', 'white'] as const;
export type Colour = (typeof COLOURS)[number];

export type LotId = string;

export interface LotData {
  readonly id: LotId;
  /** A park is worth nothing itself; it doubles the adjacent lots of its owner's colour. */
  readonly kind: 'park' | 'lot';
  /** Printed value in millions of dollars (0 for a park). */
  readonly value: number;
  /** The parks this lot touches. */
  readonly adjacentParks: readonly LotId[];
}

export interface BoardData {
  /** Auction spaces in the closed ring around the lots, indexed 0… clockwise. */
  readonly spaces: number;
  /** The 13 lots. */
  readonly lots: readonly LotData[];
}

const park = (id: LotId): LotData => ({ id, kind: 'park', value: 0, adjacentParks: [] });
const lot = (id: LotId, value: number, adjacentParks: readonly LotId[] = []): LotData => ({
  id,
  kind: 'lot',
  value,
  adjacentParks,
});

export const BOARD: BoardData = {
  spaces: 18,
  lots: [
    park('P1'),
    park('P2'),
    // The six poor lots by the parks ([X10]); the 9/10/11 split per park is A-BS-1.
    lot('A9', 9, ['P1']),
    lot('A10', 10, ['P1']),
    lot('A11', 11, ['P1']),
    lot('B9', 9, ['P2']),
    lot('B10', 10, ['P2']),
    lot('B11', 11, ['P2']),
    // Five high lots in 16–21 ([X10]); the exact values are placeholders (A-BS-1).
    lot('H1', 16),
    lot('H2', 17),
    lot('H3', 18),
    lot('H4', 20),
    lot('H5', 21),
  ],
};

export const LOT_IDS: readonly LotId[] = BOARD.lots.map((l) => l.id);

export function lotData(id: LotId): LotData | undefined {
  return BOARD.lots.find((l) => l.id === id);
}
