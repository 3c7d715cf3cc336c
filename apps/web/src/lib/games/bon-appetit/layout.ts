/**
 * Geometry of the table, in SVG user units. The drawing is 360 units wide, about a phone's width
 * in CSS pixels, so 10-unit text stays readable at 375px; on wider screens it scales up. Seats
 * sit in two columns in seat order (clockwise), because a ring of six seats would not fit a phone.
 */

export const WIDTH = 360;
export const MARGIN = 6;

/** The band at the top: the common pile, the last cards turned over and the token supply. */
export const CENTRE = { height: 150, pileX: 10, pileY: 26, pileW: 64, lastX: 108, lastW: 44 };
/** How many of the last cards turned over fit in the centre band's row. */
export const LAST_SLOTS = 5;
export const LAST_STEP = 49;

export const HUNT = { height: 104, cardW: 42, slotStep: 48 };

export const SEAT = { width: 171, height: 124, gap: 6 };

export interface Box {
  readonly x: number;
  readonly y: number;
}

/** Card height for a card of width `w` (the proportions of a playing card). */
export const cardHeight = (w: number): number => Math.round(w * 1.4);

/** Where the seat boxes start: below the centre band and, during a hunt, the hunt band. */
export function seatsTop(hunting: boolean): number {
  return CENTRE.height + (hunting ? HUNT.height + SEAT.gap : 0) + SEAT.gap;
}

/** Top-left corner of each seat's box: two per row, seat 0 first. */
export function seatBoxes(seatCount: number, top: number): Box[] {
  return Array.from({ length: seatCount }, (_, seat) => ({
    x: MARGIN + (seat % 2) * (SEAT.width + SEAT.gap),
    y: top + Math.floor(seat / 2) * (SEAT.height + SEAT.gap),
  }));
}

export function tableHeight(seatCount: number, hunting: boolean): number {
  const rows = Math.ceil(seatCount / 2);
  return seatsTop(hunting) + rows * (SEAT.height + SEAT.gap) + MARGIN;
}

/**
 * The cards to draw in the "last turned over" row: the most recent ones, and how many older
 * ones were left out (an automatic seat may turn over many cards in one command).
 */
export function lastShown<T>(played: readonly T[]): { shown: readonly T[]; hidden: number } {
  if (played.length <= LAST_SLOTS) return { shown: played, hidden: 0 };
  // One slot is kept for the "+n" note about the cards left out.
  const shown = played.slice(played.length - (LAST_SLOTS - 1));
  return { shown, hidden: played.length - shown.length };
}
