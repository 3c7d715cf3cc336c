import { describe, expect, it } from 'vitest';
import { chartOf, sampleVersions } from './chart.ts';

describe('sampleVersions', () => {
  it('takes every version of a short game', () => {
    expect(sampleVersions(4, 60)).toEqual([0, 1, 2, 3, 4]);
    expect(sampleVersions(0, 60)).toEqual([0]);
  });

  it('spreads at most max versions over a long game, first and last included', () => {
    const versions = sampleVersions(1000, 11);
    expect(versions).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
  });
});

describe('chartOf', () => {
  const geometry = { width: 120, height: 70, left: 10, right: 10, top: 10, bottom: 10 };

  it('scales versions across and scores up, from zero', () => {
    const chart = chartOf(
      [
        { version: 0, scores: [0, 0] },
        { version: 5, scores: [10, 5] },
        { version: 10, scores: [20, 50] },
      ],
      2,
      10,
      geometry,
    );
    expect(chart.minScore).toBe(0);
    expect(chart.maxScore).toBe(50);
    expect(chart.lines).toEqual(['10,60 60,50 110,40', '10,60 60,55 110,10']);
    expect(chart.x(10)).toBe(110);
  });

  it('keeps negative scores on the chart and skips missing ones', () => {
    const chart = chartOf(
      [
        { version: 0, scores: [-10] },
        { version: 1, scores: [] },
      ],
      1,
      1,
      geometry,
    );
    expect(chart.minScore).toBe(-10);
    expect(chart.lines).toEqual(['10,60']);
  });
});
