import { bigShot, spectator } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { textWidth } from '../../drawing/svg-text.ts';
import { CHIP_GAP, COUNT_SIZE, CUBE, chipGroup, layout } from './layout.ts';
import type { Box, ChipGroup } from './layout.ts';
import { asView } from './model.ts';
import { fixtureStates, loadFixtures } from './test-support.ts';

const [fixture] = loadFixtures();
const start = fixture === undefined ? undefined : fixtureStates(fixture)[0];
const view = start === undefined ? null : asView(bigShot.view(start, spectator));
if (view === null) throw new Error('no Big Shot view');
const geo = layout(view.board);

/** As board/Lot.svelte draws a lot's chips: 6 units in, under the title, 4 units clear of the edges. */
function lotChips(box: Box, counts: readonly string[]): ChipGroup {
  return chipGroup(
    counts.map((c) => textWidth(c, { size: COUNT_SIZE })),
    { w: box.w - 10, h: box.h - 30 },
  );
}

/** The right and bottom edges of each chip's count, in the lot's coordinates. */
function chipEdges(box: Box, group: ChipGroup, counts: readonly string[]) {
  return group.at.map((at, i) => ({
    right:
      box.x +
      6 +
      (at.dx + CUBE + CHIP_GAP + textWidth(counts[i] ?? '', { size: COUNT_SIZE })) * group.scale,
    bottom: box.y + 26 + (at.dy + CUBE) * group.scale,
  }));
}

describe('chipGroup', () => {
  const lots = [...geo.lots.entries()];
  const combos: string[][] = [
    ['1', '0+1'], // the park in the e2e screenshot, whose "0+1" ran past its right edge
    ['0+1', '1'], // the lot where "0+" ran into the next cube
    ['2', '3', '1', '2'],
    ['2+1', '3+1', '1+2', '2+2'],
    ['10+2', '1'],
    ['10+12', '11+10', '12+10', '10+10'],
    ['1'],
  ];

  it('keeps every chip, planned or not, inside its lot, on every lot of the board', () => {
    expect(lots.length).toBeGreaterThan(10);
    for (const [id, box] of lots) {
      for (const counts of combos) {
        const group = lotChips(box, counts);
        for (const edge of chipEdges(box, group, counts)) {
          expect(edge.right, `${id} ${counts.join(' ')}`).toBeLessThanOrEqual(box.x + box.w - 4);
          expect(edge.bottom, `${id} ${counts.join(' ')}`).toBeLessThanOrEqual(box.y + box.h - 4);
        }
      }
    }
  });

  it('never lets a count reach the next chip of its row', () => {
    for (const [, box] of lots) {
      for (const counts of combos) {
        const group = lotChips(box, counts);
        for (const [i, at] of group.at.entries()) {
          const next = group.at[i + 1];
          if (next?.dy !== at.dy) continue;
          const end = at.dx + CUBE + CHIP_GAP + textWidth(counts[i] ?? '', { size: COUNT_SIZE });
          expect(end).toBeLessThan(next.dx);
        }
      }
    }
  });

  it('draws chips without plans as before: two to a row, 44 and 24 apart, full size', () => {
    const [, box] = lots[0] ?? [];
    if (box === undefined) throw new Error('no lot');
    expect(lotChips(box, ['2', '3', '1', '2'])).toMatchObject({
      at: [
        { dx: 0, dy: 0 },
        { dx: 44, dy: 0 },
        { dx: 0, dy: 24 },
        { dx: 44, dy: 24 },
      ],
      scale: 1,
    });
  });

  it('widens the first column for a planned count, or stacks two chips, before shrinking', () => {
    const wide = chipGroup([20, 9], { w: 84, h: 64 });
    expect(wide.scale).toBe(1);
    expect(wide.at[1]).toEqual({ dx: CUBE + CHIP_GAP + 20 + 5, dy: 0 });
    const stacked = chipGroup([30, 30], { w: 84, h: 64 });
    expect(stacked.scale).toBe(1);
    expect(stacked.at).toEqual([
      { dx: 0, dy: 0 },
      { dx: 0, dy: 24 },
    ]);
    const shrunk = chipGroup([30, 30, 30, 30], { w: 84, h: 44 });
    expect(shrunk.scale).toBeLessThan(1);
    expect(shrunk.width * shrunk.scale).toBeLessThanOrEqual(84);
    expect(chipGroup([], { w: 84, h: 44 })).toEqual({ at: [], width: 0, height: 0, scale: 1 });
  });
});
