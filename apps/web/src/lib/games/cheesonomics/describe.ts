/**
 * The game log in words: one short sentence per event, as the viewer received it. Hidden details
 * (a wedge given to someone else, a drawn hand) are only named when the event carries them.
 */
import type { Translate } from '../contract.ts';
import { asEvent, itemsOf, sizeOf } from './events.ts';
import type { GameEvent } from './events.ts';
import {
  animalsName,
  categoryName,
  curds,
  knifeName,
  marketWedgeName,
  msg,
  seatList,
  seatName,
  sideName,
  slotNumber,
  wedgeCount,
  wedgeList,
  wedgeName,
} from './labels.ts';
import { sideUp } from './model.ts';
import type { MarketSide } from './model.ts';

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
type Names = readonly string[];

function setup(e: Ev<'cheese_dealt' | 'market_laid_out'>, t: Translate): string {
  if (e.type === 'cheese_dealt') {
    const removed = sizeOf(e.removed);
    return msg(t, 'cheesonomics.ev.cheese_dealt', { removed, pile: sizeOf(e.drawPile) });
  }
  const dealt = e.supplies.reduce<number>((sum, s) => sum + sizeOf(s), 0);
  const discard = sizeOf(e.discard);
  return dealt + discard === 0
    ? msg(t, 'cheesonomics.ev.market_mild', { removed: sizeOf(e.removed) })
    : msg(t, 'cheesonomics.ev.market_sharp', { dealt, discard });
}

function churnMove(
  e: Ev<'wedge_given' | 'wedge_picked' | 'wedge_returned'>,
  t: Translate,
  n: Names,
) {
  const values = { from: seatName(t, n, e.from), to: seatName(t, n, e.to) };
  if (e.wedge === null) return msg(t, `cheesonomics.ev.${e.type}`, values);
  return msg(t, `cheesonomics.ev.${e.type}_item`, { ...values, wedge: wedgeName(t, e.wedge) });
}

/** The sides of a replacement, from whichever form of the event arrived. */
function replacedSides(e: Ev<'market_replaced'>): { old: MarketSide; side: MarketSide } | null {
  const side = e.shown ?? (e.placed !== null && e.up !== null ? sideUp(e.placed, e.up) : undefined);
  const old =
    e.replacedShown ??
    (e.removed !== undefined && e.removedUp !== undefined
      ? sideUp(e.removed, e.removedUp)
      : undefined);
  return side === undefined || old === undefined ? null : { old, side };
}

function sharp(
  e: Ev<
    'market_replaced' | 'discard_drawn' | 'supply_discarded' | 'supply_shown' | 'supplies_swapped'
  >,
  t: Translate,
  n: Names,
): string {
  const seat = seatName(t, n, e.seat);
  switch (e.type) {
    case 'market_replaced': {
      const sides = replacedSides(e);
      if (sides === null) return msg(t, 'cheesonomics.ev.unknown');
      const old = sideName(t, sides.old);
      const side = sideName(t, sides.side);
      return msg(t, 'cheesonomics.ev.market_replaced', {
        seat,
        slot: slotNumber(e.slot),
        old,
        side,
      });
    }
    case 'discard_drawn':
    case 'supply_discarded':
      return e.wedge === null
        ? msg(t, `cheesonomics.ev.${e.type}`, { seat })
        : msg(t, `cheesonomics.ev.${e.type}_item`, { seat, wedge: marketWedgeName(t, e.wedge) });
    case 'supply_shown': {
      const to = seatName(t, n, e.to);
      const items = itemsOf(e.supply);
      if (items === null) return msg(t, 'cheesonomics.ev.supply_shown', { seat, to });
      const wedges = items.map((w) => marketWedgeName(t, w)).join(msg(t, 'cheesonomics.sep'));
      return msg(t, 'cheesonomics.ev.supply_shown_items', { seat, to, wedges });
    }
    case 'supplies_swapped': {
      const target = seatName(t, n, e.target);
      if (e.given === null || e.taken === null) {
        return msg(t, 'cheesonomics.ev.supplies_swapped', { seat, target });
      }
      const given = marketWedgeName(t, e.given);
      const taken = marketWedgeName(t, e.taken);
      return msg(t, 'cheesonomics.ev.supplies_swapped_items', { seat, target, given, taken });
    }
  }
}

