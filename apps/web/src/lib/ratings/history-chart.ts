/**
 * The rating history chart (RatingHistory.svelte): the rating after each game as one polyline,
 * on a vertical scale padded to whole hundreds. Pure.
 */

export const HISTORY_GEOMETRY = {
  width: 480,
  height: 180,
  left: 44,
  right: 10,
  top: 10,
  bottom: 24,
};

export interface HistoryChart {
  readonly points: string;
  readonly min: number;
  readonly max: number;
  /** x and y of the last point (the current rating). */
  readonly last: { readonly x: number; readonly y: number };
  readonly games: number;
}

/** `ratings` are the ratings after each game, oldest first (at least one). */
export function historyChart(ratings: readonly [number, ...number[]]): HistoryChart {
  const values = ratings;
  const min = Math.floor(Math.min(...values) / 100) * 100;
  const max = Math.max(min + 100, Math.ceil(Math.max(...values) / 100) * 100);
  const { width, height, left, right, top, bottom } = HISTORY_GEOMETRY;
  const spanX = width - left - right;
  const spanY = height - top - bottom;
  const x = (index: number) =>
    left + (values.length === 1 ? 0 : (index * spanX) / (values.length - 1));
  const y = (value: number) => top + spanY - ((value - min) * spanY) / (max - min);
  const round = (value: number) => Math.round(value * 10) / 10;
  const points = values.map((value, index) => `${round(x(index))},${round(y(value))}`).join(' ');
  const lastIndex = values.length - 1;
  return {
    points,
    min,
    max,
    last: { x: round(x(lastIndex)), y: round(y(values[lastIndex] ?? ratings[0])) },
    games: ratings.length,
  };
}
