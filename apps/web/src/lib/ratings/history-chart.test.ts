import { describe, expect, it } from 'vitest';
import { HISTORY_GEOMETRY, historyChart } from './history-chart.ts';

describe('historyChart', () => {
  it('pads the scale to whole hundreds and draws one point per game', () => {
    const chart = historyChart([1250, 1310, 1290]);
    expect(chart.min).toBe(1200);
    expect(chart.max).toBe(1400);
    expect(chart.points.split(' ')).toHaveLength(3);
    expect(chart.games).toBe(3);
    const { width, right, top } = HISTORY_GEOMETRY;
    expect(chart.last.x).toBe(width - right);
    expect(chart.last.y).toBeGreaterThan(top);
  });

  it('draws a single game without dividing by zero', () => {
    const chart = historyChart([1200]);
    expect(chart.max).toBeGreaterThan(chart.min);
    expect(chart.points).not.toContain('NaN');
  });
});
