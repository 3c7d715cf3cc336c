/**
 * The words on the drawing's wedges and tiles, fitted to their room by estimated width
 * (src/lib/drawing/svg-text.ts): a word too wide for its place is drawn at a smaller size, down to
 * MIN_SIZE, and only then shortened with an ellipsis (the chip's <title> and the table's text
 * version name it in full). The room of each line ends before the marks drawn beside it (a cheese
 * wedge's ✦ and ✓), so a long word never runs into them.
 */
import { shrinkToFit, textWidth } from '../../../drawing/svg-text.ts';
import type { Fitted, Font } from '../../../drawing/svg-text.ts';
import { CHIP_H, CHIP_W, FONT, TILE_W } from '../layout.ts';

/** The smallest size a label shrinks to before it is shortened instead. */
export const MIN_SIZE = FONT - 3;

/** A fitted line and the font size to draw it at. */
export type SizedLine = Fitted & { readonly size: number };

/** Space kept between a word and a mark beside it. */
const MARK_GAP = 3;

/** A cheese wedge: the coloured glyph on the left, then two lines of words from TEXT_X. */
export const CHEESE = {
  TEXT_X: 24,
  ANIMAL_Y: 16,
  COLOUR_Y: 31,
  ANIMAL_FONT: { size: FONT, bold: true },
  COLOUR_FONT: { size: FONT - 0.5 },
  /** The marks end here, right-aligned: ✦ (a market symbol) top, ✓ (picked for a sale) bottom. */
  MARK_END: CHIP_W - 5,
  SYMBOL: '✦',
  SYMBOL_Y: 15,
  SYMBOL_FONT: { size: FONT },
  SELECTED: '✓',
  SELECTED_Y: CHIP_H - 6,
  SELECTED_FONT: { size: FONT + 1, bold: true },
} as const;

/** Room from TEXT_X to the mark at the end of the line (or to the chip's margin without one). */
function roomBefore(mark: string | null, font: Font): number {
  const markWidth = mark === null ? 0 : textWidth(mark, font) + MARK_GAP;
  return CHEESE.MARK_END - CHEESE.TEXT_X - markWidth;
}

/** A cheese wedge's animal (beside its ✦, if any) and colour (beside its ✓, if picked). */
export function cheeseChipText(
  animal: string,
  colour: string,
  marks: { readonly symbol: boolean; readonly selected: boolean },
): { readonly animal: SizedLine; readonly colour: SizedLine } {
  const animalRoom = roomBefore(marks.symbol ? CHEESE.SYMBOL : null, CHEESE.SYMBOL_FONT);
  const colourRoom = roomBefore(marks.selected ? CHEESE.SELECTED : null, CHEESE.SELECTED_FONT);
  return {
    animal: shrinkToFit(animal, animalRoom, CHEESE.ANIMAL_FONT, MIN_SIZE),
    colour: shrinkToFit(colour, colourRoom, CHEESE.COLOUR_FONT, MIN_SIZE),
  };
}

/** A market wedge: per side a colour swatch, then "A red +1" from TEXT_X to the margin. */
export const MARKET_CHIP = { TEXT_X: 17, FONT: { size: FONT - 1 }, END: CHIP_W - 3 } as const;

export function marketSideText(text: string): SizedLine {
  const room = MARKET_CHIP.END - MARKET_CHIP.TEXT_X;
  return shrinkToFit(text, room, MARKET_CHIP.FONT, MIN_SIZE);
}

/** A space of the serving tray: its category and the knife lying on it, after a colour strip. */
export const TRAY = {
  TEXT_X: 13,
  END: TILE_W - 3,
  NAME_FONT: { size: FONT - 1 },
  KNIFE_FONT: { size: FONT - 1, bold: true },
} as const;

export function trayText(category: string, knife: string | null) {
  const room = TRAY.END - TRAY.TEXT_X;
  return {
    name: shrinkToFit(category, room, TRAY.NAME_FONT, MIN_SIZE),
    knife: knife === null ? null : shrinkToFit(knife, room, TRAY.KNIFE_FONT, MIN_SIZE),
  };
}

/** A price tile: the colour's name beside its swatch, above the price. */
export const PRICE = { TEXT_X: 18, END: TILE_W - 4, FONT: { size: FONT - 1 } } as const;

export function priceText(colour: string): SizedLine {
  return shrinkToFit(colour, PRICE.END - PRICE.TEXT_X, PRICE.FONT, MIN_SIZE);
}
