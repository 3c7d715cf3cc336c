/**
 * The seat colours of src/lib/design/tokens.css, by name, for code that draws (SVG fills, the
 * replay's charts): a seat is the same colour on the table, in the log, in a chart and in the
 * replay, in either theme, because everyone refers to the same custom property.
 */

/** The custom properties of the seat colours, seat 0 first (six: the most seats of any game). */
export const SEAT_COLOUR_TOKENS = [
  '--seat-0',
  '--seat-1',
  '--seat-2',
  '--seat-3',
  '--seat-4',
  '--seat-5',
] as const;

export type SeatColourToken = (typeof SEAT_COLOUR_TOKENS)[number];

/** The token of a seat (seats beyond six wrap around). */
export function seatColourToken(seat: number): SeatColourToken {
  const index =
    ((Math.trunc(seat) % SEAT_COLOUR_TOKENS.length) + SEAT_COLOUR_TOKENS.length) %
    SEAT_COLOUR_TOKENS.length;
  return SEAT_COLOUR_TOKENS[index] ?? SEAT_COLOUR_TOKENS[0];
}

/** A CSS value for a seat's colour, usable as a fill, stroke, colour or border. */
export function seatColour(seat: number): string {
  return `var(${seatColourToken(seat)})`;
}
