import type { Rng, Seat, Viewer } from '../../kernel/index.ts';
import { COLOURS, otherSide } from './components.ts';
import type { MarketWedge, WedgeCode } from './components.ts';
import { HAND_SIZE } from './options.ts';
import type { CheesonomicsState, PlayerState } from './types.ts';
import { sortCodes, sortMarketWedges } from './wedges.ts';

/**
 * Hidden-information perturbations for the no-leak property (RULES §4.12): each returns a copy of
 * the state that differs only in something `viewer` may not see, or null when it does not apply.
 */
type Perturbation = (
  state: CheesonomicsState,
  viewer: Viewer,
  rng: Rng,
) => CheesonomicsState | null;

const seatOf = (viewer: Viewer): Seat | null => (viewer.kind === 'seat' ? viewer.seat : null);
const pick = <T>(items: readonly T[], rng: Rng): T | undefined =>
  items[rng.int(Math.max(1, items.length))];

/** Seats whose hand `viewer` cannot see: not their own, and not a hand shown to them in a churn. */
function hiddenHands(state: CheesonomicsState, viewer: Viewer): Seat[] {
  const me = seatOf(viewer);
  const { phase } = state;
  const shown = phase.kind === 'churn' && me === state.turn ? phase.showing : null;
  return state.players.flatMap((_, s) => (s !== me && s !== shown ? [s] : []));
}

function hiddenSupplies(state: CheesonomicsState, viewer: Viewer): Seat[] {
  const me = seatOf(viewer);
  const { phase } = state;
  const shown = phase.kind === 'steal' && me === state.turn ? phase.target : null;
  return state.players.flatMap((p, s) =>
    s !== me && s !== shown && p.supply.length > 0 ? [s] : [],
  );
}

function discardHidden(state: CheesonomicsState, viewer: Viewer): boolean {
  const drawing = state.phase.kind === 'replenish' || state.phase.kind === 'moove_draw';
  return !(drawing && seatOf(viewer) === state.turn);
}

function withPlayer(state: CheesonomicsState, seat: Seat, change: Partial<PlayerState>) {
  return { ...state, players: state.players.map((p, i) => (i === seat ? { ...p, ...change } : p)) };
}

/** A position of the draw pile below anything the next Produce can draw, holding another wedge. */
function deepIndex(state: CheesonomicsState, rng: Rng, unlike: WedgeCode): number | null {
  const deep = state.drawPile.flatMap((w, i) => (i >= HAND_SIZE && w !== unlike ? [i] : []));
  return pick(deep, rng) ?? null;
}

const swapBetweenHands: Perturbation = (state, viewer, rng) => {
  const [a, b] = rng.shuffle(hiddenHands(state, viewer));
  if (a === undefined || b === undefined) return null;
  const handA = state.players[a]?.hand ?? [];
  const handB = state.players[b]?.hand ?? [];
  const x = pick(handA, rng);
  const y = handB.find((w) => w !== x);
  if (x === undefined || y === undefined) return null;
  const once = withPlayer(state, a, {
    hand: sortCodes([...handA.filter((_, i) => i !== handA.indexOf(x)), y]),
  });
  return withPlayer(once, b, {
    hand: sortCodes([...handB.filter((_, i) => i !== handB.indexOf(y)), x]),
  });
};

const swapDeepInDrawPile: Perturbation = (state, _viewer, rng) => {
  const i = HAND_SIZE + rng.int(Math.max(1, state.drawPile.length - HAND_SIZE));
  const x = state.drawPile[i];
  const j = x === undefined ? null : deepIndex(state, rng, x);
  const y = j === null ? undefined : state.drawPile[j];
  if (x === undefined || j === null || y === undefined) return null;
  const drawPile = state.drawPile.map((w, k) => (k === i ? y : k === j ? x : w));
  return { ...state, drawPile };
};

/** A wedge of a hidden hand (or fulfilment pile) trades places with one deep in the draw pile. */
function swapWithDrawPile(
  field: 'hand' | 'fulfilment',
  seats: (s: CheesonomicsState, v: Viewer) => Seat[],
): Perturbation {
  return (state, viewer, rng) => {
    const seat = pick(seats(state, viewer), rng);
    const own = seat === undefined ? [] : (state.players[seat]?.[field] ?? []);
    const x = pick(own, rng);
    const i = x === undefined ? null : deepIndex(state, rng, x);
    const y = i === null ? undefined : state.drawPile[i];
    if (seat === undefined || x === undefined || i === null || y === undefined) return null;
    const drawPile = state.drawPile.map((w, k) => (k === i ? x : w));
    const rest = own.filter((_, k) => k !== own.indexOf(x));
    return { ...withPlayer(state, seat, { [field]: sortCodes([...rest, y]) }), drawPile };
  };
}

