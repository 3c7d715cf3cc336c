import type { Outcome, Seat } from '../../kernel/index.ts';
import type {
  Animal,
  Category,
  Colour,
  Knife,
  MarketSide,
  MarketWedge,
  SideName,
  WedgeCode,
} from './components.ts';
import type { CheesonomicsOptions } from './options.ts';
import type { CheesonomicsRules } from './versions.ts';

/** A market position (0–14; wheel = slot / 5) and the wedge lying there, with the side up. */
export interface MarketSlot {
  readonly wedge: MarketWedge;
  readonly up: SideName;
}

export interface PlayerState {
  /** Null only before the knives are dealt. */
  readonly knife: Knife | null;
  /** The tray space the knife covers, or null when the knife is in front of its owner. */
  readonly knifeOn: Category | null;
  /** Multisets of wedge codes, kept sorted so that equal contents compare equal. */
  readonly hand: readonly WedgeCode[];
  readonly wheel: readonly WedgeCode[];
  readonly fulfilment: readonly WedgeCode[];
  readonly curds: number;
  /** Sharp only: the player's personal supply of market wedges. */
  readonly supply: readonly MarketWedge[];
}

/** What a Sell leaves to do: flip (and in Sharp replace, replenish, moove) on the sold colours. */
export interface SaleFollowUp {
  readonly colours: readonly Colour[];
  /** Sharp: a sold wedge carried a market symbol, so an optional moove ends the turn. */
  readonly moove: boolean;
}

export interface ChurnPhase {
  readonly kind: 'churn';
  readonly category: Category;
  /** Opponents who still have to give, in turn order; the first one is being asked. */
  readonly waiting: readonly Seat[];
  /** Opponents who gave and are owed exactly one wedge back. */
  readonly owed: readonly Seat[];
  /** The asked opponent showed their hand (no match): the churner picks from it. */
  readonly showing: Seat | null;
}

export type Phase =
  | { readonly kind: 'setup' }
  /** The turn player chooses Churn, Produce or Sell. */
  | { readonly kind: 'action' }
  | ChurnPhase
  | { readonly kind: 'flip'; readonly sale: SaleFollowUp }
  | { readonly kind: 'replace'; readonly sale: SaleFollowUp }
  /** Drawing from the market discard pile, after a replacement or a moove (a). */
  | { readonly kind: 'replenish'; readonly sale: SaleFollowUp }
  | { readonly kind: 'moove' }
  | { readonly kind: 'moove_draw' }
  | { readonly kind: 'steal'; readonly target: Seat }
  /** The action is complete; never rests here after a command. */
  | { readonly kind: 'turn_end' }
  | { readonly kind: 'final_sales'; readonly queue: readonly Seat[] }
  | { readonly kind: 'over'; readonly outcome: Outcome };

export interface CheesonomicsState {
  readonly options: CheesonomicsOptions;
  /** The behaviour of the game's rules version (versions.ts), fixed when the game is created. */
  readonly rules: CheesonomicsRules;
  readonly seatCount: number;
  /** drawPile[0] is the top wedge. Order and contents are hidden from everyone. */
  readonly drawPile: readonly WedgeCode[];
  /** Wedges removed unseen at setup. */
  readonly removed: readonly WedgeCode[];
  readonly market: readonly MarketSlot[];
  /** Mild: the leftover market wedges, out of the game. */
  readonly marketRemoved: readonly MarketWedge[];
  /** Sharp: the market discard pile, in the order wedges joined it (never shown in that order). */
  readonly discard: readonly MarketWedge[];
  /**
   * Sharp, `pile_before_removed` / `pile_before_discarded` rules (A-CH-12): the market wedge just
   * removed by a replacement or discarded by a moove (a), set aside while its player draws from
   * the pile, which it joins after the draw. Null at every other moment. Only its player knows it.
   */
  readonly outgoingWedge: MarketWedge | null;
  readonly players: readonly PlayerState[];
  readonly startingSeat: Seat;
  readonly turn: Seat;
  /** The player whose Produce emptied the draw pile (RULES §4.10.1). */
  readonly endTrigger: Seat | null;
  readonly phase: Phase;
}

