/**
 * Words for the choices of a decision: the question for each field, a label for each option, and a
 * one-line summary of a complete command, all read from the view the player already has.
 */
import type { Translate } from '../contract.ts';
import { chosenField } from './draft.ts';
import type { DraftStep, FieldValue } from './draft.ts';
import type { MessageKey } from './messages/en.ts';
import {
  categoryName,
  marketWedgeName,
  msg,
  seatName,
  sideName,
  slotNumber,
  wedgeList,
  wedgeName,
} from './labels.ts';
import { CATEGORIES, faceOf, sideUp } from './model.ts';
import type { CheesonomicsView, Command, CommandType, MarketWedge, WedgeCode } from './model.ts';

type Names = readonly string[];

const QUESTIONS: Readonly<Record<string, MessageKey>> = {
  'churn.category': 'cheesonomics.q.churn',
  'produce.category': 'cheesonomics.q.produce',
  'give.wedge': 'cheesonomics.q.give',
  'pick.wedge': 'cheesonomics.q.pick',
  'flip.slot': 'cheesonomics.q.flip',
  'replace.slot': 'cheesonomics.q.replace_slot',
  'replace.wedge': 'cheesonomics.q.replace_wedge',
  'replace.side_up': 'cheesonomics.q.replace_side',
  'take_from_discard.wedge': 'cheesonomics.q.take',
  'moove_discard.wedge': 'cheesonomics.q.moove_discard',
  'moove_steal.from': 'cheesonomics.q.moove_steal',
  'swap_supply.give': 'cheesonomics.q.swap_give',
  'swap_supply.take': 'cheesonomics.q.swap_take',
};

export function fieldQuestion(t: Translate, type: CommandType, field: string): string {
  return msg(t, QUESTIONS[`${type}.${field}`] ?? 'cheesonomics.q.other');
}

export const typeLabel = (t: Translate, type: CommandType): string =>
  msg(t, `cheesonomics.act.${type}`);

/** A market wedge the viewer can see by id: in their supply, the open discard or a shown supply. */
function marketWedge(v: CheesonomicsView, id: number): MarketWedge | undefined {
  const own = v.viewer === null ? null : v.players[v.viewer]?.supply;
  const pools = [own ?? [], v.discard ?? [], v.shownSupply?.items ?? []];
  return pools.flat().find((w) => w.id === id);
}

function marketWedgeLabel(t: Translate, v: CheesonomicsView, id: number): string {
  const wedge = marketWedge(v, id);
  return wedge === undefined ? `#${id}` : marketWedgeName(t, wedge);
}

export function slotLabel(t: Translate, v: CheesonomicsView, slot: number): string {
  const at = v.market[slot];
  const side = at === undefined ? '?' : sideName(t, at.up);
  return msg(t, 'cheesonomics.opt.slot', {
    n: slotNumber(slot),
    wheel: (at?.wheel ?? 0) + 1,
    side,
  });
}

/** "market wedge 3 (red +1)": a slot named inside a sentence. */
function slotPhrase(t: Translate, v: CheesonomicsView, slot: number): string {
  const at = v.market[slot];
  return msg(t, 'cheesonomics.sum.slot', {
    n: slotNumber(slot),
    side: at === undefined ? '?' : sideName(t, at.up),
  });
}

function sideLabel(t: Translate, v: CheesonomicsView, steps: readonly DraftStep[], side: string) {
  const id = chosenField(steps, 'wedge');
  const wedge = typeof id === 'number' ? marketWedge(v, id) : undefined;
  const up = side === 'b' ? 'b' : 'a';
  const shown = wedge === undefined ? '' : sideName(t, sideUp(wedge, up));
  return msg(t, `cheesonomics.opt.side_${up}`, { side: shown });
}

const isCategory = (value: FieldValue): boolean =>
  typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);

/** The label of one option of `field`, for a command of `type`. */
export function optionLabel(
  ctx: { readonly v: CheesonomicsView; readonly t: Translate; readonly names: Names },
  type: CommandType,
  field: string,
  value: FieldValue,
  steps: readonly DraftStep[],
): string {
  const { v, t, names } = ctx;
  if (field === 'side_up') return sideLabel(t, v, steps, String(value));
  if (typeof value === 'string') {
    return isCategory(value)
      ? categoryName(t, value as (typeof CATEGORIES)[number])
      : wedgeName(t, value as WedgeCode);
  }
  if (field === 'slot') return slotLabel(t, v, value);
  if (field === 'from' || field === 'to') return seatName(t, names, value);
  return type === 'swap_supply' || type === 'replace' || field === 'wedge'
    ? marketWedgeLabel(t, v, value)
    : String(value);
}

function pickedFrom(v: CheesonomicsView): number {
  return v.phase.kind === 'churn' ? (v.phase.showing ?? v.turn) : v.turn;
}

/** One line saying what a complete command will do, shown beside Send. */
export function commandSummary(
  ctx: { readonly v: CheesonomicsView; readonly t: Translate; readonly names: Names },
  c: Command,
): string {
  const { v, t, names } = ctx;
  const mw = (id: number): string => marketWedgeLabel(t, v, id);
  switch (c.type) {
    case 'churn':
    case 'produce':
      return msg(t, `cheesonomics.sum.${c.type}`, { category: categoryName(t, c.category) });
    case 'sell':
    case 'final_sell':
      return msg(t, `cheesonomics.sum.${c.type}`, { wedges: wedgeList(t, c.wedges) });
    case 'give':
      return msg(t, 'cheesonomics.sum.give', {
        wedge: wedgeName(t, c.wedge),
        seat: seatName(t, names, v.turn),
      });
    case 'pick':
      return msg(t, 'cheesonomics.sum.pick', {
        wedge: wedgeName(t, c.wedge),
        seat: seatName(t, names, pickedFrom(v)),
      });
    case 'return_wedge':
      return msg(t, 'cheesonomics.sum.return', {
        wedge: wedgeName(t, c.wedge),
        seat: seatName(t, names, c.to),
      });
    case 'flip':
      return msg(t, 'cheesonomics.sum.flip', { slot: slotPhrase(t, v, c.slot) });
    case 'replace': {
      const wedge = marketWedge(v, c.wedge);
      const side = wedge === undefined ? '?' : sideName(t, sideUp(wedge, c.side_up));
      return msg(t, 'cheesonomics.sum.replace', {
        slot: slotPhrase(t, v, c.slot),
        wedge: mw(c.wedge),
        side,
      });
    }
    case 'take_from_discard':
    case 'moove_discard':
      return msg(t, `cheesonomics.sum.${c.type}`, { wedge: mw(c.wedge) });
    case 'moove_steal':
      return msg(t, 'cheesonomics.sum.moove_steal', { seat: seatName(t, names, c.from) });
    case 'swap_supply':
      return msg(t, 'cheesonomics.sum.swap_supply', { give: mw(c.give), take: mw(c.take) });
    case 'decline_moove':
    case 'decline_final_sell':
      return msg(t, `cheesonomics.sum.${c.type}`);
  }
}

/** The current price of a wedge's colour, as the view lists it (shown beside sale options). */
export function wedgePrice(v: CheesonomicsView, code: WedgeCode): number {
  return v.prices[faceOf(code).colour];
}
