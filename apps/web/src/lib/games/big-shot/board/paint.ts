/**
 * The paints and fonts of the city drawing, shared by its parts (board/*.svelte). Cubes keep the
 * game's own colours (the rules and every text name them: red, yellow, black, white), each with
 * an ink that reads on it for its letter; the seat colours (design/seat-colours.ts) mark who holds
 * a colour, as on the players list.
 */
import type { Font } from '../../../drawing/svg-text.ts';
import type { Colour } from '../model.ts';

export const CUBE_FILL: Readonly<Record<Colour, string>> = {
  red: 'var(--cube-red)',
  yellow: 'var(--cube-yellow)',
  black: 'var(--cube-black)',
  white: 'var(--cube-white)',
};

export const CUBE_INK: Readonly<Record<Colour, string>> = {
  red: 'var(--cube-red-ink)',
  yellow: 'var(--cube-yellow-ink)',
  black: 'var(--cube-black-ink)',
  white: 'var(--cube-white-ink)',
};

/**
 * Fonts of the lots' words, which start 6 units in from a lot's left edge and end 4 before its
 * right edge: shrunk down to MIN_SIZE when the words are too long, then cut.
 */
export const LABEL: Font = { size: 15, bold: true };
export const SMALL: Font = { size: 14 };
export const MIN_SIZE = 11;
