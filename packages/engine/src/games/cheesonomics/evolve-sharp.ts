import type { Seat } from '../../kernel/index.ts';
import type { MarketWedge } from './components.ts';
import { updatePlayer } from './players.ts';
import type {
  CheesonomicsEvent,
  CheesonomicsState,
  MarketSlot,
  Phase,
  SaleFollowUp,
} from './types.ts';
import { sortMarketWedges, withoutMarketWedge } from './wedges.ts';

const SHARP_EVENTS = [
  'market_replaced',
  'discard_drawn',
  'moove_declined',
  'supply_discarded',
  'supply_shown',
  'supplies_swapped',
] as const;

type Ev<T extends CheesonomicsEvent['type']> = Extract<CheesonomicsEvent, { type: T }>;
export type SharpEvent = Ev<(typeof SHARP_EVENTS)[number]>;

export function isSharpEvent(event: CheesonomicsEvent): event is SharpEvent {
  return (SHARP_EVENTS as readonly string[]).includes(event.type);
}

const NO_SALE: SaleFollowUp = { colours: [], moove: false };

export function withSlot(
  state: CheesonomicsState,
  index: number,
  slot: MarketSlot,
): CheesonomicsState {
  return { ...state, market: state.market.map((s, i) => (i === index ? slot : s)) };
}

function addToSupply(state: CheesonomicsState, seat: Seat, wedge: MarketWedge): CheesonomicsState {
  return updatePlayer(state, seat, (p) => ({
    ...p,
    supply: sortMarketWedges([...p.supply, wedge]),
  }));
}

function removeFromSupply(state: CheesonomicsState, seat: Seat, id: number): CheesonomicsState {
  return updatePlayer(state, seat, (p) => ({ ...p, supply: withoutMarketWedge(p.supply, id) }));
}

/** RULES §4.9 Sharp Sell step 2 (A-CH-12): where the wedge taken out of the market goes. */
function replenish(
  state: CheesonomicsState,
  event: Ev<'market_replaced'>,
  sale: SaleFollowUp,
): CheesonomicsState {
  switch (state.rules.replenish) {
    case 'pile_with_removed':
      return {
        ...state,
        discard: [...state.discard, event.removed],
        phase: { kind: 'replenish', sale },
      };
    case 'pile_before_removed':
      // Nothing is available to draw, so the seller retains the wedge they removed.
      if (state.discard.length === 0) {
        return { ...addToSupply(state, event.seat, event.removed), phase: { kind: 'flip', sale } };
      }
      return { ...state, outgoingWedge: event.removed, phase: { kind: 'replenish', sale } };
  }
}

/** RULES §4.9 moove (a) (A-CH-12): where the discarded supply wedge goes before the draw. */
function discardFromSupply(
  state: CheesonomicsState,
  event: Ev<'supply_discarded'>,
): CheesonomicsState {
  const without = removeFromSupply(state, event.seat, event.wedge.id);
  switch (state.rules.mooveDiscard) {
    case 'pile_with_discarded':
      return {
        ...without,
        discard: [...state.discard, event.wedge],
        phase: { kind: 'moove_draw' },
      };
    case 'pile_before_discarded':
      return { ...without, outgoingWedge: event.wedge, phase: { kind: 'moove_draw' } };
  }
}

/** The drawn wedge leaves the pile; a wedge set aside for the pile joins it only now. */
function drawFromDiscard(state: CheesonomicsState, event: Ev<'discard_drawn'>): CheesonomicsState {
  const { phase, outgoingWedge } = state;
  const rest = withoutMarketWedge(state.discard, event.wedge.id);
  const next: Phase =
    phase.kind === 'replenish' ? { kind: 'flip', sale: phase.sale } : { kind: 'turn_end' };
  return {
    ...addToSupply(state, event.seat, event.wedge),
    discard: outgoingWedge === null ? rest : [...rest, outgoingWedge],
    outgoingWedge: null,
    phase: next,
  };
}

function swapSupplies(state: CheesonomicsState, event: Ev<'supplies_swapped'>): CheesonomicsState {
  const mine = addToSupply(
    removeFromSupply(state, event.seat, event.given.id),
    event.seat,
    event.taken,
  );
  const theirs = addToSupply(
    removeFromSupply(mine, event.target, event.taken.id),
    event.target,
    event.given,
  );
  return { ...theirs, phase: { kind: 'turn_end' } };
}

/** The fold of the Sharp sale steps (RULES §4.9): replace, replenish and the moove. */
export function evolveSharp(state: CheesonomicsState, event: SharpEvent): CheesonomicsState {
  switch (event.type) {
    case 'market_replaced': {
      const placed = withSlot(state, event.slot, { wedge: event.placed, up: event.up });
      const sale = state.phase.kind === 'replace' ? state.phase.sale : NO_SALE;
      return replenish(removeFromSupply(placed, event.seat, event.placed.id), event, sale);
    }
    case 'discard_drawn':
      return drawFromDiscard(state, event);
    case 'moove_declined':
      return { ...state, phase: { kind: 'turn_end' } };
    case 'supply_discarded':
      return discardFromSupply(state, event);
    case 'supply_shown':
      return { ...state, phase: { kind: 'steal', target: event.seat } };
    case 'supplies_swapped':
      return swapSupplies(state, event);
  }
}
