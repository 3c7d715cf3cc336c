import type { RuleViolation, Seat } from '../../kernel/index.ts';
import type { MarketWedge, SideName } from './components.ts';
import { CheesonomicsCode, notNow, refusal } from './codes.ts';
import type { Emitter } from './emitter.ts';
import { slotsShowing } from './market.ts';
import { opponentsInOrder } from './players.ts';
import type { CheesonomicsCommand, CheesonomicsState } from './types.ts';
import { sortMarketWedges } from './wedges.ts';

type SharpCommand = Extract<
  CheesonomicsCommand,
  {
    type:
      | 'replace'
      | 'take_from_discard'
      | 'decline_moove'
      | 'moove_discard'
      | 'moove_steal'
      | 'swap_supply';
  }
>;
type Command<T extends SharpCommand['type']> = Extract<SharpCommand, { type: T }>;

const SIDES: readonly SideName[] = ['a', 'b'];

function supplyOf(state: CheesonomicsState, seat: Seat): readonly MarketWedge[] {
  return state.players[seat]?.supply ?? [];
}

function fromSupply(state: CheesonomicsState, seat: Seat, id: number): MarketWedge | undefined {
  return supplyOf(state, seat).find((w) => w.id === id);
}

const notInSupply = (id: number): RuleViolation =>
  refusal(CheesonomicsCode.NotInSupply, `Market wedge ${id} is not in that supply.`);

/** RULES §4.9 Sharp Sell step 1: replace a wedge showing a sold colour with one of your own. */
function replaceProblem(state: CheesonomicsState, command: Command<'replace'>) {
  const { phase } = state;
  if (phase.kind !== 'replace') return notNow('replace a market wedge');
  if (!slotsShowing(state.market, phase.sale.colours).includes(command.slot)) {
    return refusal(
      CheesonomicsCode.SlotNotSoldColour,
      `Replace a market wedge showing a colour you just sold (${phase.sale.colours.join(', ')}).`,
    );
  }
  return fromSupply(state, state.turn, command.wedge) === undefined
    ? notInSupply(command.wedge)
    : null;
}

function takeProblem(state: CheesonomicsState, command: Command<'take_from_discard'>) {
  const { kind } = state.phase;
  if (kind !== 'replenish' && kind !== 'moove_draw') return notNow('draw from the discard pile');
  return state.discard.some((w) => w.id === command.wedge)
    ? null
    : refusal(
        CheesonomicsCode.NotInDiscard,
        `Market wedge ${command.wedge} is not in the discard pile.`,
      );
}

/** RULES §4.9 moove (a): under the 2.0.0 rules a new wedge must come from the pile (A-CH-12). */
function mooveDiscardProblem(state: CheesonomicsState, command: Command<'moove_discard'>) {
  if (state.phase.kind !== 'moove') return notNow('moove');
  if (state.rules.mooveDiscard === 'pile_before_discarded' && state.discard.length === 0) {
    return refusal(
      CheesonomicsCode.DiscardPileEmpty,
      'The discard pile is empty: there is no new market wedge to draw (A-CH-12).',
    );
  }
  return fromSupply(state, state.turn, command.wedge) === undefined
    ? notInSupply(command.wedge)
    : null;
}

function stealProblem(state: CheesonomicsState, command: Command<'moove_steal'>) {
  if (state.phase.kind !== 'moove') return notNow('moove');
  const opponent = opponentsInOrder(state.seatCount, state.turn).includes(command.from);
  if (!opponent || supplyOf(state, command.from).length === 0) {
    return refusal(
      CheesonomicsCode.NotAnOpponent,
      `Seat ${command.from} has no supply to steal from.`,
    );
  }
  return null;
}

function swapProblem(state: CheesonomicsState, command: Command<'swap_supply'>) {
  const { phase } = state;
  if (phase.kind !== 'steal') return notNow('swap market wedges');
  if (fromSupply(state, state.turn, command.give) === undefined) return notInSupply(command.give);
  return fromSupply(state, phase.target, command.take) === undefined
    ? notInSupply(command.take)
    : null;
}

