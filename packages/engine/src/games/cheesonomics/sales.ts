import type { RuleViolation } from '../../kernel/index.ts';
import { animalOf, colourOf } from './components.ts';
import type { WedgeCode } from './components.ts';
import { CheesonomicsCode, refusal } from './codes.ts';
import { inMarket, price } from './market.ts';
import { MAX_SALE } from './options.ts';
import type { MarketSlot } from './types.ts';
import { containsAll, distinctCodes } from './wedges.ts';

/** One colour or one animal type (RULES §4.8.2). */
function oneCategory(wedges: readonly WedgeCode[]): boolean {
  const colours = new Set(wedges.map(colourOf));
  const animals = new Set(wedges.map(animalOf));
  return colours.size === 1 || animals.size === 1;
}

/** RULES §4.8.1–3: 1–3 wedges of one category from the wheel, every colour present in the market. */
export function saleProblem(
  wheel: readonly WedgeCode[],
  market: readonly MarketSlot[],
  wedges: readonly WedgeCode[],
): RuleViolation | null {
  if (wedges.length < 1 || wedges.length > MAX_SALE) {
    return refusal(CheesonomicsCode.BadSaleSize, `Sell 1 to ${MAX_SALE} wedges.`);
  }
  if (!containsAll(wheel, wedges)) {
    return refusal(CheesonomicsCode.WedgeNotOnWheel, 'You can only sell wedges from your wheel.');
  }
  if (!oneCategory(wedges)) {
    return refusal(
      CheesonomicsCode.SaleNotOneCategory,
      'The wedges of a sale must share a colour or an animal.',
    );
  }
  const absent = wedges.map(colourOf).find((c) => !inMarket(market, c));
  if (absent !== undefined) {
    return refusal(
      CheesonomicsCode.ColourNotInMarket,
      `No market wedge shows ${absent}, so ${absent} cheese cannot be sold.`,
    );
  }
  return null;
}

/** RULES §4.8.4: each wedge at the current price of its own colour, all priced before any flip. */
export function income(market: readonly MarketSlot[], wedges: readonly WedgeCode[]): number {
  return wedges.reduce((sum, w) => sum + price(market, colourOf(w)), 0);
}

/** Sub-multisets of `pool` (sorted) of sizes 1..max, as sorted code lists. */
function subMultisets(pool: readonly WedgeCode[], max: number): WedgeCode[][] {
  const out: WedgeCode[][] = [];
  const walk = (start: number, chosen: WedgeCode[]): void => {
    if (chosen.length > 0) out.push(chosen);
    if (chosen.length === max) return;
    pool.forEach((code, i) => {
      // Equal codes are interchangeable: only the first of a run starts a new branch.
      if (i < start || (i > start && code === pool[i - 1])) return;
      walk(i + 1, [...chosen, code]);
    });
  };
  walk(0, []);
  return out;
}

/** Every possible sale from a wheel: finite and small, so it is listed in full. */
export function possibleSales(
  wheel: readonly WedgeCode[],
  market: readonly MarketSlot[],
): WedgeCode[][] {
  const sellable = wheel.filter((w) => inMarket(market, colourOf(w)));
  const colours = [...new Set(sellable.map(colourOf))];
  const animals = [...new Set(sellable.map(animalOf))];
  const groups = [
    ...colours.map((c) => sellable.filter((w) => colourOf(w) === c)),
    ...animals.map((a) => sellable.filter((w) => animalOf(w) === a)),
  ];
  const seen = new Set<string>();
  const sales: WedgeCode[][] = [];
  for (const group of groups) {
    for (const sale of subMultisets(group, MAX_SALE)) {
      const key = sale.join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      sales.push(sale);
    }
  }
  return sales;
}

export function canSell(wheel: readonly WedgeCode[], market: readonly MarketSlot[]): boolean {
  return distinctCodes(wheel).some((w) => inMarket(market, colourOf(w)));
}
