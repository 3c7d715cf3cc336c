/** The bot's choice: repeatable with a seed, different per game, uniform over the legal list. */
import { describe, expect, it } from 'vitest';
import { cryptoRandom, seededRandom } from './random.ts';

const draws = (random: (bound: number) => number, bound: number, count: number) =>
  Array.from({ length: count }, () => random(bound));

describe('seededRandom', () => {
  it('repeats for the same seed and game, and differs across games and seeds', () => {
    const first = draws(seededRandom(1, 'g-1'), 1000, 20);
    expect(draws(seededRandom(1, 'g-1'), 1000, 20)).toEqual(first);
    expect(draws(seededRandom(1, 'g-2'), 1000, 20)).not.toEqual(first);
    expect(draws(seededRandom(2, 'g-1'), 1000, 20)).not.toEqual(first);
  });

  it('stays in range and spreads evenly', () => {
    const counts = [0, 0, 0];
    for (const value of draws(seededRandom(5, 'g'), 3, 30_000)) {
      counts[value] = (counts[value] ?? 0) + 1;
    }
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
    expect(draws(seededRandom(5, 'g'), 1, 10)).toEqual(Array.from({ length: 10 }, () => 0));
    expect(draws(cryptoRandom, 7, 200).every((value) => value >= 0 && value < 7)).toBe(true);
  });

  it('refuses a bound it cannot draw from', () => {
    expect(() => seededRandom(1, 'g')(0)).toThrow(RangeError);
  });
});