function ending(
  e: Ev<'wheels_liquidated' | 'animal_bonus' | 'game_ended' | 'final_sales_started'>,
  t: Translate,
  n: Names,
): string {
  switch (e.type) {
    case 'final_sales_started':
      return msg(t, 'cheesonomics.ev.final_sales_started', { seats: seatList(t, n, e.seats) });
    case 'wheels_liquidated': {
      const list = e.curds
        .map((c, s) => msg(t, 'cheesonomics.ev.liquidated_seat', { seat: seatName(t, n, s), n: c }))
        .join(', ');
      return msg(t, 'cheesonomics.ev.wheels_liquidated', { list });
    }
    case 'animal_bonus':
      return msg(t, 'cheesonomics.ev.animal_bonus', {
        animals: animalsName(t, e.animal),
        n: e.amount,
        amount: curds(t, e.amount),
        seats: seatList(t, n, e.seats),
      });
    case 'game_ended': {
      const seats = seatList(t, n, e.winners);
      if (e.winners.length > 1) return msg(t, 'cheesonomics.ev.shared', { seats });
      const key = e.tieBreak === null ? 'cheesonomics.ev.won' : 'cheesonomics.ev.won_tie_break';
      return msg(t, key, { seats });
    }
  }
}

function turn(e: GameEvent, t: Translate, n: Names): string {
  switch (e.type) {
    case 'cheese_dealt':
    case 'market_laid_out':
      return setup(e, t);
    case 'knives_dealt': {
      const knives = e.knives
        .map((k, s) =>
          msg(t, 'cheesonomics.ev.knife_of', { seat: seatName(t, n, s), knife: knifeName(t, k) }),
        )
        .join(', ');
      return msg(t, 'cheesonomics.ev.knives_dealt', {
        knives,
        seat: seatName(t, n, e.startingSeat),
      });
    }
    case 'turn_started':
    case 'knife_lifted':
    case 'churn_skipped':
    case 'end_triggered':
    case 'flip_skipped':
    case 'moove_declined':
      return msg(t, `cheesonomics.ev.${e.type}`, { seat: seatName(t, n, e.seat) });
    case 'churn_started':
    case 'knife_placed':
      return msg(t, `cheesonomics.ev.${e.type}`, {
        seat: seatName(t, n, e.seat),
        category: categoryName(t, e.category),
      });
    case 'hand_shown': {
      const values = { seat: seatName(t, n, e.seat), to: seatName(t, n, e.to) };
      const items = itemsOf(e.hand);
      return items === null
        ? msg(t, 'cheesonomics.ev.hand_shown', values)
        : msg(t, 'cheesonomics.ev.hand_shown_items', { ...values, wedges: wedgeList(t, items) });
    }
    case 'wedge_given':
    case 'wedge_picked':
    case 'wedge_returned':
      return churnMove(e, t, n);
    default:
      return market(e, t, n);
  }
}

function market(e: GameEvent, t: Translate, n: Names): string {
  switch (e.type) {
    case 'produced':
      return msg(t, 'cheesonomics.ev.produced', {
        seat: seatName(t, n, e.seat),
        category: categoryName(t, e.category),
        wedges: wedgeList(t, e.wedges),
      });
    case 'wedges_drawn': {
      const seat = seatName(t, n, e.seat);
      const items = itemsOf(e.wedges);
      return items === null
        ? msg(t, 'cheesonomics.ev.wedges_drawn', { seat, count: wedgeCount(t, sizeOf(e.wedges)) })
        : msg(t, 'cheesonomics.ev.wedges_drawn_items', { seat, wedges: wedgeList(t, items) });
    }
    case 'sold':
    case 'final_sold':
      return msg(t, `cheesonomics.ev.${e.type}`, {
        seat: seatName(t, n, e.seat),
        wedges: wedgeList(t, e.wedges),
        income: curds(t, e.income),
      });
    case 'market_flipped':
      return msg(t, 'cheesonomics.ev.market_flipped', {
        seat: seatName(t, n, e.seat),
        slot: slotNumber(e.slot),
        side: sideName(t, e.shown),
      });
    case 'final_sale_passed': {
      const key = e.reason === 'declined' ? 'declined' : 'impossible';
      return msg(t, `cheesonomics.ev.final_${key}`, { seat: seatName(t, n, e.seat) });
    }
    case 'market_replaced':
    case 'discard_drawn':
    case 'supply_discarded':
    case 'supply_shown':
    case 'supplies_swapped':
      return sharp(e, t, n);
    case 'final_sales_started':
    case 'wheels_liquidated':
    case 'animal_bonus':
    case 'game_ended':
      return ending(e, t, n);
    default:
      return msg(t, 'cheesonomics.ev.unknown');
  }
}

/** GameUi.describeEvent: never throws; an event it cannot read gets a neutral sentence. */
export function describeEvent(event: unknown, t: Translate, seatNames: readonly string[]): string {
  const e = asEvent(event);
  if (e === null) return msg(t, 'cheesonomics.ev.unknown');
  try {
    return turn(e, t, seatNames);
  } catch {
    // A malformed event from a newer server must not break the whole log.
    return msg(t, 'cheesonomics.ev.unknown');
  }
}