export function sharpProblem(
  state: CheesonomicsState,
  actor: Seat,
  command: SharpCommand,
): RuleViolation | null {
  if (state.turn !== actor) return notNow(command.type.replaceAll('_', ' '));
  switch (command.type) {
    case 'replace':
      return replaceProblem(state, command);
    case 'take_from_discard':
      return takeProblem(state, command);
    case 'decline_moove':
      return state.phase.kind === 'moove' ? null : notNow('decline a moove');
    case 'moove_discard':
      return mooveDiscardProblem(state, command);
    case 'moove_steal':
      return stealProblem(state, command);
    case 'swap_supply':
      return swapProblem(state, command);
  }
}

export function applySharp(em: Emitter, actor: Seat, command: SharpCommand): void {
  const { state } = em;
  switch (command.type) {
    case 'replace': {
      const placed = fromSupply(state, actor, command.wedge);
      const slot = state.market[command.slot];
      if (placed === undefined || slot === undefined) return;
      em.emit({
        type: 'market_replaced',
        seat: actor,
        slot: command.slot,
        placed,
        up: command.side_up,
        removed: slot.wedge,
        removedUp: slot.up,
      });
      return;
    }
    case 'take_from_discard': {
      const wedge = state.discard.find((w) => w.id === command.wedge);
      if (wedge !== undefined) em.emit({ type: 'discard_drawn', seat: actor, wedge });
      return;
    }
    case 'decline_moove':
      em.emit({ type: 'moove_declined', seat: actor });
      return;
    case 'moove_discard': {
      const wedge = fromSupply(state, actor, command.wedge);
      if (wedge !== undefined) em.emit({ type: 'supply_discarded', seat: actor, wedge });
      return;
    }
    case 'moove_steal':
      em.emit({
        type: 'supply_shown',
        seat: command.from,
        to: actor,
        supply: supplyOf(state, command.from),
      });
      return;
    case 'swap_supply':
      swap(em, actor, command);
      return;
  }
}

function swap(em: Emitter, actor: Seat, command: Command<'swap_supply'>): void {
  const { phase } = em.state;
  if (phase.kind !== 'steal') return;
  const given = fromSupply(em.state, actor, command.give);
  const taken = fromSupply(em.state, phase.target, command.take);
  if (given === undefined || taken === undefined) return;
  em.emit({ type: 'supplies_swapped', seat: actor, target: phase.target, given, taken });
}

/** Every Sharp-step command the turn player could conceivably send now. */
export function sharpCandidates(state: CheesonomicsState): CheesonomicsCommand[] {
  const { phase } = state;
  const own = supplyOf(state, state.turn).map((w) => w.id);
  switch (phase.kind) {
    case 'replace':
      return state.market.flatMap((_, slot) =>
        own.flatMap((wedge) =>
          SIDES.map((side_up): CheesonomicsCommand => ({ type: 'replace', slot, wedge, side_up })),
        ),
      );
    case 'replenish':
    case 'moove_draw':
      // By id: the order of the pile is hidden even from the drawer (A-CH-18).
      return sortMarketWedges(state.discard).map((w): CheesonomicsCommand => ({
        type: 'take_from_discard',
        wedge: w.id,
      }));
    case 'moove':
      return [
        { type: 'decline_moove' },
        ...own.map((wedge): CheesonomicsCommand => ({ type: 'moove_discard', wedge })),
        ...opponentsInOrder(state.seatCount, state.turn).map((from): CheesonomicsCommand => ({
          type: 'moove_steal',
          from,
        })),
      ];
    case 'steal':
      return own.flatMap((give) =>
        supplyOf(state, phase.target).map((w): CheesonomicsCommand => ({
          type: 'swap_supply',
          give,
          take: w.id,
        })),
      );
    default:
      return [];
  }
}
