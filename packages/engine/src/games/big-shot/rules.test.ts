import { describe, expect, it } from 'vitest';
import { startGame } from '../../kernel/index.ts';
import { seededRng, testSeed } from '../../testing/index.ts';
import { COLOURS } from './board.ts';
import { HIGHEST_POSSIBLE_PURSE } from './constants.ts';
import { NO_CUBES, totalCubes } from './cubes.ts';
import { moveBroker } from './flow.ts';
import { bigShot } from './index.ts';
import { lotOwner } from './ownership.ts';
import { cubes } from './scenario-kit.ts';
import { decideWinners, eligibleSeats, propertyValue, seatScores } from './scoring.ts';
import type { ColourFortune } from './types.ts';

describe('OW, the ownership rule (BS-T3)', () => {
  const rows: readonly [string, string | null][] = [
    ['RRRYYYB', 'black'], // 3/3/1
    ['RRYYBBW', 'white'], // 2/2/2/1
    ['RRRYYBB', 'red'], // 3/2/2
    ['YYRB', 'yellow'], // end 2/1/1
    ['W', 'white'], // end 1/0
    ['RRYYB', 'black'], // end 2/2/1
    ['RRRYYY', null], // end 3/3
    ['RRYYBW', null], // end 2/2/1/1
    ['', null],
  ];
  for (const [letters, owner] of rows) {
    it(`${letters || 'no cubes'} → ${owner ?? 'nobody'}`, () => {
      expect(lotOwner(cubes(letters))).toBe(owner);
    });
  }
  it('every 7-cube lot has an owner', () => {
    const compositions: string[] = [];
    const grow = (prefix: string, from: number): void => {
      if (prefix.length === 7) compositions.push(prefix);
      else for (let i = from; i < 4; i += 1) grow(prefix + 'RYBW'.charAt(i), i);
    };
    grow('', 0);
    expect(compositions.every((c) => lotOwner(cubes(c)) !== null)).toBe(true);
  });
});

function fortune(holder: number | 'dummy', properties: string[], value: number): ColourFortune {
  return {
    colour: 'red',
    holder,
    properties,
    propertyValue: 0,
    cash: 0,
    certificates: 0,
    fortune: value,
  };
}

describe('scoring (RULES §2.6, BS-T2, BS-T7)', () => {
  it('BS-T2: a park doubles the adjacent lots of its owner only', () => {
    expect(propertyValue(['P1', 'A9', 'A10'])).toBe(38);
    expect(propertyValue(['A11'])).toBe(11);
    expect(propertyValue(['P2', 'A9'])).toBe(9);
  });
  it('BS-T7: 60 M with 1 property loses to −4 M with 2', () => {
    const accounts = [fortune(0, ['H5'], 60), fortune(1, ['P1', 'P2'], -4)];
    const eligible = eligibleSeats(accounts, 2);
    expect(eligible).toEqual([1]);
    expect(decideWinners(seatScores(accounts, 2), eligible, 'no_winner')).toEqual({
      reason: 'ALL_AUCTIONS_HELD',
      winners: [1],
      tieBreak: null,
    });
  });
  it('A-BS-12 and A-BS-13: a tie is shared; nobody eligible means no winner unless the fallback', () => {
    expect(decideWinners([5, 5, 1], [0, 1, 2], 'no_winner')).toMatchObject({
      winners: [0, 1],
      tieBreak: 'SHARED',
    });
    expect(decideWinners([5, 7], [], 'no_winner')).toMatchObject({
      reason: 'NOBODY_ELIGIBLE',
      winners: [],
    });
    expect(decideWinners([5, 7], [], 'highest_fortune')).toMatchObject({
      reason: 'NOBODY_ELIGIBLE',
      winners: [1],
    });
  });
  it('2 players: fortunes of both colours are summed; each colour needs 2 properties', () => {
    const accounts = [
      fortune(0, ['H1', 'H2'], 30),
      fortune(0, ['H3'], 20),
      fortune(1, ['A9', 'A10'], 5),
      fortune(1, ['B9', 'B10'], 6),
    ];
    expect(seatScores(accounts, 2)).toEqual([50, 11]);
    expect(eligibleSeats(accounts, 2)).toEqual([1]);
  });
});

describe('setup and the broker (RULES §2.3, §2.4, BS-T6)', () => {
  it('deals 72 cubes, 18 per colour, 4 per space, never 4 of one colour', () => {
    for (let n = 0; n < 40; n += 1) {
      const seatCount = 2 + (n % 3);
      const options = bigShot.parseOptions({}, seatCount);
      if (!options.ok) throw new Error(options.error.message);
      const { state } = startGame(
        bigShot,
        { seatCount, options: options.value },
        seededRng(testSeed(n), 0),
      );
      expect(state.spaces).toHaveLength(18);
      for (const space of state.spaces) {
        expect(totalCubes(space)).toBe(4);
        expect(COLOURS.filter((c) => space[c] > 0).length).toBeGreaterThanOrEqual(2);
      }
      for (const colour of COLOURS) {
        expect(state.spaces.reduce((sum, s) => sum + s[colour], 0)).toBe(18);
      }
      expect(state.broker).toBeGreaterThanOrEqual(0);
      expect(state.broker).toBeLessThan(18);
      const holders = state.purses.map((p) => p.holder);
      expect(holders.filter((h) => h === 'dummy')).toHaveLength(seatCount === 3 ? 1 : 0);
      for (let seat = 0; seat < seatCount; seat += 1) {
        expect(holders.filter((h) => h === seat)).toHaveLength(seatCount === 2 ? 2 : 1);
      }
      expect(state.purses.map((p) => p.cash).filter((c) => c === 10)).toHaveLength(
        seatCount === 3 ? 3 : 4,
      );
      expect(state).toMatchObject({ turn: 1, phase: { kind: 'roll' } });
    }
  });
  it('BS-T6: counts only spaces that still hold cubes', () => {
    const spaces = Array.from({ length: 18 }, (_, i) =>
      i === 6 || i === 7 ? NO_CUBES : cubes('RYBW'),
    );
    expect(moveBroker(spaces, 5, 3)).toBe(10);
    const lastFull = spaces.map((s, i) => (i === 12 ? s : NO_CUBES));
    expect(moveBroker(lastFull, 12, 6)).toBe(12);
    expect(moveBroker(lastFull, 3, 1)).toBe(12);
  });
  it('no purse can ever exceed 55 M, the hidden-money bid ceiling', () => {
    expect(HIGHEST_POSSIBLE_PURSE).toBe(55);
  });
});
