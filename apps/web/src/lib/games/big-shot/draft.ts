/**
 * Assembling a decision from the server's legal commands. Nothing here knows a rule: every choice
 * offered is read from `legalCommands` (and, for the cubes still in hand, from the view), and what
 * is finally sent is checked against `legalCommands` again, one command at a time (queue.ts).
 */
import { COLOURS, typedLegal } from './model.ts';
import type { BigShotCommand, BigShotView, Colour, CubeCounts } from './model.ts';

export interface Placement {
  readonly colour: Colour;
  readonly lot: string;
}

/** The cubes in the placer's hand before the draft (empty when not placing). */
export function handOf(view: BigShotView): CubeCounts {
  const { phase } = view;
  return phase.kind === 'placement' ? phase.cubes : { red: 0, yellow: 0, black: 0, white: 0 };
}

/** What is left in hand once the drafted placements are taken out. */
export function handAfter(hand: CubeCounts, draft: readonly Placement[]): CubeCounts {
  return draft.reduce<CubeCounts>((h, p) => ({ ...h, [p.colour]: h[p.colour] - 1 }), hand);
}

/** Colours the next drafted cube may be, with how many of each are still in hand. */
export function placementColours(
  view: BigShotView,
  legal: readonly unknown[],
  draft: readonly Placement[],
): { readonly colour: Colour; readonly left: number }[] {
  const offered = new Set(placementsIn(legal).map((p) => p.colour));
  const left = handAfter(handOf(view), draft);
  // The first cube is exactly a legal command; later ones can only use colours still in hand.
  return COLOURS.filter((c) => left[c] > 0 && (draft.length > 0 || offered.has(c))).map(
    (colour) => ({ colour, left: left[colour] }),
  );
}

/**
 * Lots the next drafted cube of `colour` may go to. The first step is exactly the legal commands;
 * later steps use the lots the server lists as open now. Whether a drafted cube fills a lot is
 * not predicted here (that is a rule): the queue re-checks each step against the fresh legal list
 * and stops, keeping the remaining cubes for a new draft, if the table changed under the plan.
 */
export function placementLots(
  legal: readonly unknown[],
  draft: readonly Placement[],
  colour: Colour,
): string[] {
  const placements = placementsIn(legal);
  const lots =
    draft.length === 0
      ? placements.filter((p) => p.colour === colour).map((p) => p.lot)
      : placements.map((p) => p.lot);
  return [...new Set(lots)];
}

/** The drafted placements as commands, in the order they will be sent. */
export function placementCommands(draft: readonly Placement[]): BigShotCommand[] {
  return draft.map((p) => ({ type: 'place_cube', colour: p.colour, lot: p.lot }));
}

/** Drafted cubes per lot, to show the plan on the map and next to each lot button. */
export function draftByLot(draft: readonly Placement[]): ReadonlyMap<string, CubeCounts> {
  const out = new Map<string, CubeCounts>();
  for (const { lot, colour } of draft) {
    const counts = out.get(lot) ?? { red: 0, yellow: 0, black: 0, white: 0 };
    out.set(lot, { ...counts, [colour]: counts[colour] + 1 });
  }
  return out;
}

function placementsIn(legal: readonly unknown[]): Placement[] {
  return typedLegal(legal).flatMap((c) =>
    c.type === 'place_cube' ? [{ colour: c.colour, lot: c.lot }] : [],
  );
}

/** Colours the server lets this seat borrow for now. */
export function loanColours(legal: readonly unknown[]): Colour[] {
  return typedLegal(legal).flatMap((c) => (c.type === 'take_loan' ? [c.colour] : []));
}

export function mayEndLoans(legal: readonly unknown[]): boolean {
  return typedLegal(legal).some((c) => c.type === 'end_loans');
}

/**
 * The pre-auction loan declaration as a plan: the chosen loans, then `end_loans`. When the last
 * loan leaves nothing more to borrow the server closes the declaration itself; the queue then
 * treats the trailing `end_loans` as done (see queue.ts).
 */
export function loanRoundCommands(chosen: readonly Colour[]): BigShotCommand[] {
  const loans = COLOURS.filter((c) => chosen.includes(c)).map((colour): BigShotCommand => ({
    type: 'take_loan',
    colour,
  }));
  return [...loans, { type: 'end_loans' }];
}

/** The bids the server accepts now, as a range of amounts (null when bidding is not offered). */
export function bidRange(legal: readonly unknown[]): { min: number; max: number } | null {
  const amounts = typedLegal(legal).flatMap((c) => (c.type === 'bid' ? [c.amount] : []));
  if (amounts.length === 0) return null;
  return { min: Math.min(...amounts), max: Math.max(...amounts) };
}

/** A bid of `amount`, if it is one of the legal bids (never a made-up one). */
export function bidCommand(legal: readonly unknown[], amount: number): BigShotCommand | null {
  const bid = typedLegal(legal).find((c) => c.type === 'bid' && c.amount === amount);
  return bid ?? null;
}

/** Keeps a typed amount inside the legal range, so the stepper never offers an illegal bid. */
export function clampBid(range: { min: number; max: number }, amount: number): number {
  if (!Number.isFinite(amount)) return range.min;
  return Math.min(range.max, Math.max(range.min, Math.round(amount)));
}

export function mayPass(legal: readonly unknown[]): boolean {
  return typedLegal(legal).some((c) => c.type === 'pass');
}

export function mayRoll(legal: readonly unknown[]): boolean {
  return typedLegal(legal).some((c) => c.type === 'roll');
}

/** 2-player game: the colours the server lets the winner pay with. */
export function payingColours(legal: readonly unknown[]): Colour[] {
  return typedLegal(legal).flatMap((c) => (c.type === 'choose_paying_colour' ? [c.colour] : []));
}