export type CheesonomicsCommand =
  | { readonly type: 'churn'; readonly category: Category }
  | { readonly type: 'give'; readonly wedge: WedgeCode }
  | { readonly type: 'pick'; readonly wedge: WedgeCode }
  | { readonly type: 'return_wedge'; readonly to: Seat; readonly wedge: WedgeCode }
  | { readonly type: 'produce'; readonly category: Category }
  /** 1–3 wedges of one colour or one animal, codes sorted. */
  | { readonly type: 'sell'; readonly wedges: readonly WedgeCode[] }
  | { readonly type: 'flip'; readonly slot: number }
  | {
      readonly type: 'replace';
      readonly slot: number;
      readonly wedge: number;
      readonly side_up: SideName;
    }
  | { readonly type: 'take_from_discard'; readonly wedge: number }
  | { readonly type: 'decline_moove' }
  | { readonly type: 'moove_discard'; readonly wedge: number }
  | { readonly type: 'moove_steal'; readonly from: Seat }
  | { readonly type: 'swap_supply'; readonly give: number; readonly take: number }
  | { readonly type: 'final_sell'; readonly wedges: readonly WedgeCode[] }
  | { readonly type: 'decline_final_sell' };

export type FinalSalePassReason = 'declined' | 'no_sale_possible';

export type CheesonomicsEvent =
  /** Setup: the shuffled cheese wedges, split into removed, hands and draw pile. */
  | {
      readonly type: 'cheese_dealt';
      readonly removed: readonly WedgeCode[];
      readonly hands: readonly (readonly WedgeCode[])[];
      readonly drawPile: readonly WedgeCode[];
    }
  | {
      readonly type: 'market_laid_out';
      readonly slots: readonly MarketSlot[];
      readonly removed: readonly MarketWedge[];
      readonly supplies: readonly (readonly MarketWedge[])[];
      readonly discard: readonly MarketWedge[];
    }
  | {
      readonly type: 'knives_dealt';
      readonly knives: readonly Knife[];
      readonly startingSeat: Seat;
    }
  | { readonly type: 'turn_started'; readonly seat: Seat }
  | { readonly type: 'knife_lifted'; readonly seat: Seat }
  | { readonly type: 'churn_started'; readonly seat: Seat; readonly category: Category }
  | {
      readonly type: 'hand_shown';
      readonly seat: Seat;
      readonly to: Seat;
      readonly hand: readonly WedgeCode[];
    }
  | { readonly type: 'churn_skipped'; readonly seat: Seat }
  | {
      readonly type: 'wedge_given';
      readonly from: Seat;
      readonly to: Seat;
      readonly wedge: WedgeCode;
    }
  | {
      readonly type: 'wedge_picked';
      readonly from: Seat;
      readonly to: Seat;
      readonly wedge: WedgeCode;
    }
  | {
      readonly type: 'wedge_returned';
      readonly from: Seat;
      readonly to: Seat;
      readonly wedge: WedgeCode;
    }
  | { readonly type: 'knife_placed'; readonly seat: Seat; readonly category: Category }
  | {
      readonly type: 'produced';
      readonly seat: Seat;
      readonly category: Category;
      readonly wedges: readonly WedgeCode[];
    }
  | { readonly type: 'wedges_drawn'; readonly seat: Seat; readonly wedges: readonly WedgeCode[] }
  | { readonly type: 'end_triggered'; readonly seat: Seat }
  | {
      readonly type: 'sold';
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
  | { readonly type: 'flip_skipped'; readonly seat: Seat }
  | {
      readonly type: 'market_replaced';
      readonly seat: Seat;
      readonly slot: number;
      readonly placed: MarketWedge;
      readonly up: SideName;
      readonly removed: MarketWedge;
      /** The side of the removed wedge that was face up. */
      readonly removedUp: SideName;
    }
  | { readonly type: 'discard_drawn'; readonly seat: Seat; readonly wedge: MarketWedge }
  | { readonly type: 'moove_declined'; readonly seat: Seat }
  | { readonly type: 'supply_discarded'; readonly seat: Seat; readonly wedge: MarketWedge }
  | {
      readonly type: 'supply_shown';
      readonly seat: Seat;
      readonly to: Seat;
      readonly supply: readonly MarketWedge[];
    }
  | {
      readonly type: 'supplies_swapped';
      readonly seat: Seat;
      readonly target: Seat;
      readonly given: MarketWedge;
      readonly taken: MarketWedge;
    }
  | { readonly type: 'final_sales_started'; readonly seats: readonly Seat[] }
  | {
      readonly type: 'final_sold';
      readonly seat: Seat;
      readonly wedges: readonly WedgeCode[];
      readonly income: number;
    }
  | {
      readonly type: 'final_sale_passed';
      readonly seat: Seat;
      readonly reason: FinalSalePassReason;
    }
  /** Liquidation: 1 curd per wedge left on each wheel (RULES §4.10.3). */
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
      readonly tieBreak: 'MOST_COLOURS_SOLD' | 'SHARED' | null;
    };
