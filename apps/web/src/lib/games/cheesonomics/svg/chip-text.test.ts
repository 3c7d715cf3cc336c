import { describe, expect, it } from 'vitest';
import { textWidth } from '../../../drawing/svg-text.ts';
import { animalName, categoryName, colourName, knifeName, msg, sideName } from '../labels.ts';
import { CHIP_W, TILE_W } from '../layout.ts';
import { ANIMALS, CATEGORIES, COLOURS, KNIVES } from '../model.ts';
import { translator } from '../testing/kit.ts';
import {
  CHEESE,
  MARKET_CHIP,
  MIN_SIZE,
  PRICE,
  TRAY,
  cheeseChipText,
  marketSideText,
  priceText,
  trayText,
} from './chip-text.ts';
import type { SizedLine } from './chip-text.ts';

const LOCALES = ['en', 'it', 'fr'] as const;

/** Drawn whole (shrunk at most to MIN_SIZE, never shortened) and at most `room` wide. */
function expectWhole(line: SizedLine, room: number, bold = false): void {
  expect(line.clipped, line.full).toBe(false);
  expect(line.text).toBe(line.full);
  expect(line.size, line.full).toBeGreaterThanOrEqual(MIN_SIZE);
  expect(textWidth(line.text, { size: line.size, bold }), line.full).toBeLessThanOrEqual(room);
}

describe('cheese wedge chips', () => {
  const symbolLeft = CHEESE.MARK_END - textWidth(CHEESE.SYMBOL, CHEESE.SYMBOL_FONT);
  const tickLeft = CHEESE.MARK_END - textWidth(CHEESE.SELECTED, CHEESE.SELECTED_FONT);

  for (const locale of LOCALES) {
    it(`keeps every animal clear of the ✦ and every colour clear of the ✓ (${locale})`, () => {
      const t = translator(locale);
      for (const animal of ANIMALS) {
        for (const colour of COLOURS) {
          for (const symbol of [false, true]) {
            for (const selected of [false, true]) {
              const words = cheeseChipText(animalName(t, animal), colourName(t, colour), {
                symbol,
                selected,
              });
              const animalEnd = symbol ? symbolLeft - 2 : CHIP_W - 2;
              const colourEnd = selected ? tickLeft - 2 : CHIP_W - 2;
              expectWhole(words.animal, animalEnd - CHEESE.TEXT_X, true);
              expectWhole(words.colour, colourEnd - CHEESE.TEXT_X);
            }
          }
        }
      }
    });
  }

  it('shrinks "reindeer" beside a ✦, and keeps the size of words that fit', () => {
    const plain = cheeseChipText('reindeer', 'red', { symbol: false, selected: false });
    const marked = cheeseChipText('reindeer', 'red', { symbol: true, selected: false });
    expect(plain.animal.size).toBe(CHEESE.ANIMAL_FONT.size);
    expect(marked.animal.size).toBeLessThan(CHEESE.ANIMAL_FONT.size);
    expect(marked.colour.size).toBe(CHEESE.COLOUR_FONT.size);
  });

  it('shortens a word too long even at the smallest size, keeping the whole in `full`', () => {
    const words = cheeseChipText('Featherstonehaugh', 'red', { symbol: true, selected: true });
    expect(words.animal.size).toBe(MIN_SIZE);
    expect(words.animal.clipped).toBe(true);
    expect(words.animal.full).toBe('Featherstonehaugh');
    expect(words.animal.text.endsWith('…')).toBe(true);
  });
});

describe('market wedge chips, tiles and tray', () => {
  for (const locale of LOCALES) {
    it(`fits every side, price, tray space and knife (${locale})`, () => {
      const t = translator(locale);
      for (const colour of COLOURS) {
        for (const ribbon of [false, true]) {
          for (const face of ['cheesonomics.board.side_a', 'cheesonomics.board.side_b'] as const) {
            const line = marketSideText(`${msg(t, face)} ${sideName(t, { colour, ribbon })}`);
            expectWhole(line, MARKET_CHIP.END - MARKET_CHIP.TEXT_X);
            expect(MARKET_CHIP.END).toBeLessThanOrEqual(CHIP_W - 2);
          }
        }
        expectWhole(priceText(colourName(t, colour)), PRICE.END - PRICE.TEXT_X);
      }
      for (const category of CATEGORIES) {
        for (const knife of KNIVES) {
          const words = trayText(categoryName(t, category), knifeName(t, knife));
          expectWhole(words.name, TRAY.END - TRAY.TEXT_X);
          if (words.knife === null) throw new Error('no knife');
          expectWhole(words.knife, TRAY.END - TRAY.TEXT_X, true);
        }
        expect(trayText(categoryName(t, category), null).knife).toBeNull();
      }
      expect(TRAY.END).toBeLessThanOrEqual(TILE_W - 2);
    });
  }
});
