import { describe, expect, it } from 'vitest';
import { ANIMALS, COLOURS, animalOf, colourOf, hasMarketSymbol } from './components.ts';
import { MARKET_WEDGES } from './data.ts';
import { cheeseDeck } from './wedges.ts';

const count = <T>(items: readonly T[], wanted: T) => items.filter((x) => x === wanted).length;

describe('Cheesonomics component data (RULES §4.3)', () => {
  it('has 100 cheese wedges: 4 of each animal × colour (A-CH-1), half with a market symbol (A-CH-2)', () => {
    const deck = cheeseDeck();
    expect(deck).toHaveLength(100);
    for (const animal of ANIMALS) expect(count(deck.map(animalOf), animal)).toBe(20);
    for (const colour of COLOURS) expect(count(deck.map(colourOf), colour)).toBe(20);
    for (const colour of COLOURS) {
      for (const animal of ANIMALS) {
        const pair = deck.filter((w) => colourOf(w) === colour && animalOf(w) === animal);
        expect(pair).toHaveLength(4);
        expect(pair.filter(hasMarketSymbol)).toHaveLength(2);
      }
    }
  });

  it('has 25 two-sided market wedges with the A-CH-3 placeholder printing', () => {
    expect(new Set(MARKET_WEDGES.map((w) => w.id)).size).toBe(25);
    expect(MARKET_WEDGES.every((w) => w.a.colour !== w.b.colour)).toBe(true);
    for (const colour of COLOURS) {
      expect(MARKET_WEDGES.filter((w) => w.a.colour === colour)).toHaveLength(5);
      expect(MARKET_WEDGES.filter((w) => w.b.colour === colour)).toHaveLength(5);
      expect(MARKET_WEDGES.filter((w) => w.a.colour === colour && w.a.ribbon)).toHaveLength(1);
      expect(MARKET_WEDGES.filter((w) => w.b.colour === colour && w.b.ribbon)).toHaveLength(1);
    }
  });
});
