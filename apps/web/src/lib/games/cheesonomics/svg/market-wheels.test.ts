import { describe, expect, it } from 'vitest';
import { textWidth } from '../../../drawing/svg-text.ts';
import { colourName } from '../labels.ts';
import { MARKET_H, WHEEL_R, WIDTH } from '../layout.ts';
import { COLOURS } from '../model.ts';
import { translator } from '../testing/kit.ts';
import { MIN_SIZE } from './chip-text.ts';
import {
  BAND,
  WEDGES_PER_WHEEL,
  WHEELS,
  WHEEL_LABEL_Y,
  wedgeShape,
  wedgeWord,
  WEDGE_WORDS,
  wheelCircle,
} from './market-wheels.ts';

/** Whether a point lies in sector `index` of wheel `wheel`, inside the band along its rim. */
function inBody(wheel: number, index: number, x: number, y: number): boolean {
  const { cx, cy } = wheelCircle(wheel);
  const turn = (Math.atan2(x - cx, cy - y) / (2 * Math.PI) + 1) % 1;
  const from = index / WEDGES_PER_WHEEL;
  const to = (index + 1) / WEDGES_PER_WHEEL;
  return Math.hypot(x - cx, y - cy) <= WHEEL_R - BAND && turn >= from && turn <= to;
}

const everyWedge = Array.from({ length: WHEELS * WEDGES_PER_WHEEL }, (_, i) => ({
  wheel: Math.floor(i / WEDGES_PER_WHEEL),
  index: i % WEDGES_PER_WHEEL,
}));

describe('the market wheels', () => {
  it('sets three wheels side by side within the drawing', () => {
    const circles = [0, 1, 2].map(wheelCircle);
    for (const [i, c] of circles.entries()) {
      expect(c.cx - c.r).toBeGreaterThanOrEqual(0);
      expect(c.cx + c.r).toBeLessThanOrEqual(WIDTH);
      expect(c.cy + c.r).toBeLessThan(WHEEL_LABEL_Y - 9);
      expect(WHEEL_LABEL_Y).toBeLessThan(MARKET_H);
      const next = circles[i + 1];
      if (next !== undefined) expect(next.cx - c.cx).toBeGreaterThan(2 * c.r);
    }
  });

  it('keeps each wedge’s words inside its own sector, clear of the band', () => {
    // A two-digit number and the widest name allowed, each line from its ascenders (three
    // quarters of the size above the baseline) to its descenders (a quarter below).
    const { NUMBER_SIZE, WORD_SIZE, ROOM } = WEDGE_WORDS;
    const number = textWidth('15', { size: NUMBER_SIZE, bold: true }) / 2;
    const word = ROOM / 2;
    for (const { wheel, index } of everyWedge) {
      const { number: n, words: w } = wedgeShape(wheel, index);
      const corners = [
        ...[n.x - number, n.x + number].flatMap((x) => [
          [x, n.y - 0.75 * NUMBER_SIZE],
          [x, n.y + 0.25 * NUMBER_SIZE],
        ]),
        ...[w.x - word, w.x + word].flatMap((x) => [
          [x, w.y - 0.75 * WORD_SIZE],
          [x, w.y + 0.25 * WORD_SIZE],
        ]),
      ];
      // The number's line (digits have no descenders) ends above the name's, or starts below it.
      const numberTop = n.y - 0.75 * NUMBER_SIZE;
      expect(n.y <= w.y - 0.75 * WORD_SIZE || numberTop >= w.y + 0.25 * WORD_SIZE).toBe(true);
      for (const [x = 0, y = 0] of corners) {
        expect(inBody(wheel, index, x, y), `wheel ${String(wheel)} wedge ${String(index)}`).toBe(
          true,
        );
      }
    }
  });

  it('bounds each wedge by a box that holds its badge and words', () => {
    for (const { wheel, index } of everyWedge) {
      const { bounds, badge, number, words } = wedgeShape(wheel, index);
      for (const p of [badge, number, words]) {
        expect(p.x).toBeGreaterThan(bounds.x);
        expect(p.x).toBeLessThan(bounds.x + bounds.w);
        expect(p.y).toBeGreaterThan(bounds.y);
        expect(p.y).toBeLessThan(bounds.y + bounds.h);
      }
    }
  });

  it('writes every colour’s name in its wedge, in every language, whole but for one', () => {
    const clipped: string[] = [];
    for (const locale of ['en', 'it', 'fr'] as const) {
      const t = translator(locale);
      for (const colour of COLOURS) {
        const word = wedgeWord(colourName(t, colour));
        expect(word.size).toBeGreaterThanOrEqual(MIN_SIZE);
        expect(textWidth(word.text, { size: word.size })).toBeLessThanOrEqual(WEDGE_WORDS.ROOM);
        if (word.clipped) clipped.push(word.full);
      }
    }
    // Italian orange is the one name too long for a wedge (whole in the wedge's <title>).
    expect(clipped).toEqual(['arancione']);
  });

  it('writes a colour’s name whole when it fits, shortened when it does not', () => {
    expect(wedgeWord('red')).toMatchObject({ text: 'red', clipped: false });
    const long = wedgeWord('arancione-arancione');
    expect(long.clipped).toBe(true);
    expect(textWidth(long.text, { size: long.size })).toBeLessThanOrEqual(WEDGE_WORDS.ROOM);
  });
});
