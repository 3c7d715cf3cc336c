/**
 * Words for the game's things, in the player's language. Every key goes through `msg`, typed by
 * the English message list, so a key that does not exist fails to compile.
 */
import type { Translate } from '../contract.ts';
import type { MessageKey } from './messages/en.ts';
import { faceOf } from './model.ts';
import type {
  Animal,
  Category,
  Colour,
  Knife,
  MarketSide,
  MarketWedge,
  WedgeCode,
} from './model.ts';
import { COLOURS } from './model.ts';

type Values = Readonly<Record<string, string | number>>;

export function msg(t: Translate, key: MessageKey, values?: Values): string {
  return values === undefined ? t(key) : t(key, values);
}

export const colourName = (t: Translate, c: Colour): string => msg(t, `cheesonomics.colour.${c}`);
export const animalName = (t: Translate, a: Animal): string => msg(t, `cheesonomics.animal.${a}`);
export const animalsName = (t: Translate, a: Animal): string => msg(t, `cheesonomics.animals.${a}`);
export const knifeName = (t: Translate, k: Knife): string => msg(t, `cheesonomics.knife.${k}`);

const isColour = (c: Category): c is Colour => (COLOURS as readonly string[]).includes(c);

export function categoryName(t: Translate, c: Category): string {
  return isColour(c) ? colourName(t, c) : animalName(t, c);
}

/** "blue goat", or "blue goat (bell)" when the wedge carries a market symbol. */
export function wedgeName(t: Translate, code: WedgeCode): string {
  const face = faceOf(code);
  const wedge = msg(t, `cheesonomics.wedge.${face.colour}-${face.animal}`);
  if (face.symbol === null) return wedge;
  return msg(t, 'cheesonomics.wedge.with_symbol', {
    wedge,
    symbol: msg(t, `cheesonomics.symbol.${face.symbol}`),
  });
}

export function wedgeList(t: Translate, codes: readonly WedgeCode[]): string {
  return codes.length === 0
    ? msg(t, 'cheesonomics.none')
    : codes.map((c) => wedgeName(t, c)).join(', ');
}

export function sideName(t: Translate, side: MarketSide): string {
  const colour = colourName(t, side.colour);
  return msg(t, side.ribbon ? 'cheesonomics.side.ribbon' : 'cheesonomics.side.plain', { colour });
}

export function marketWedgeName(t: Translate, wedge: MarketWedge): string {
  return msg(t, 'cheesonomics.market_wedge', { a: sideName(t, wedge.a), b: sideName(t, wedge.b) });
}

export function seatName(t: Translate, seatNames: readonly string[], seat: number): string {
  return seatNames[seat] ?? msg(t, 'cheesonomics.seat', { n: seat + 1 });
}

export function seatList(
  t: Translate,
  seatNames: readonly string[],
  seats: readonly number[],
): string {
  return seats.length === 0
    ? msg(t, 'cheesonomics.none')
    : seats.map((s) => seatName(t, seatNames, s)).join(', ');
}

/** "1 curd" / "5 curds": a count with its noun in the right number. */
export function curds(t: Translate, n: number): string {
  return msg(t, n === 1 ? 'cheesonomics.unit.curds.one' : 'cheesonomics.unit.curds.other', { n });
}

export function wedgeCount(t: Translate, n: number): string {
  return msg(t, n === 1 ? 'cheesonomics.unit.wedges.one' : 'cheesonomics.unit.wedges.other', { n });
}

/** Market slots are numbered from 1 for people; the wire uses 0-based slots. */
export const slotNumber = (slot: number): number => slot + 1;
