import type { RuleViolation, Seat } from '../../kernel/index.ts';
import { CATEGORIES, matches } from './components.ts';
import { CheesonomicsCode, notNow, refusal } from './codes.ts';
import type { Emitter } from './emitter.ts';
import { slotsShowing, upSide } from './market.ts';
import { HAND_SIZE } from './options.ts';
import { handOf } from './players.ts';
import { income, possibleSales, saleProblem } from './sales.ts';
import type { CheesonomicsCommand, CheesonomicsState } from './types.ts';
import { sortCodes } from './wedges.ts';

type Command<T extends CheesonomicsCommand['type']> = Extract<CheesonomicsCommand, { type: T }>;

const onAction = (state: CheesonomicsState, actor: Seat): boolean =>
  state.phase.kind === 'action' && state.turn === actor;

export function produceProblem(
  state: CheesonomicsState,
  actor: Seat,
  command: Command<'produce'>,
): RuleViolation | null {
  if (!onAction(state, actor)) return notNow('produce');
  return handOf(state, actor).some((w) => matches(w, command.category))
    ? null
    : refusal(CheesonomicsCode.NothingToProduce, `You hold no ${command.category} wedge (A-CH-9).`);
}

/** RULES §4.7: all wedges of the category to the wheel, redraw to 5, an empty pile triggers the end. */
export function applyProduce(em: Emitter, actor: Seat, command: Command<'produce'>): void {
  const wedges = handOf(em.state, actor).filter((w) => matches(w, command.category));
  em.emit({ type: 'produced', seat: actor, category: command.category, wedges });
  const wanted = Math.max(0, HAND_SIZE - handOf(em.state, actor).length);
  const drawn = em.state.drawPile.slice(0, wanted);
  // Sorted: the drawn order would tell the drawer about the pile's order.
  if (drawn.length > 0) em.emit({ type: 'wedges_drawn', seat: actor, wedges: sortCodes(drawn) });
  if (em.state.drawPile.length === 0 && em.state.endTrigger === null) {
    em.emit({ type: 'end_triggered', seat: actor });
  }
}

function wheelOf(state: CheesonomicsState, seat: Seat) {
  return state.players[seat]?.wheel ?? [];
}

export function sellProblem(
  state: CheesonomicsState,
  actor: Seat,
  command: Command<'sell'>,
): RuleViolation | null {
  if (!onAction(state, actor)) return notNow('sell');
  return saleProblem(wheelOf(state, actor), state.market, command.wedges);
}

export function applySell(em: Emitter, actor: Seat, command: Command<'sell'>): void {
  const earned = income(em.state.market, command.wedges);
  em.emit({ type: 'sold', seat: actor, wedges: command.wedges, income: earned });
}

export function flipProblem(
  state: CheesonomicsState,
  actor: Seat,
  command: Command<'flip'>,
): RuleViolation | null {
  const { phase } = state;
  if (phase.kind !== 'flip' || state.turn !== actor) return notNow('flip a market wedge');
  if (!slotsShowing(state.market, phase.sale.colours).includes(command.slot)) {
    return refusal(
      CheesonomicsCode.SlotNotSoldColour,
      `Flip a market wedge showing a colour you just sold (${phase.sale.colours.join(', ')}).`,
    );
  }
  return null;
}

export function applyFlip(em: Emitter, actor: Seat, command: Command<'flip'>): void {
  const slot = em.state.market[command.slot];
  if (slot === undefined) return;
  const shown = upSide({ ...slot, up: slot.up === 'a' ? 'b' : 'a' });
  em.emit({ type: 'market_flipped', seat: actor, slot: command.slot, shown });
}

const finalSeller = (state: CheesonomicsState): Seat | null =>
  state.phase.kind === 'final_sales' ? (state.phase.queue[0] ?? null) : null;

export function finalSellProblem(
  state: CheesonomicsState,
  actor: Seat,
  command: Command<'final_sell'>,
): RuleViolation | null {
  if (finalSeller(state) !== actor) return notNow('make a final sale');
  return saleProblem(wheelOf(state, actor), state.market, command.wedges);
}

/** RULES §4.10.2: one sale at current prices, without moving the market. */
export function applyFinalSell(em: Emitter, actor: Seat, command: Command<'final_sell'>): void {
  const earned = income(em.state.market, command.wedges);
  em.emit({ type: 'final_sold', seat: actor, wedges: command.wedges, income: earned });
}

export function declineFinalProblem(state: CheesonomicsState, actor: Seat): RuleViolation | null {
  return finalSeller(state) === actor ? null : notNow('decline a final sale');
}

/** Every action-step command `seat` could conceivably send now (filtered by the problems above). */
export function actionCandidates(state: CheesonomicsState, seat: Seat): CheesonomicsCommand[] {
  const { phase } = state;
  const sales = possibleSales(wheelOf(state, seat), state.market);
  if (phase.kind === 'final_sales') {
    return [
      ...sales.map((wedges): CheesonomicsCommand => ({ type: 'final_sell', wedges })),
      { type: 'decline_final_sell' },
    ];
  }
  if (phase.kind === 'flip') {
    return state.market.map((_, slot): CheesonomicsCommand => ({ type: 'flip', slot }));
  }
  return [
    ...CATEGORIES.map((category): CheesonomicsCommand => ({ type: 'produce', category })),
    ...sales.map((wedges): CheesonomicsCommand => ({ type: 'sell', wedges })),
  ];
}
