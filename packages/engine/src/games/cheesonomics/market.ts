import { COLOURS, sideOf } from './components.ts';
import type { Colour, MarketSide } from './components.ts';
import type { MarketSlot } from './types.ts';

export function upSide(slot: MarketSlot): MarketSide {
  return sideOf(slot.wedge, slot.up);
}

/** RULES §4.8 price: face-up sides of the colour, a "+1" ribbon counting 2. */
export function price(market: readonly MarketSlot[], colour: Colour): number {
  return market.reduce((sum, slot) => {
    const side = upSide(slot);
    if (side.colour !== colour) return sum;
    return sum + (side.ribbon ? 2 : 1);
  }, 0);
}

export function prices(market: readonly MarketSlot[]): Record<Colour, number> {
  const table = { red: 0, orange: 0, yellow: 0, green: 0, blue: 0 };
  for (const colour of COLOURS) table[colour] = price(market, colour);
  return table;
}

export function inMarket(market: readonly MarketSlot[], colour: Colour): boolean {
  return market.some((slot) => upSide(slot).colour === colour);
}

/** Slots whose face-up side shows one of `colours`: the ones a seller may flip or replace. */
export function slotsShowing(market: readonly MarketSlot[], colours: readonly Colour[]): number[] {
  return market.flatMap((slot, index) => (colours.includes(upSide(slot).colour) ? [index] : []));
}
