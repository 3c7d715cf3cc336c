import { describe, expect, it } from 'vitest';
import type { Seat } from '../../kernel/index.ts';
import type { Colour, LotId } from './board.ts';
import {
  allPass,
  auction,
  cashOf,
  cubes,
  eventsOf,
  expectGolden,
  place,
  roll,
  table,
} from './scenario-kit.ts';
import type { BigShotScenario, Move } from './scenario-kit.ts';

/** BS-T1's table: H5 holds 2 yellow, 1 red, 1 white; 2 red, 1 yellow, 1 black are on offer. */
function exampleTable(): BigShotScenario {
  // Seats 0–3 play red, yellow, black, white. Space 0 feeds the lot, space 1 is the example's offer.
  const s = table({ seatCount: 4, spaces: ['YYRW', 'RRYB', 'WWBB'] });
  roll(s);
  allPass(s);
  place(s, [
    ['yellow', 'H5'],
    ['yellow', 'H5'],
    ['red', 'H5'],
    ['white', 'H5'],
  ]);
  roll(s);
  expect(s.state.spaces[1]).toEqual(cubes('RRYB'));
  return s;
}

interface ExampleCase {
  readonly owner: Colour;
  readonly bidding: readonly (readonly [Seat, Move])[];
  readonly price: number;
  readonly onLot: readonly Colour[];
  readonly fourth: Colour;
  readonly after: string;
}

const CASES: readonly ExampleCase[] = [
  {
    owner: 'red',
    bidding: [
      [2, 'pass'],
      [3, 'pass'],
      [0, 1],
      [1, 'pass'],
    ],
    price: 1,
    onLot: ['red', 'red', 'black'],
    fourth: 'yellow',
    after: 'RRRYYWB',
  },
  {
    owner: 'yellow',
    bidding: [
      [2, 'pass'],
      [3, 2],
      [0, 'pass'],
      [1, 3],
      [3, 'pass'],
    ],
    price: 3,
    onLot: ['yellow', 'red', 'black'],
    fourth: 'red',
    after: 'YYYRRWB',
  },
  {
    owner: 'white',
    bidding: [
      [2, 'pass'],
      [3, 1],
      [0, 2],
      [1, 3],
      [3, 4],
      [0, 'pass'],
      [1, 'pass'],
    ],
    price: 4,
    onLot: ['red', 'red', 'yellow'],
    fourth: 'black',
    after: 'RRRYYYW',
  },
];

describe('Big Shot auction scenarios (RULES §2.12)', () => {
  for (const example of CASES) {
    it(`BS-T1 the seed's auction example: ${example.owner} buys the lot`, async () => {
      const s = exampleTable();
      auction(s, example.bidding);
      expect(eventsOf(s.lastEvents, 'price_paid')).toEqual([
        {
          type: 'price_paid',
          seat: seatOf(example.owner),
          colour: example.owner,
          amount: example.price,
        },
      ]);
      place(
        s,
        example.onLot.map((colour): [Colour, LotId] => [colour, 'H5']),
      );
      expect(eventsOf(s.lastEvents, 'lot_sold')).toEqual([
        { type: 'lot_sold', lot: 'H5', owner: example.owner, cubes: cubes(example.after) },
      ]);
      expect(s.state.lots.find((l) => l.id === 'H5')).toEqual({
        id: 'H5',
        status: 'owned',
        owner: example.owner,
      });
      // The 4th cube must go to another lot: H5 is closed.
      const refused = s.whenRefused(seatOf(example.owner), {
        type: 'place_cube',
        colour: example.fourth,
        lot: 'H5',
      });
      expect(refused.code).toBe('LOT_CLOSED');
      place(s, [[example.fourth, 'H4']]);
      expect(s.state.phase.kind).toBe('roll');
      expect(cashOf(s, example.owner)).toBe(10 - example.price);
      await expectGolden(
        s,
        `bs-t1-auction-example-${example.owner}`,
        `RULES BS-T1: ${example.owner} completes the lot 2Y 1R 1W from the offer 2R 1Y 1B and owns it`,
      );
    });
  }

  it('BS-T5 no bids: the roller takes the cubes and pays nothing', async () => {
    const s = table({ seatCount: 3, first: 1 });
    roll(s, 4);
    expect(s.state.broker).toBe(3);
    allPass(s);
    expect(eventsOf(s.lastEvents, 'cubes_taken_free')).toEqual([
      { type: 'cubes_taken_free', seat: 1 },
    ]);
    expect(s.state.phase).toEqual({ kind: 'placement', placer: 1, cubes: cubes('RYBW') });
    place(s, [
      ['red', 'H1'],
      ['yellow', 'H1'],
      ['black', 'P1'],
      ['white', 'A9'],
    ]);
    expect(s.state.purses.map((p) => p.cash)).toEqual([10, 10, 10, 0]);
    expect(s.state.spaces[3]).toEqual(cubes(''));
    expect(s.state).toMatchObject({ turn: 2, roller: 2, phase: { kind: 'roll' } });
    await expectGolden(
      s,
      'bs-t5-no-bids',
      'RULES BS-T5: everybody passes; the roller places the 4 cubes free',
    );
  });
});

function seatOf(colour: Colour): Seat {
  return ['red', 'yellow', 'black', 'white'].indexOf(colour);
}
