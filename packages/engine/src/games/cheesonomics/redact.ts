import type { Seat, Viewer } from '../../kernel/index.ts';
import type { MarketSide, MarketWedge, SideName, WedgeCode } from './components.ts';
import { upSide } from './market.ts';
import type { CheesonomicsEvent } from './types.ts';

/** A list whose contents only some viewers may see; everyone sees its size. */
export interface Concealed<T> {
  readonly size: number;
  readonly items: readonly T[] | null;
}

type Ev<T extends CheesonomicsEvent['type']> = Extract<CheesonomicsEvent, { type: T }>;

const HIDDEN_TYPES = [
  'cheese_dealt',
  'market_laid_out',
  'hand_shown',
  'wedge_given',
  'wedge_picked',
  'wedge_returned',
  'wedges_drawn',
  'market_replaced',
  'discard_drawn',
  'supply_discarded',
  'supply_shown',
  'supplies_swapped',
] as const;
type HiddenType = (typeof HIDDEN_TYPES)[number];

export type CheesonomicsPublicEvent =
  | Exclude<CheesonomicsEvent, { type: HiddenType }>
  | {
      readonly type: 'cheese_dealt';
      readonly removed: number;
      readonly hands: readonly Concealed<WedgeCode>[];
      readonly drawPile: number;
    }
  | {
      readonly type: 'market_laid_out';
      readonly slots: readonly MarketSide[];
      readonly removed: number;
      readonly supplies: readonly Concealed<MarketWedge>[];
      readonly discard: number;
    }
  | {
      readonly type: 'hand_shown';
      readonly seat: Seat;
      readonly to: Seat;
      readonly hand: Concealed<WedgeCode>;
    }
  | {
      readonly type: 'wedge_given' | 'wedge_picked' | 'wedge_returned';
      readonly from: Seat;
      readonly to: Seat;
      readonly wedge: WedgeCode | null;
    }
  | { readonly type: 'wedges_drawn'; readonly seat: Seat; readonly wedges: Concealed<WedgeCode> }
  | {
      readonly type: 'market_replaced';
      readonly seat: Seat;
      readonly slot: number;
      /** The new face-up side, and what was face up before: both are public. */
      readonly shown: MarketSide;
      readonly replacedShown: MarketSide;
      /** The placed wedge and its orientation: to the player who placed it. */
      readonly placed: MarketWedge | null;
      readonly up: SideName | null;
    }
  | {
      readonly type: 'discard_drawn' | 'supply_discarded';
      readonly seat: Seat;
      readonly wedge: MarketWedge | null;
    }
  | {
      readonly type: 'supply_shown';
      readonly seat: Seat;
      readonly to: Seat;
      readonly supply: Concealed<MarketWedge>;
    }
  | {
      readonly type: 'supplies_swapped';
      readonly seat: Seat;
      readonly target: Seat;
      readonly given: MarketWedge | null;
      readonly taken: MarketWedge | null;
    };

function isHidden(event: CheesonomicsEvent): event is Ev<HiddenType> {
  return (HIDDEN_TYPES as readonly string[]).includes(event.type);
}

function sees(viewer: Viewer, ...seats: readonly Seat[]): boolean {
  return viewer.kind === 'seat' && seats.includes(viewer.seat);
}

function conceal<T>(items: readonly T[], visible: boolean): Concealed<T> {
  return { size: items.length, items: visible ? items : null };
}

function redactSetup(event: Ev<'cheese_dealt' | 'market_laid_out'>, viewer: Viewer) {
  if (event.type === 'cheese_dealt') {
    return {
      type: event.type,
      removed: event.removed.length,
      hands: event.hands.map((hand, seat) => conceal(hand, sees(viewer, seat))),
      drawPile: event.drawPile.length,
    };
  }
  return {
    type: event.type,
    slots: event.slots.map(upSide),
    removed: event.removed.length,
    supplies: event.supplies.map((supply, seat) => conceal(supply, sees(viewer, seat))),
    discard: event.discard.length,
  };
}

/** RULES §4.12 applied to the log: each event as `viewer` may see it during play. */
export function redactEvent(event: CheesonomicsEvent, viewer: Viewer): CheesonomicsPublicEvent {
  if (!isHidden(event)) return event;
  switch (event.type) {
    case 'cheese_dealt':
    case 'market_laid_out':
      return redactSetup(event, viewer);
    case 'hand_shown':
      return { ...event, hand: conceal(event.hand, sees(viewer, event.seat, event.to)) };
    case 'wedge_given':
    case 'wedge_picked':
    case 'wedge_returned':
      return { ...event, wedge: sees(viewer, event.from, event.to) ? event.wedge : null };
    case 'wedges_drawn':
      return { ...event, wedges: conceal(event.wedges, sees(viewer, event.seat)) };
    case 'market_replaced': {
      const own = sees(viewer, event.seat);
      return {
        type: event.type,
        seat: event.seat,
        slot: event.slot,
        shown: upSide({ wedge: event.placed, up: event.up }),
        replacedShown: replacedSide(event),
        placed: own ? event.placed : null,
        up: own ? event.up : null,
      };
    }
    case 'discard_drawn':
    case 'supply_discarded':
      return { ...event, wedge: sees(viewer, event.seat) ? event.wedge : null };
    case 'supply_shown':
      return { ...event, supply: conceal(event.supply, sees(viewer, event.seat, event.to)) };
    case 'supplies_swapped': {
      const involved = sees(viewer, event.seat, event.target);
      return {
        ...event,
        given: involved ? event.given : null,
        taken: involved ? event.taken : null,
      };
    }
  }
}

/** The face-up side of the replaced wedge, public before it left the market. */
function replacedSide(event: Ev<'market_replaced'>): MarketSide {
  return event.removedUp === 'a' ? event.removed.a : event.removed.b;
}
