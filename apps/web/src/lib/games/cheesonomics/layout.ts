/**
 * Geometry of the SVG table: a 360-unit-wide column (a phone's width) that grows downwards, so the
 * same drawing scales from a 375px phone to a desktop without reflowing.
 */
import type { CheesonomicsView, MarketWedge, WedgeCode } from './model.ts';

export const WIDTH = 360;
export const PAD = 2;
export const GAP = 4;
/** Cheese and market wedges: four to a row, so their words stay legible on a phone. */
export const CHIP_W = 86;
export const CHIP_H = 38;
export const PER_ROW = 4;
export const LABEL_H = 16;
/** Prices and tray spaces: five to a row. */
export const TILE_W = 68;
/** The market: a heading, three wheels side by side (svg/market-wheels.ts), their names. */
export const MARKET_HEAD = 18;
export const WHEEL_R = 57;
export const MARKET_H = MARKET_HEAD + 2 * WHEEL_R + 20;
export const PRICES_H = 16 + 44 + GAP;
export const TRAY_H = 16 + 2 * (40 + GAP);
export const PANEL_HEAD_H = 50;
/** Base font size: 11 units is about 10.5px on a 375px-wide phone. */
export const FONT = 11;

/** x of the i-th of five tiles in a row. */
export const tileX = (i: number): number => PAD + i * (TILE_W + GAP);

/** A list's label, and the whole label when the label had to be shortened to fit. */
interface Labelled {
  readonly label: string;
  readonly full?: string;
}

export type ChipList =
  | (Labelled & { readonly kind: 'cheese'; readonly items: readonly WedgeCode[] })
  | (Labelled & { readonly kind: 'market'; readonly items: readonly MarketWedge[] });

/** Room for a list's label: the width of the drawing, PAD + 2 in from either side. */
export const LABEL_W = WIDTH - 2 * (PAD + 2);

export interface Placed<T> {
  readonly y: number;
  readonly height: number;
  readonly item: T;
}

/** Height of a labelled list of chips (an empty list keeps one row for its "empty" note). */
export function listHeight(count: number): number {
  const rows = Math.max(1, Math.ceil(count / PER_ROW));
  return LABEL_H + rows * (CHIP_H + GAP);
}

export function chipAt(index: number, top: number): { x: number; y: number } {
  return {
    x: PAD + (index % PER_ROW) * (CHIP_W + GAP),
    y: top + LABEL_H + Math.floor(index / PER_ROW) * (CHIP_H + GAP),
  };
}

/** Lays out blocks of given heights one under the other from `top`. */
export function stack<T>(
  top: number,
  items: readonly T[],
  height: (item: T) => number,
): Placed<T>[] {
  let y = top;
  return items.map((item) => {
    const h = height(item);
    const placed = { y, height: h, item };
    y += h + GAP * 2;
    return placed;
  });
}

export function listsHeight(lists: readonly ChipList[]): number {
  return lists.reduce((sum, l) => sum + listHeight(l.items.length), 0);
}

/** Seats in the order the panels are drawn: the viewer first, then the others clockwise. */
export function panelOrder(v: CheesonomicsView): number[] {
  const first = v.viewer ?? 0;
  return Array.from({ length: v.seatCount }, (_, i) => (first + i) % v.seatCount);
}

/** Fill colours for the five cheese colours (tokens.css); always paired with the colour's name in text. */
export const FILL: Readonly<Record<string, string>> = {
  red: 'var(--cheese-red)',
  orange: 'var(--cheese-orange)',
  yellow: 'var(--cheese-yellow)',
  green: 'var(--cheese-green)',
  blue: 'var(--cheese-blue)',
};

/** Light tints of the same colours, under dark text (contrast well above 4.5:1). */
export const TINT: Readonly<Record<string, string>> = {
  red: 'var(--cheese-red-tint)',
  orange: 'var(--cheese-orange-tint)',
  yellow: 'var(--cheese-yellow-tint)',
  green: 'var(--cheese-green-tint)',
  blue: 'var(--cheese-blue-tint)',
};
