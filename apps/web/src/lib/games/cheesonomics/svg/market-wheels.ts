/**
 * Where the market's three wheels are drawn (RULES §4.3: 15 market wedges in three wheels of
 * five): side by side across the drawing, each wedge a sector with a band of its colour along the
 * rim, its number and colour in words inside, and a "+1" badge on the band for a ribbon side. The
 * same geometry gives the board's buttons and outlines over the wedges (board-acts.ts).
 */
import { sectorParts, sectorPoint, sectors } from '../../../drawing/pie.ts';
import type { Bounds } from '../../../drawing/pie.ts';
import { shrinkToFit } from '../../../drawing/svg-text.ts';
import { FONT, MARKET_HEAD, WHEEL_R, WIDTH } from '../layout.ts';
import type { CheesonomicsView } from '../model.ts';
import { MIN_SIZE } from './chip-text.ts';
import type { SizedLine } from './chip-text.ts';

export const WHEELS = 3;
export const WEDGES_PER_WHEEL = 5;
/** The width of the coloured band along a wheel's rim. */
export const BAND = 10;
/**
 * A wedge's words: its colour's name in at most ROOM units, and its number above or below the
 * name, whichever leaves the name more room. WORDS[i] is where the name's baseline is centred in
 * the i-th sector, from the wheel's centre, and how far below it the number's baseline sits
 * (negative: above). Found by searching each sector for the widest room; the test checks that
 * every sector holds both lines, clear of the band and of the sectors beside it.
 */
export const WEDGE_WORDS = {
  NUMBER_SIZE: FONT - 2,
  WORD_SIZE: FONT - 1,
  ROOM: 36,
  AT: [
    { dx: 20, dy: -17, numberDy: -10 },
    { dx: 26, dy: 6, numberDy: 12 },
    { dx: 0, dy: 38, numberDy: -10 },
    { dx: -26, dy: 6, numberDy: 12 },
    { dx: -20, dy: -17, numberDy: -10 },
  ],
} as const;
/** The baseline of the wheels' names under them. */
export const WHEEL_LABEL_Y = MARKET_HEAD + 2 * WHEEL_R + 13;

export interface WheelCircle {
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
}

/** The circle of wheel `wheel` (0 to 2): the drawing's width cut in three. */
export function wheelCircle(wheel: number): WheelCircle {
  const third = WIDTH / WHEELS;
  return { cx: third * wheel + third / 2, cy: MARKET_HEAD + WHEEL_R, r: WHEEL_R };
}

export interface WedgeShape {
  /** The whole sector, and its coloured band along the rim. */
  readonly sector: string;
  readonly band: string;
  readonly bounds: Bounds;
  /** The baselines' middles of its number and its colour's name, and a ribbon badge's centre. */
  readonly number: { readonly x: number; readonly y: number };
  readonly words: { readonly x: number; readonly y: number };
  readonly badge: { readonly x: number; readonly y: number };
  /** The turn, in degrees clockwise from twelve o'clock, of its middle line (for its flip). */
  readonly angle: number;
}

/** The shape of the `index`-th wedge (0 to 4) of wheel `wheel`. */
export function wedgeShape(wheel: number, index: number): WedgeShape {
  const circle = wheelCircle(wheel);
  const sector = sectors(WEDGES_PER_WHEEL, circle.cx, circle.cy, circle.r)[index];
  const at = WEDGE_WORDS.AT[index];
  if (sector === undefined || at === undefined) {
    throw new RangeError(`no wedge ${String(index)} on a wheel`);
  }
  const parts = sectorParts(WEDGES_PER_WHEEL, index, circle, WHEEL_R - BAND);
  const words = { x: circle.cx + at.dx, y: circle.cy + at.dy };
  return {
    sector: sector.d,
    band: parts.ring,
    bounds: parts.bounds,
    number: { x: words.x, y: words.y + at.numberDy },
    words,
    badge: sectorPoint(WEDGES_PER_WHEEL, index, circle, WHEEL_R - BAND / 2),
    angle: ((index + 0.5) * 360) / WEDGES_PER_WHEEL,
  };
}

/** The shape of market slot `slot` as the view lays it out (its wheel, its place in the wheel). */
export function slotShape(v: CheesonomicsView, slot: number): WedgeShape | null {
  const at = v.market.find((s) => s.slot === slot);
  if (at === undefined) return null;
  const index = v.market.filter((s) => s.wheel === at.wheel).findIndex((s) => s.slot === slot);
  return wedgeShape(at.wheel, index);
}

/** A wedge's colour name, fitted to the room inside the sector. */
export function wedgeWord(colour: string): SizedLine {
  return shrinkToFit(colour, WEDGE_WORDS.ROOM, { size: WEDGE_WORDS.WORD_SIZE }, MIN_SIZE);
}
