import type { GameConfig, Seat } from '../../kernel/index.ts';
import { COLOURS, colourOf, hasMarketSymbol, otherSide } from './components.ts';
import type { WedgeCode } from './components.ts';
import { finalScores, updatePlayer } from './players.ts';
import type { CheesonomicsOptions } from './options.ts';
import type {
  CheesonomicsEvent,
  CheesonomicsState,
  Phase,
  PlayerState,
  SaleFollowUp,
} from './types.ts';
import { addCodes, removeCodes, sortMarketWedges } from './wedges.ts';
import { evolveChurn, isChurnEvent } from './evolve-churn.ts';
import { evolveSharp, isSharpEvent, withSlot } from './evolve-sharp.ts';
import type { CheesonomicsRules } from './versions.ts';

export function initialState(
  config: GameConfig<CheesonomicsOptions>,
  rules: CheesonomicsRules,
): CheesonomicsState {
  const player: PlayerState = {
    knife: null,
    knifeOn: null,
    hand: [],
    wheel: [],
    fulfilment: [],
    curds: 0,
    supply: [],
  };
  return {
    options: config.options,
    rules,
    seatCount: config.seatCount,
    drawPile: [],
    removed: [],
    market: [],
    marketRemoved: [],
    discard: [],
    outgoingWedge: null,
    players: Array.from({ length: config.seatCount }, () => player),
    startingSeat: 0,
    turn: 0,
    endTrigger: null,
    phase: { kind: 'setup' },
  };
}

function saleFollowUp(state: CheesonomicsState, wedges: readonly WedgeCode[]): SaleFollowUp {
  const sold = new Set(wedges.map(colourOf));
  return {
    colours: COLOURS.filter((c) => sold.has(c)),
    moove: state.options.flavour === 'sharp' && wedges.some(hasMarketSymbol),
  };
}

/** Wedges leave the wheel face down for the fulfilment pile, and the income is paid. */
function sell(state: CheesonomicsState, seat: Seat, wedges: readonly WedgeCode[], income: number) {
  return updatePlayer(state, seat, (p) => ({
    ...p,
    wheel: removeCodes(p.wheel, wedges),
    fulfilment: addCodes(p.fulfilment, wedges),
    curds: p.curds + income,
  }));
}

/** After the flip (done or skipped): the optional Sharp moove, or the end of the action. */
function afterFlip(state: CheesonomicsState): Phase {
  return state.phase.kind === 'flip' && state.phase.sale.moove
    ? { kind: 'moove' }
    : { kind: 'turn_end' };
}

function popQueue(state: CheesonomicsState): CheesonomicsState {
  if (state.phase.kind !== 'final_sales') return state;
  return { ...state, phase: { kind: 'final_sales', queue: state.phase.queue.slice(1) } };
}

function evolveSetup(state: CheesonomicsState, event: CheesonomicsEvent): CheesonomicsState {
  switch (event.type) {
    case 'cheese_dealt':
      return {
        ...state,
        removed: event.removed,
        drawPile: event.drawPile,
        players: state.players.map((p, i) => ({ ...p, hand: addCodes([], event.hands[i] ?? []) })),
      };
    case 'market_laid_out':
      return {
        ...state,
        market: event.slots,
        marketRemoved: event.removed,
        discard: event.discard,
        players: state.players.map((p, i) => ({
          ...p,
          supply: sortMarketWedges(event.supplies[i] ?? []),
        })),
      };
    case 'knives_dealt':
      return {
        ...state,
        startingSeat: event.startingSeat,
        players: state.players.map((p, i) => ({ ...p, knife: event.knives[i] ?? p.knife })),
      };
    default:
      return state;
  }
}

function evolveSale(state: CheesonomicsState, event: CheesonomicsEvent): CheesonomicsState {
  switch (event.type) {
    case 'sold': {
      const sale = saleFollowUp(state, event.wedges);
      const phase: Phase =
        state.options.flavour === 'sharp' ? { kind: 'replace', sale } : { kind: 'flip', sale };
      return { ...sell(state, event.seat, event.wedges, event.income), phase };
    }
    case 'final_sold':
      return popQueue(sell(state, event.seat, event.wedges, event.income));
    case 'market_flipped': {
      const slot = state.market[event.slot];
      const flipped =
        slot === undefined
          ? state
          : withSlot(state, event.slot, { ...slot, up: otherSide(slot.up) });
      return { ...flipped, phase: afterFlip(state) };
    }
    case 'flip_skipped':
      return { ...state, phase: afterFlip(state) };
    default:
      return evolveEnd(state, event);
  }
}

function evolveEnd(state: CheesonomicsState, event: CheesonomicsEvent): CheesonomicsState {
  switch (event.type) {
    case 'final_sales_started':
      return { ...state, phase: { kind: 'final_sales', queue: event.seats } };
    case 'final_sale_passed':
      return popQueue(state);
    case 'wheels_liquidated':
      return {
        ...state,
        players: state.players.map((p, i) => ({ ...p, curds: p.curds + (event.curds[i] ?? 0) })),
      };
    case 'animal_bonus':
      return {
        ...state,
        players: state.players.map((p, i) =>
          event.seats.includes(i) ? { ...p, curds: p.curds + event.amount } : p,
        ),
      };
    case 'game_ended':
      return {
        ...state,
        phase: {
          kind: 'over',
          outcome: {
            winners: event.winners,
            scores: finalScores(state),
            reason: 'DRAW_PILE_EMPTY',
            tieBreak: event.tieBreak,
          },
        },
      };
    default:
      return evolveSetup(state, event);
  }
}

function evolveTurn(state: CheesonomicsState, event: CheesonomicsEvent): CheesonomicsState {
  switch (event.type) {
    case 'turn_started':
      return { ...state, turn: event.seat, phase: { kind: 'action' } };
    case 'knife_lifted':
      return updatePlayer(state, event.seat, (p) => ({ ...p, knifeOn: null }));
    case 'knife_placed':
      return {
        ...updatePlayer(state, event.seat, (p) => ({ ...p, knifeOn: event.category })),
        phase: { kind: 'turn_end' },
      };
    case 'produced':
      return {
        ...updatePlayer(state, event.seat, (p) => ({
          ...p,
          hand: removeCodes(p.hand, event.wedges),
          wheel: addCodes(p.wheel, event.wedges),
        })),
        phase: { kind: 'turn_end' },
      };
    case 'wedges_drawn':
      return {
        ...updatePlayer(state, event.seat, (p) => ({ ...p, hand: addCodes(p.hand, event.wedges) })),
        drawPile: state.drawPile.slice(event.wedges.length),
      };
    case 'end_triggered':
      return { ...state, endTrigger: event.seat };
    default:
      return evolveSale(state, event);
  }
}

/** The fold: pure and total; an event that does not fit the state leaves it unchanged. */
export function evolve(state: CheesonomicsState, event: CheesonomicsEvent): CheesonomicsState {
  if (isChurnEvent(event)) return evolveChurn(state, event);
  return isSharpEvent(event) ? evolveSharp(state, event) : evolveTurn(state, event);
}
