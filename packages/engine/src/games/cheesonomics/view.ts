import type { Outcome, Seat, Viewer } from '../../kernel/index.ts';
import type { Category, Colour, Knife, MarketSide, MarketWedge, WedgeCode } from './components.ts';
import { activeSeats } from './legal.ts';
import { prices, upSide } from './market.ts';
import type { CheesonomicsOptions } from './options.ts';
import { MARKET_WHEEL_SIZE } from './options.ts';
import type { CheesonomicsState, MarketSlot, Phase } from './types.ts';
import { sortMarketWedges } from './wedges.ts';

export interface MarketSlotView {
  readonly slot: number;
  readonly wheel: number;
  /** The face-up side; the other side is hidden from everyone (A-CH-14). */
  readonly up: MarketSide;
  /** The whole wedge and its orientation: only once the game is over. */
  readonly revealed: MarketSlot | null;
}

export interface PlayerView {
  readonly seat: Seat;
  readonly knife: Knife | null;
  readonly knifeOn: Category | null;
  readonly curds: number;
  readonly wheel: readonly WedgeCode[];
  readonly handSize: number;
  /** The owner's own hand (everyone's once the game is over). */
  readonly hand: readonly WedgeCode[] | null;
  readonly fulfilmentSize: number;
  readonly fulfilment: readonly WedgeCode[] | null;
  readonly supplySize: number;
  readonly supply: readonly MarketWedge[] | null;
}

export interface Shown<T> {
  readonly seat: Seat;
  readonly items: readonly T[];
}

export interface CheesonomicsView {
  readonly seatCount: number;
  readonly options: CheesonomicsOptions;
  readonly viewer: Seat | null;
  readonly startingSeat: Seat;
  readonly turn: Seat;
  readonly endTrigger: Seat | null;
  readonly activeSeats: readonly Seat[];
  readonly phase: Phase;
  readonly drawPileSize: number;
  readonly removedCount: number;
  readonly market: readonly MarketSlotView[];
  readonly prices: Readonly<Record<Colour, number>>;
  readonly discardSize: number;
  /**
   * The Sharp discard pile: to a player drawing from it (A-CH-15), and to all at the end; sorted
   * by wedge id, since the order of discarding would tell which wedge an opponent discarded
   * (A-CH-18).
   */
  readonly discard: readonly MarketWedge[] | null;
  readonly players: readonly PlayerView[];
  /** A hand shown to the churner, while they pick from it (RULES §4.6.2). */
  readonly shownHand: Shown<WedgeCode> | null;
  /** A supply shown to a stealing player, while they choose (RULES §4.9 moove b). */
  readonly shownSupply: Shown<MarketWedge> | null;
  /** Draw pile order, removed wedges, removed market wedges: only once the game is over. */
  readonly hidden: {
    readonly drawPile: readonly WedgeCode[];
    readonly removed: readonly WedgeCode[];
    readonly marketRemoved: readonly MarketWedge[];
  } | null;
  readonly outcome: Outcome | null;
}

const viewerSeat = (viewer: Viewer): Seat | null => (viewer.kind === 'seat' ? viewer.seat : null);

function shownHand(state: CheesonomicsState, seat: Seat | null): Shown<WedgeCode> | null {
  const { phase } = state;
  if (phase.kind !== 'churn' || phase.showing === null || seat !== state.turn) return null;
  return { seat: phase.showing, items: state.players[phase.showing]?.hand ?? [] };
}

function shownSupply(state: CheesonomicsState, seat: Seat | null): Shown<MarketWedge> | null {
  const { phase } = state;
  if (phase.kind !== 'steal' || seat !== state.turn) return null;
  return { seat: phase.target, items: state.players[phase.target]?.supply ?? [] };
}

function discardVisible(state: CheesonomicsState, seat: Seat | null): boolean {
  const { kind } = state.phase;
  if (kind === 'over') return true;
  return seat === state.turn && (kind === 'replenish' || kind === 'moove_draw');
}

function playerViews(state: CheesonomicsState, seat: Seat | null, over: boolean): PlayerView[] {
  return state.players.map((p, i) => {
    const own = over || seat === i;
    return {
      seat: i,
      knife: p.knife,
      knifeOn: p.knifeOn,
      curds: p.curds,
      wheel: p.wheel,
      handSize: p.hand.length,
      hand: own ? p.hand : null,
      fulfilmentSize: p.fulfilment.length,
      fulfilment: own ? p.fulfilment : null,
      supplySize: p.supply.length,
      supply: own ? p.supply : null,
    };
  });
}

/** RULES §4.12: what `viewer` may see; everything once the game is over. */
export function view(state: CheesonomicsState, viewer: Viewer): CheesonomicsView {
  const seat = viewerSeat(viewer);
  const over = state.phase.kind === 'over';
  return {
    seatCount: state.seatCount,
    options: state.options,
    viewer: seat,
    startingSeat: state.startingSeat,
    turn: state.turn,
    endTrigger: state.endTrigger,
    activeSeats: activeSeats(state),
    phase: state.phase,
    drawPileSize: state.drawPile.length,
    removedCount: state.removed.length,
    market: state.market.map((slot, i) => ({
      slot: i,
      wheel: Math.floor(i / MARKET_WHEEL_SIZE),
      up: upSide(slot),
      revealed: over ? slot : null,
    })),
    prices: prices(state.market),
    discardSize: state.discard.length,
    discard: discardVisible(state, seat) ? sortMarketWedges(state.discard) : null,
    players: playerViews(state, seat, over),
    shownHand: shownHand(state, seat),
    shownSupply: shownSupply(state, seat),
    hidden: over
      ? { drawPile: state.drawPile, removed: state.removed, marketRemoved: state.marketRemoved }
      : null,
    outcome: state.phase.kind === 'over' ? state.phase.outcome : null,
  };
}
