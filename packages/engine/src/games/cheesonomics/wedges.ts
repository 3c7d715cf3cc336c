import { codeOf } from './components.ts';
import type { MarketWedge, WedgeCode } from './components.ts';
import { CHEESE_WEDGE_GROUPS, MARKET_WEDGES } from './data.ts';

/** The 100 cheese wedges of the data table, one code per physical wedge. */
export function cheeseDeck(): WedgeCode[] {
  return CHEESE_WEDGE_GROUPS.flatMap((group) =>
    group.symbols.map((symbol) => codeOf({ colour: group.colour, animal: group.animal, symbol })),
  );
}

export function marketWedges(): MarketWedge[] {
  return [...MARKET_WEDGES];
}

/** Hands, wheels and piles are multisets of codes; sorted, equal contents compare equal. */
export function sortCodes(codes: readonly WedgeCode[]): WedgeCode[] {
  return [...codes].sort();
}

export function addCodes(bag: readonly WedgeCode[], codes: readonly WedgeCode[]): WedgeCode[] {
  return sortCodes([...bag, ...codes]);
}

/** `bag` minus one copy of each of `codes` (codes not in the bag are ignored). */
export function removeCodes(bag: readonly WedgeCode[], codes: readonly WedgeCode[]): WedgeCode[] {
  const rest = [...bag];
  for (const code of codes) {
    const at = rest.indexOf(code);
    if (at >= 0) rest.splice(at, 1);
  }
  return rest;
}

/** Does `bag` hold every wedge of `codes`, counting copies? */
export function containsAll(bag: readonly WedgeCode[], codes: readonly WedgeCode[]): boolean {
  return removeCodes(bag, codes).length === bag.length - codes.length;
}

export function distinctCodes(bag: readonly WedgeCode[]): WedgeCode[] {
  return [...new Set(bag)];
}

export function withoutMarketWedge(
  wedges: readonly MarketWedge[],
  id: number,
): readonly MarketWedge[] {
  return wedges.filter((w) => w.id !== id);
}

export function sortMarketWedges(wedges: readonly MarketWedge[]): MarketWedge[] {
  return [...wedges].sort((x, y) => x.id - y.id);
}
