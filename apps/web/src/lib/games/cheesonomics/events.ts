/**
 * The events of Cheesonomics as a viewer receives them: whole once the game is over, redacted
 * during play (hidden lists become `{ size, items: null }` and hidden wedges `null`). One type
 * covers both forms, so the log reads the same code path either way.
 */
import type { CheesonomicsPublicEvent } from '@tavolo/sdk/games';
import type {
  Animal,
  Category,
  Knife,
  MarketSide,
  MarketSlot,
  MarketWedge,
  SideName,
  WedgeCode,
} from './model.ts';

/** A list some viewers see in full: the whole list, a concealed one, or (setup piles) a count. */
export type Listed<T> =
  readonly T[] | { readonly size: number; readonly items: readonly T[] | null } | number;

export function itemsOf<T>(list: Listed<T>): readonly T[] | null {
  if (typeof list === 'number') return null;
  return Array.isArray(list) ? list : (list as { readonly items: readonly T[] | null }).items;
}

export function sizeOf<T>(list: Listed<T>): number {
  if (typeof list === 'number') return list;
  return Array.isArray(list) ? list.length : (list as { readonly size: number }).size;
}

type Seat = number;
interface Move {
  readonly from: Seat;
  readonly to: Seat;
  readonly wedge: WedgeCode | null;
}

export type GameEvent =
  | {
      readonly type: 'cheese_dealt';
      readonly removed: Listed<WedgeCode>;
      readonly hands: readonly Listed<WedgeCode>[];
      readonly drawPile: Listed<WedgeCode>;
    }
  | {
      readonly type: 'market_laid_out';
      readonly slots: readonly (MarketSlot | MarketSide)[];
      readonly removed: Listed<MarketWedge>;
      readonly supplies: readonly Listed<MarketWedge>[];
      readonly discard: Listed<MarketWedge>;
    }
  | {
      readonly type: 'knives_dealt';
      readonly knives: readonly Knife[];
      readonly startingSeat: Seat;
    }
  | {
      readonly type:
        | 'turn_started'
        | 'knife_lifted'
        | 'churn_skipped'
        | 'end_triggered'
        | 'flip_skipped'
        | 'moove_declined';
      readonly seat: Seat;
    }
  | {
      readonly type: 'churn_started' | 'knife_placed';
      readonly seat: Seat;
      readonly category: Category;
    }
  | {
      readonly type: 'hand_shown';
      readonly seat: Seat;
      readonly to: Seat;
      readonly hand: Listed<WedgeCode>;
    }
  | ({ readonly type: 'wedge_given' | 'wedge_picked' | 'wedge_returned' } & Move)
  | {
      readonly type: 'produced';
      readonly seat: Seat;
      readonly category: Category;
      readonly wedges: readonly WedgeCode[];
    }
  | { readonly type: 'wedges_drawn'; readonly seat: Seat; readonly wedges: Listed<WedgeCode> }
  | {
      readonly type: 'sold' | 'final_sold';
      readonly seat: Seat;
      readonly wedges: readonly WedgeCode[];
      readonly income: number;
    }
  | {
      readonly type: 'market_flipped';
      readonly seat: Seat;
      readonly slot: number;
      readonly shown: MarketSide;
    }
  | {
      readonly type: 'market_replaced';
      readonly seat: Seat;
      readonly slot: number;
      /** Redacted form: the public sides. */
      readonly shown?: MarketSide;
      readonly replacedShown?: MarketSide;
      /** Whole form (and the placer's own redacted form): the wedges and their orientation. */
      readonly placed: MarketWedge | null;
      readonly up: SideName | null;
      readonly removed?: MarketWedge;
      readonly removedUp?: SideName;
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
      readonly supply: Listed<MarketWedge>;
    }
  | {
      readonly type: 'supplies_swapped';
      readonly seat: Seat;
      readonly target: Seat;
      readonly given: MarketWedge | null;
      readonly taken: MarketWedge | null;
    }
  | { readonly type: 'final_sales_started'; readonly seats: readonly Seat[] }
  | {
      readonly type: 'final_sale_passed';
      readonly seat: Seat;
      readonly reason: 'declined' | 'no_sale_possible';
    }
  | { readonly type: 'wheels_liquidated'; readonly curds: readonly number[] }
  | {
      readonly type: 'animal_bonus';
      readonly animal: Animal;
      readonly amount: number;
      readonly seats: readonly Seat[];
    }
  | {
      readonly type: 'game_ended';
      readonly winners: readonly Seat[];
      readonly tieBreak: string | null;
    };

export const EVENT_TYPES = [
  'cheese_dealt',
  'market_laid_out',
  'knives_dealt',
  'turn_started',
  'knife_lifted',
  'churn_started',
  'hand_shown',
  'churn_skipped',
  'wedge_given',
  'wedge_picked',
  'wedge_returned',
  'knife_placed',
  'produced',
  'wedges_drawn',
  'end_triggered',
  'sold',
  'market_flipped',
  'flip_skipped',
  'market_replaced',
  'discard_drawn',
  'moove_declined',
  'supply_discarded',
  'supply_shown',
  'supplies_swapped',
  'final_sales_started',
  'final_sold',
  'final_sale_passed',
  'wheels_liquidated',
  'animal_bonus',
  'game_ended',
] as const satisfies readonly GameEvent['type'][];

export function asEvent(event: unknown): GameEvent | null {
  if (typeof event !== 'object' || event === null || !('type' in event)) return null;
  const { type } = event;
  return typeof type === 'string' && (EVENT_TYPES as readonly string[]).includes(type)
    ? (event as GameEvent)
    : null;
}

/** True when A and B are the same union of names. */
type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Accepts only true: a check made by the compiler. */
type Holds<Check extends true> = Check;
/**
 * GameEvent is written out above because it also covers the redacted forms a viewer receives
 * during play; its event types must be exactly the engine's, so an event added to or removed from
 * the engine fails svelte-check here.
 */
export type EventTypesMatchTheEngine = Holds<
  SameNames<GameEvent['type'], CheesonomicsPublicEvent['type']>
>;
