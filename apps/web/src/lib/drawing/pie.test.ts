import { describe, expect, it } from 'vitest';
import { sectorParts, sectorPoint, sectors } from './pie.ts';

/** The numbers of a path, in order. */
const numbers = (d: string): number[] => (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

describe('sectors', () => {
  it('cuts a circle into equal sectors clockwise from twelve o’clock', () => {
    const four = sectors(4, 50, 50, 10);
    expect(four).toHaveLength(4);
    // First edge straight up, then to three o'clock; the next starts where the last ended.
    expect(numbers(four[0]?.d ?? '')).toEqual([50, 50, 50, 40, 10, 10, 0, 0, 1, 60, 50]);
    expect(numbers(four[1]?.d ?? '').slice(2, 4)).toEqual([60, 50]);
    expect(numbers(four[3]?.d ?? '').slice(-2)).toEqual([50, 40]);
    // Each sector's middle is halfway out, in its own quarter.
    expect(four[0]?.mid.x).toBeGreaterThan(50);
    expect(four[0]?.mid.y).toBeLessThan(50);
    expect(four[2]?.mid.x).toBeLessThan(50);
    expect(four[2]?.mid.y).toBeGreaterThan(50);
  });

  it('draws one wedge as the whole disc, and none as nothing', () => {
    const [disc] = sectors(1, 0, 0, 5);
    expect(disc?.d).toBe('M 0 -5 A 5 5 0 1 1 0 5 A 5 5 0 1 1 0 -5 Z');
    expect(sectors(0, 0, 0, 5)).toEqual([]);
  });

  it('puts every point on the circle', () => {
    for (const s of sectors(5, 10, 20, 8)) {
      const [, , x1 = 0, y1 = 0] = numbers(s.d);
      expect(Math.hypot(x1 - 10, y1 - 20)).toBeCloseTo(8, 1);
    }
  });
});

describe('sectorParts and sectorPoint', () => {
  const circle = { cx: 50, cy: 50, r: 10 };

  it('bounds a sector by its centre, arc ends and the compass points it passes', () => {
    // The first quarter: from twelve to three o'clock.
    expect(sectorParts(4, 0, circle, 6).bounds).toEqual({ x: 50, y: 40, w: 10, h: 10 });
    // The second of three sectors spans four to eight o'clock and passes six o'clock.
    const { bounds } = sectorParts(3, 1, circle, 6);
    expect(bounds.y + bounds.h).toBe(60);
    expect(bounds.y).toBe(50);
    expect(bounds.x).toBeCloseTo(41.34, 1);
    expect(bounds.w).toBeCloseTo(17.32, 1);
  });

  it('draws the ring between the inner radius and the rim', () => {
    const values = numbers(sectorParts(4, 0, circle, 6).ring);
    // Out along twelve o'clock, the arc to three, in to the inner circle, back along it.
    expect(values.slice(0, 2)).toEqual([50, 40]);
    expect(values.slice(7, 9)).toEqual([60, 50]);
    expect(values.slice(9, 11)).toEqual([56, 50]);
    expect(values.slice(-2)).toEqual([50, 44]);
  });

  it('puts a sector’s point on its middle line', () => {
    const p = sectorPoint(4, 1, circle, 5);
    expect(p.x).toBeCloseTo(50 + 5 * Math.SQRT1_2, 1);
    expect(p.y).toBeCloseTo(50 + 5 * Math.SQRT1_2, 1);
  });
});
