/** Seats are numbered 0..n-1 in clockwise order (RULES §0.2). */
export type Seat = number;

/** Who is looking: a seated player, or a spectator who sees only public information. */
export type Viewer =
  { readonly kind: 'seat'; readonly seat: Seat } | { readonly kind: 'spectator' };

export const spectator: Viewer = { kind: 'spectator' };

export function seatViewer(seat: Seat): Viewer {
  return { kind: 'seat', seat };
}

export function isSeatViewer(viewer: Viewer, seat: Seat): boolean {
  return viewer.kind === 'seat' && viewer.seat === seat;
}

/** The next seat clockwise (step 1) or counter-clockwise (step -1). */
export function nextSeat(seat: Seat, seatCount: number, step: 1 | -1): Seat {
  return (seat + step + seatCount) % seatCount;
}
