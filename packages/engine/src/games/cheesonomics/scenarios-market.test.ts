import { describe, expect, it } from 'vitest';
import { price } from './market.ts';
import { cheesonomics } from './index.ts';
import type { CheesonomicsState } from './types.ts';
import {
  copies,
  eventsOf,
  expectGolden,
  flip,
  mw,
  produce,
  sell,
  table,
  up,
} from './scenario-kit.ts';
import type { MarketSlot } from './types.ts';

/** Three blue sides up, two with a ribbon (the rulebook's France wedges); nothing else blue. */
function pricingMarket(): MarketSlot[] {
  const others = (['red', 'orange', 'yellow', 'green'] as const).flatMap((colour, ci) =>
    [0, 1, 2].map((k) => up(mw(10 + ci * 3 + k, colour, k === 0 ? 'orange' : 'green'))),
  );
  return [
    up(mw(1, 'blue+', 'red')),
    up(mw(2, 'blue+', 'green')),
    up(mw(3, 'blue', 'yellow')),
    ...others,
  ];
}

function priceAfterFlip(state: CheesonomicsState, slot: number) {
  const decided = cheesonomics.decide(
    state,
    { type: 'flip', slot },
    { actor: 0, rng: { int: () => 0, shuffle: (x) => [...x] } },
  );
  if (!decided.ok) throw new Error(decided.error.message);
  const after = decided.value.reduce((st, e) => cheesonomics.evolve(st, e), state);
  return {
    blue: price(after.market, 'blue'),
    red: price(after.market, 'red'),
    yellow: price(after.market, 'yellow'),
  };
}

describe('Cheesonomics market scenarios (RULES §4.14)', () => {
  it('CH-T1 price example: 1 + 2 + 2 = 5 curds a blue wedge, 15 for three; the flip lowers blue', async () => {
    const s = table({
      hands: [
        ['blue-cow', 'blue-sheep', 'blue-goat', 'red-yak', 'green-yak'],
        ['orange-cow', 'orange-cow', 'yellow-sheep', 'green-goat', 'red-reindeer'],
      ],
      drawPile: [...copies('yellow-yak', 5), ...copies('green-reindeer', 5)],
      market: pricingMarket(),
    });
    s.when(0, produce('blue')).when(1, produce('orange'));
    expect(price(s.state.market, 'blue')).toBe(5);
    s.when(0, sell('blue-cow', 'blue-sheep', 'blue-goat'));
    expect(eventsOf(s.lastEvents, 'sold')[0]?.income).toBe(15);
    expect(s.state.players[0]?.curds).toBe(15);
    expect(s.state.players[0]?.fulfilment).toEqual(['blue-cow', 'blue-goat', 'blue-sheep']);
    // Flipping a ribbon wedge leaves 3; flipping the plain one leaves 4; the other side's colour gains.
    expect(cheesonomics.legalCommands(s.state, 0)).toEqual([flip(0), flip(1), flip(2)]);
    expect(priceAfterFlip(s.state, 0)).toMatchObject({ blue: 3, red: 4 });
    expect(priceAfterFlip(s.state, 2)).toMatchObject({ blue: 4, yellow: 4 });
    s.when(0, flip(0)).thenState((state) => {
      expect(price(state.market, 'blue')).toBe(3);
      expect(state.turn).toBe(1);
    });
    await expectGolden(
      s,
      'ch-t1-price-example',
      'RULES CH-T1: price(blue) = 1 + 2 + 2 = 5; three blue wedges earn 15; a flip lowers blue to 3 or 4',
    );
  });

  it('CH-T5 sale limits: a colour absent from the market cannot be sold; flip a colour that was sold', async () => {
    const market = plainMarketWithout('green');
    const s = table({
      hands: [
        ['green-cow', 'green-cow', 'red-cow', 'yellow-yak', 'orange-sheep'],
        ['blue-goat', 'blue-goat', 'yellow-sheep', 'orange-goat', 'red-reindeer'],
      ],
      drawPile: copies('yellow-reindeer', 10),
      market,
    });
    s.when(0, produce('cow')).when(1, produce('blue'));
    const sells = cheesonomics.legalCommands(s.state, 0).filter((c) => c.type === 'sell');
    expect(sells).toEqual([sell('red-cow')]);
    expect(s.whenRefused(0, sell('green-cow', 'red-cow')).code).toBe('COLOUR_NOT_IN_MARKET');
    s.when(0, sell('red-cow'));
    const redSlots = market.flatMap((slot, i) => (slot.wedge.a.colour === 'red' ? [i] : []));
    expect(cheesonomics.legalCommands(s.state, 0)).toEqual(redSlots.map(flip));
    expect(s.whenRefused(0, flip(14)).code).toBe('SLOT_NOT_SOLD_COLOUR');
    s.when(0, flip(redSlots[0] ?? 0));
    expect(s.state.players[0]?.wheel).toEqual(['green-cow', 'green-cow']);
    await expectGolden(
      s,
      'ch-t5-sale-limits',
      'RULES CH-T5: only the red cow of a green-green-red cow wheel can be sold; then a red wedge is flipped',
    );
  });
});

/** 15 slots with `absent` on no face-up side (it may hide underneath). */
function plainMarketWithout(absent: 'green'): MarketSlot[] {
  const shown = ['red', 'orange', 'yellow', 'blue'] as const;
  return Array.from({ length: 15 }, (_, i) => {
    const colour = shown[i % shown.length] ?? 'red';
    return up(mw(200 + i, colour, absent));
  });
}
