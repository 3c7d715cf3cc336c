import { describe, expect, it } from 'vitest';
import { cardsInUse, composition } from './deck.ts';
import { DECK_ROWS, TOKENS } from './deck-data.ts';

/** The component data against what the rulebook does say (RULES §3.2), and A-BA-1/A-BA-2. */
describe('Bon Appétit! component data', () => {
  it('holds 90 cards: 58 cheese, 18 mice, 14 cats', () => {
    expect(cardsInUse('full')).toHaveLength(90);
    const full = composition('full');
    expect(full.cheese).toBe(58);
    expect(full.mouse_1 + full.mouse_2 + full.mouse_3).toBe(18);
    expect(full.cat).toBe(14);
  });

  it('A-BA-1: the mice split 6/6/6 by paws', () => {
    expect(composition('full')).toMatchObject({ mouse_1: 6, mouse_2: 6, mouse_3: 6 });
  });

  it('A-BA-2: the red-backed subset is 45 cards, half of each kind', () => {
    expect(cardsInUse('red_backed')).toHaveLength(45);
    expect(composition('red_backed')).toEqual({
      cheese: 29,
      cat: 7,
      mouse_1: 3,
      mouse_2: 3,
      mouse_3: 3,
    });
  });

  it('has one row per card and back, and 9 or 5 tokens', () => {
    const keys = DECK_ROWS.map((row) => `${row.card}/${String(row.redBack)}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(TOKENS).toEqual({ smallGame: 5, fullGame: 9 });
  });
});
