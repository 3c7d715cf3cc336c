/**
 * Wheels drawn as wheels: a circle cut into equal sectors (a cheese wheel and its wedges, a
 * market wheel and its slots). Angles start at twelve o'clock and run clockwise, in SVG's
 * y-down coordinates.
 */

export interface Sector {
  /** An SVG path: centre, out along the first edge, the arc, back to the centre. */
  readonly d: string;
  /** A point halfway out along the sector's middle, for a label or a mark. */
  readonly mid: { readonly x: number; readonly y: number };
}

const round = (n: number): number => Math.round(n * 100) / 100;

function pointAt(cx: number, cy: number, r: number, turn: number): { x: number; y: number } {
  const angle = turn * 2 * Math.PI;
  return { x: round(cx + r * Math.sin(angle)), y: round(cy - r * Math.cos(angle)) };
}

/** `count` equal sectors of the circle at (cx, cy) of radius r; a single one is the whole disc. */
export function sectors(count: number, cx: number, cy: number, r: number): Sector[] {
  if (count <= 0) return [];
  if (count === 1) {
    // An arc cannot end where it starts: one wedge is drawn as two half-circle arcs.
    const top = `${String(cx)} ${String(cy - r)}`;
    const bottom = `${String(cx)} ${String(cy + r)}`;
    return [
      {
        d: `M ${top} A ${String(r)} ${String(r)} 0 1 1 ${bottom} A ${String(r)} ${String(r)} 0 1 1 ${top} Z`,
        mid: { x: cx, y: cy },
      },
    ];
  }
  // Each sector spans at most half the circle, so its arc is always the small one (flag 0).
  return Array.from({ length: count }, (_, i) => {
    const from = pointAt(cx, cy, r, i / count);
    const to = pointAt(cx, cy, r, (i + 1) / count);
    return {
      d: `M ${String(cx)} ${String(cy)} L ${String(from.x)} ${String(from.y)} A ${String(r)} ${String(r)} 0 0 1 ${String(to.x)} ${String(to.y)} Z`,
      mid: pointAt(cx, cy, r / 2, (i + 0.5) / count),
    };
  });
}
