import type { Rng, SetupInput } from '../../kernel/index.ts';
import { KNIVES } from './components.ts';
import type { WedgeCode } from './components.ts';
import type { CheesonomicsOptions } from './options.ts';
import { HAND_SIZE, MARKET_SIZE, REMOVED_AT_SETUP, SUPPLY_SIZE } from './options.ts';
import type { CheesonomicsEvent, MarketSlot } from './types.ts';
import { cheeseDeck, marketWedges, sortCodes, sortMarketWedges } from './wedges.ts';

/** Mild steps 1, 4 and 6: shuffle, remove unseen from the top, deal 5 to each player. */
function dealCheese(seatCount: number, shuffled: readonly WedgeCode[]): CheesonomicsEvent {
  const removedCount = REMOVED_AT_SETUP[seatCount] ?? 0;
  const removed = shuffled.slice(0, removedCount);
  const hands = Array.from({ length: seatCount }, (_, seat) => {
    const from = removedCount + seat * HAND_SIZE;
    // Sorted: the order a hand was dealt in would tell its owner about the shuffle.
    return sortCodes(shuffled.slice(from, from + HAND_SIZE));
  });
  const drawPile = shuffled.slice(removedCount + seatCount * HAND_SIZE);
  return { type: 'cheese_dealt', removed, hands, drawPile };
}

/**
 * Draws `count` items in a random order with `rng.int` (a partial Fisher–Yates). Outcomes everyone
 * sees (the market layout, the knives) are drawn this way; orders nobody may see use `rng.shuffle`.
 */
function drawPublicly<T>(rng: Rng, items: readonly T[], count: number): { drawn: T[]; rest: T[] } {
  const pool = [...items];
  const drawn: T[] = [];
  while (drawn.length < count && pool.length > 0) {
    const [item] = pool.splice(rng.int(pool.length), 1);
    if (item !== undefined) drawn.push(item);
  }
  return { drawn, rest: pool };
}

/**
 * Step 5: 15 market wedges laid out as drawn (the side that comes up is random). Mild removes
 * the leftovers; Sharp deals them into supplies and sets the rest aside as the discard pile.
 */
function layOutMarket(
  seatCount: number,
  options: CheesonomicsOptions,
  rng: Rng,
): CheesonomicsEvent {
  const { drawn, rest } = drawPublicly(rng, marketWedges(), MARKET_SIZE);
  const slots: MarketSlot[] = drawn.map((wedge) => ({ wedge, up: rng.int(2) === 0 ? 'a' : 'b' }));
  const leftover = rng.shuffle(rest);
  if (options.flavour === 'mild') {
    return { type: 'market_laid_out', slots, removed: leftover, supplies: [], discard: [] };
  }
  const each = SUPPLY_SIZE[seatCount] ?? 0;
  const supplies = Array.from({ length: seatCount }, (_, seat) =>
    sortMarketWedges(leftover.slice(seat * each, (seat + 1) * each)),
  );
  const discard = leftover.slice(seatCount * each);
  return { type: 'market_laid_out', slots, removed: [], supplies, discard };
}

type KnivesDealt = Extract<CheesonomicsEvent, { type: 'knives_dealt' }>;

/** Steps 7–8: a random knife each (public); the alphabetically first knife starts. */
function dealKnives(seatCount: number, rng: Rng): KnivesDealt {
  const knives = drawPublicly(rng, KNIVES, seatCount).drawn;
  const first = KNIVES.find((k) => knives.includes(k));
  const startingSeat = Math.max(0, knives.indexOf(first ?? 'cheddar'));
  return { type: 'knives_dealt', knives, startingSeat };
}

export function setupEvents({
  seatCount,
  options,
  rng,
}: SetupInput<CheesonomicsOptions>): CheesonomicsEvent[] {
  const cheese = dealCheese(seatCount, rng.shuffle(cheeseDeck()));
  const market = layOutMarket(seatCount, options, rng);
  const knives = dealKnives(seatCount, rng);
  return [cheese, market, knives, { type: 'turn_started', seat: knives.startingSeat }];
}