const hiddenFulfilment = (state: CheesonomicsState, viewer: Viewer): Seat[] =>
  state.players.flatMap((p, s) => (s !== seatOf(viewer) && p.fulfilment.length > 0 ? [s] : []));

/** The hidden side of a market wedge shows another colour. */
const changeHiddenMarketSide: Perturbation = (state, _viewer, rng) => {
  const index = rng.int(Math.max(1, state.market.length));
  const slot = state.market[index];
  if (slot === undefined) return null;
  const hidden = otherSide(slot.up);
  const side = slot.wedge[hidden];
  const colour =
    COLOURS[(COLOURS.indexOf(side.colour) + 1 + rng.int(COLOURS.length - 1)) % COLOURS.length] ??
    side.colour;
  const wedge: MarketWedge = { ...slot.wedge, [hidden]: { ...side, colour } };
  return { ...state, market: state.market.map((s, i) => (i === index ? { ...slot, wedge } : s)) };
};

/** A hidden Sharp supply trades a wedge with another hidden supply or the hidden discard pile. */
const swapSupplyWedge: Perturbation = (state, viewer, rng) => {
  const seats = rng.shuffle(hiddenSupplies(state, viewer));
  const [a, b] = seats;
  if (a === undefined) return null;
  const supplyA = state.players[a]?.supply ?? [];
  const x = pick(supplyA, rng);
  if (x === undefined) return null;
  const keepA = supplyA.filter((w) => w.id !== x.id);
  if (b !== undefined) {
    const supplyB = state.players[b]?.supply ?? [];
    const y = pick(supplyB, rng);
    if (y === undefined) return null;
    const once = withPlayer(state, a, { supply: sortMarketWedges([...keepA, y]) });
    return withPlayer(once, b, {
      supply: sortMarketWedges([...supplyB.filter((w) => w.id !== y.id), x]),
    });
  }
  const y = discardHidden(state, viewer) ? pick(state.discard, rng) : undefined;
  if (y === undefined) return null;
  const discard = state.discard.map((w) => (w.id === y.id ? x : w));
  return { ...withPlayer(state, a, { supply: sortMarketWedges([...keepA, y]) }), discard };
};

/** The discard pile's order is hidden from everyone, the drawer included (A-CH-18). */
const reorderDiscard: Perturbation = (state, _viewer, rng) => {
  const count = state.discard.length;
  if (count < 2) return null;
  const from = rng.int(count);
  const to = (from + 1 + rng.int(count - 1)) % count;
  const discard = [...state.discard];
  const [moved] = discard.splice(from, 1);
  if (moved === undefined) return null;
  discard.splice(to, 0, moved);
  return { ...state, discard };
};

/** The wedge set aside for the pile while its player draws (A-CH-12, 2.0.0) is theirs to know. */
const swapOutgoingWedge: Perturbation = (state, viewer, rng) => {
  const outgoing = state.outgoingWedge;
  const seat = pick(hiddenSupplies(state, viewer), rng);
  if (outgoing === null || seatOf(viewer) === state.turn || seat === undefined) return null;
  const supply = state.players[seat]?.supply ?? [];
  const x = pick(supply, rng);
  if (x === undefined) return null;
  const kept = supply.filter((w) => w.id !== x.id);
  return {
    ...withPlayer(state, seat, { supply: sortMarketWedges([...kept, outgoing]) }),
    outgoingWedge: x,
  };
};

/** Every kind of hidden information of RULES §4.12, each with its perturbation. */
export const PERTURBATIONS = {
  handsBetweenOpponents: swapBetweenHands,
  drawPileOrder: swapDeepInDrawPile,
  handAgainstDrawPile: swapWithDrawPile('hand', hiddenHands),
  fulfilmentPile: swapWithDrawPile('fulfilment', hiddenFulfilment),
  hiddenMarketSide: changeHiddenMarketSide,
  sharpSupplyOrDiscard: swapSupplyWedge,
  sharpDiscardOrder: reorderDiscard,
  sharpOutgoingWedge: swapOutgoingWedge,
} as const satisfies Record<string, Perturbation>;

/** One applicable perturbation, chosen at random so that every kind gets exercised. */
export function perturbHidden(
  state: CheesonomicsState,
  viewer: Viewer,
  rng: Rng,
): CheesonomicsState | null {
  if (state.phase.kind === 'over') return null;
  for (const perturb of rng.shuffle(Object.values(PERTURBATIONS))) {
    const changed = perturb(state, viewer, rng);
    if (changed !== null) return changed;
  }
  return null;
}
