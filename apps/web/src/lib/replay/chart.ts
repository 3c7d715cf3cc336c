/**
 * The score chart of a replay: which versions to sample, and the SVG polylines of each seat's
 * score over them (pure arithmetic; the page draws it).
 */

export interface ScorePoint {
  readonly version: number;
  /** Score by seat at that version. */
  readonly scores: readonly number[];
}

export interface ChartGeometry {
  readonly width: number;
  readonly height: number;
  /** Room for the axis labels on the left and at the bottom. */
  readonly left: number;
  readonly bottom: number;
  readonly top: number;
  readonly right: number;
}

export interface Chart {
  /** One `points` attribute per seat. */
  readonly lines: readonly string[];
  readonly minScore: number;
  readonly maxScore: number;
  /** x of a version, for the marker of the current step. */
  readonly x: (version: number) => number;
  readonly y: (score: number) => number;
}

export const GEOMETRY: ChartGeometry = {
  width: 640,
  height: 260,
  left: 44,
  bottom: 28,
  top: 12,
  right: 12,
};

/** At most `max` versions from 0 to head, evenly spread, always with the first and the last. */
export function sampleVersions(head: number, max: number): number[] {
  if (head <= 0) return [0];
  const count = Math.max(2, Math.min(max, head + 1));
  const versions = new Set<number>();
  for (let i = 0; i < count; i += 1) versions.add(Math.round((i * head) / (count - 1)));
  return [...versions].sort((a, b) => a - b);
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

export function chartOf(
  points: readonly ScorePoint[],
  seatCount: number,
  head: number,
  geometry: ChartGeometry = GEOMETRY,
): Chart {
  const all = points.flatMap((point) => point.scores);
  const minScore = Math.min(0, ...all);
  const maxScore = Math.max(1, ...all);
  const plotWidth = geometry.width - geometry.left - geometry.right;
  const plotHeight = geometry.height - geometry.top - geometry.bottom;
  const x = (version: number) =>
    round(geometry.left + (head <= 0 ? 0 : (version / head) * plotWidth));
  const y = (score: number) =>
    round(geometry.top + plotHeight - ((score - minScore) / (maxScore - minScore)) * plotHeight);
  const lines = Array.from({ length: seatCount }, (_, seat) =>
    points
      .filter((point) => point.scores[seat] !== undefined)
      .map((point) => `${x(point.version)},${y(point.scores[seat] ?? 0)}`)
      .join(' '),
  );
  return { lines, minScore, maxScore, x, y };
}
