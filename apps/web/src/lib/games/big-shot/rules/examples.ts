/**
 * The drawn examples of the Big Shot rules page: RULES.md's worked examples (BS-T6, BS-T1, BS-T2)
 * as positions in the engine's own view shape, with the move and the outcome the caption states.
 * The client has no engine, so the positions are written out here; examples.test.ts replays the
 * engine's golden fixture of each example and checks the position, the move and the outcome.
 */
import { COLOURS } from '../model.ts';
import type { BigShotView, BoardData, Colour, CubeCounts, Lot, Phase } from '../model.ts';
import type { Placement } from '../draft.ts';
import type { ExampleId } from './text.ts';

/** The board as the engine sends it in every view (RULES §2.2, the A-BS-1 defaults). */
const park = (id: string) => ({ id, kind: 'park' as const, value: 0, adjacentParks: [] });
const lot = (id: string, value: number, adjacentParks: readonly string[] = []) => ({
  id,
  kind: 'lot' as const,
  value,
  adjacentParks,
});
export const BOARD: BoardData = {
  spaces: 18,
  lots: [
    park('P1'),
    park('P2'),
    lot('A9', 9, ['P1']),
    lot('A10', 10, ['P1']),
    lot('A11', 11, ['P1']),
    lot('B9', 9, ['P2']),
    lot('B10', 10, ['P2']),
    lot('B11', 11, ['P2']),
    lot('H1', 16),
    lot('H2', 17),
    lot('H3', 18),
    lot('H4', 20),
    lot('H5', 21),
  ],
};

const LETTER: Readonly<Record<string, Colour>> = { R: 'red', Y: 'yellow', B: 'black', W: 'white' };

/** Cubes written as letters: 'RRYB' = 2 red, 1 yellow, 1 black (W = white). */
export function cubes(letters: string): CubeCounts {
  const counts = { red: 0, yellow: 0, black: 0, white: 0 };
  for (const letter of letters) {
    const colour = LETTER[letter];
    if (colour !== undefined) counts[colour] += 1;
  }
  return counts;
}

/** A lot as letters of its cubes ('YYRW'), or 'owned:<colour>', or 'unowned'. */
function lotOf(id: string, text: string): Lot {
  if (text === 'unowned') return { id, status: 'unowned' };
  const owner = COLOURS.find((c) => text === `owned:${c}`);
  return owner === undefined
    ? { id, status: 'open', cubes: cubes(text) }
    : { id, status: 'owned', owner };
}

/** A position, written short: what the city view holds, with defaults for an ordinary game. */
export interface CityPosition {
  readonly seatCount: number;
  readonly turn: number;
  readonly roller: number;
  readonly broker: number;
  /** The 18 spaces' cubes, as letters ('' for an emptied space). */
  readonly spaces: readonly string[];
  /** Lots not listed are open and empty. */
  readonly lots: Readonly<Record<string, string>>;
  /** Cash of red, yellow, black and white; white is the dummy with 3 players. */
  readonly cash: readonly number[];
  readonly phase: Phase;
  readonly fortunes: readonly number[];
}

/** The engine's spectator view of a position (base game, default options). */
export function cityView(p: CityPosition): BigShotView {
  const activeSeats =
    p.phase.kind === 'roll' ? [p.roller] : p.phase.kind === 'placement' ? [p.phase.placer] : [];
  return {
    seatCount: p.seatCount,
    options: {
      hidden_money: false,
      certificate_supply: 'unlimited',
      nobody_eligible: 'no_winner',
      overbid_check: 'winner',
    },
    board: BOARD,
    turn: p.turn,
    turns: 18,
    roller: p.roller,
    broker: p.broker,
    spaces: p.spaces.map(cubes),
    lots: BOARD.lots.map((l) => lotOf(l.id, p.lots[l.id] ?? '')),
    purses: COLOURS.map((colour, i) => ({
      colour,
      holder: p.seatCount === 3 && colour === 'white' ? 'dummy' : i,
      cash: p.cash[i] ?? 0,
      certificates: 0,
      borrowedThisTurn: false,
    })),
    openCash: [],
    phase: p.phase,
    activeSeats,
    fortunes: p.fortunes,
  };
}

