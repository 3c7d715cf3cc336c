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

/** A sector's bounding box: its centre, its arc's ends and any compass point the arc passes. */
export interface Bounds {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * Sector `index` of `count` equal sectors, as `sectors` cuts them, with the ring between radii
 * `inner` and r along its outer edge (a band of colour, say) and its bounding box.
 */
export function sectorParts(
  count: number,
  index: number,
  circle: { readonly cx: number; readonly cy: number; readonly r: number },
  inner: number,
): { readonly ring: string; readonly bounds: Bounds } {
  const { cx, cy, r } = circle;
  const from = index / count;
  const to = (index + 1) / count;
  const outerFrom = pointAt(cx, cy, r, from);
  const outerTo = pointAt(cx, cy, r, to);
  const innerFrom = pointAt(cx, cy, inner, from);
  const innerTo = pointAt(cx, cy, inner, to);
  const n = (v: number): string => String(v);
  const ring =
    `M ${n(outerFrom.x)} ${n(outerFrom.y)} A ${n(r)} ${n(r)} 0 0 1 ${n(outerTo.x)} ${n(outerTo.y)} ` +
    `L ${n(innerTo.x)} ${n(innerTo.y)} A ${n(inner)} ${n(inner)} 0 0 0 ${n(innerFrom.x)} ${n(innerFrom.y)} Z`;
  // The compass points strictly inside the arc stick out beyond its ends.
  const compass = [0, 0.25, 0.5, 0.75, 1]
    .filter((turn) => turn > from && turn < to)
    .map((turn) => pointAt(cx, cy, r, turn));
  const points = [{ x: cx, y: cy }, outerFrom, outerTo, ...compass];
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return {
    ring,
    bounds: { x, y, w: round(Math.max(...xs) - x), h: round(Math.max(...ys) - y) },
  };
}

/** A point at radius `r` in the middle of sector `index` of `count` (for its words). */
export function sectorPoint(
  count: number,
  index: number,
  circle: { readonly cx: number; readonly cy: number },
  r: number,
): { readonly x: number; readonly y: number } {
  return pointAt(circle.cx, circle.cy, r, (index + 0.5) / count);
}