export interface CityExample {
  readonly id: ExampleId;
  readonly view: BigShotView;
  /** Cubes being placed, drawn dashed on their lots. */
  readonly draft: readonly Placement[];
  /** What the caption points at: outlined on the map. */
  readonly lots: readonly string[];
  readonly spaces: readonly number[];
}

const FULL = 'RYBW';
const row = (emptied: readonly number[], special: Readonly<Record<number, string>> = {}) =>
  Array.from({ length: 18 }, (_, i) => special[i] ?? (emptied.includes(i) ? '' : FULL));

/** BS-T6: the broker on space 6 (index 5); spaces 7 and 8 are empty; a 3 stops it on space 11. */
export const BROKER_ROLL = { roll: 3, from: 5, to: 10 } as const;
const broker: CityExample = {
  id: 'broker',
  view: cityView({
    seatCount: 3,
    turn: 6,
    roller: 2,
    broker: 5,
    spaces: row([1, 5, 6, 7, 13]),
    lots: {
      P1: 'RY',
      P2: 'YB',
      A9: 'BW',
      A10: 'RW',
      A11: 'RY',
      B9: 'YB',
      B10: 'BW',
      B11: 'W',
      H1: 'R',
      H2: 'Y',
      H3: 'B',
      H4: 'W',
      H5: 'R',
    },
    cash: [10, 10, 10, 0],
    phase: { kind: 'roll' },
    fortunes: [10, 10, 10],
  }),
  draft: [],
  lots: [],
  spaces: [5, 6, 7, 8, 9, 10],
};

/** BS-T1, third case: white won the cubes for 4 M and puts 2 red and 1 yellow on H5. */
export const OWNERSHIP_MOVE = {
  winner: 3,
  price: 4,
  lot: 'H5',
  onLot: ['red', 'red', 'yellow'],
  fourth: { colour: 'black', lot: 'H4' },
  after: 'RRRYYYW',
  owner: 'white',
} as const;
const ownership: CityExample = {
  id: 'ownership',
  view: cityView({
    seatCount: 4,
    turn: 2,
    roller: 1,
    broker: 1,
    spaces: row([0, 1], { 2: 'BBWW' }),
    lots: { H5: 'RYYW' },
    cash: [10, 10, 10, 6],
    phase: { kind: 'placement', placer: 3, cubes: cubes('RRYB') },
    fortunes: [10, 10, 10, 6],
  }),
  draft: OWNERSHIP_MOVE.onLot.map((colour) => ({ colour, lot: 'H5' })),
  lots: ['H5'],
  spaces: [],
};

/** BS-T2: red owns park P1 and its neighbours A9 and A10; white owns A11, also by P1. */
export const PARK_VALUES = { red: 38, white: 11 } as const;
const park2: CityExample = {
  id: 'park',
  view: cityView({
    seatCount: 4,
    turn: 18,
    roller: 1,
    broker: 17,
    spaces: row(Array.from({ length: 18 }, (_, i) => i)),
    lots: {
      P1: 'owned:red',
      P2: 'unowned',
      A9: 'owned:red',
      A10: 'owned:red',
      A11: 'owned:white',
      B9: 'owned:yellow',
      B10: 'owned:yellow',
      B11: 'unowned',
      H1: 'owned:black',
      H2: 'owned:black',
      H3: 'owned:black',
      H4: 'unowned',
      H5: 'owned:black',
    },
    cash: [10, 10, 10, 10],
    phase: {
      kind: 'over',
      outcome: {
        winners: [2],
        scores: [48, 29, 82, 21],
        reason: 'ALL_AUCTIONS_HELD',
        tieBreak: null,
      },
    },
    fortunes: [48, 29, 82, 21],
  }),
  draft: [],
  lots: ['P1', 'A9', 'A10', 'A11'],
  spaces: [],
};

export const EXAMPLES_BY_ID: Readonly<Record<ExampleId, CityExample>> = {
  broker,
  ownership,
  park: park2,
};
