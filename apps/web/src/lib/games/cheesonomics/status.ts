/**
 * Whose turn it is and what they are doing, read from the view's phase (never worked out from the
 * rules): a prompt when the viewer must act, a waiting line otherwise.
 */
import type { Translate } from '../contract.ts';
import type { MessageKey } from './messages/en.ts';
import { categoryName, colourName, msg, seatList, seatName } from './labels.ts';
import type { CheesonomicsView, Colour } from './model.ts';

type Step =
  | 'action'
  | 'give'
  | 'pick'
  | 'return'
  | 'flip'
  | 'replace'
  | 'replenish'
  | 'moove'
  | 'moove_draw'
  | 'steal'
  | 'final'
  | 'other';

/** The step of the turn, as the view's phase names it. */
function stepOf(v: CheesonomicsView): Step {
  const { phase } = v;
  switch (phase.kind) {
    case 'churn': {
      const asked = phase.waiting[0];
      if (asked === undefined) return 'return';
      return phase.showing === asked ? 'pick' : 'give';
    }
    case 'final_sales':
      return 'final';
    case 'action':
    case 'flip':
    case 'replace':
    case 'replenish':
    case 'moove':
    case 'moove_draw':
    case 'steal':
      return phase.kind;
    default:
      return 'other';
  }
}

function colours(t: Translate, list: readonly Colour[]): string {
  return list.map((c) => colourName(t, c)).join(', ');
}

function values(v: CheesonomicsView, t: Translate, names: readonly string[]) {
  const { phase } = v;
  const base = {
    seat: seatName(t, names, v.activeSeats[0] ?? v.turn),
    churner: seatName(t, names, v.turn),
    category: '',
    colours: '',
    shown: '',
    target: '',
  };
  switch (phase.kind) {
    case 'churn':
      return {
        ...base,
        category: categoryName(t, phase.category),
        shown: seatName(t, names, phase.showing ?? v.turn),
      };
    case 'flip':
    case 'replace':
    case 'replenish':
      return { ...base, colours: colours(t, phase.sale.colours) };
    case 'steal':
      return { ...base, target: seatName(t, names, phase.target) };
    default:
      return base;
  }
}

/** One line for the top of the table: the result, the viewer's prompt, or who is acting. */
export function statusLine(
  v: CheesonomicsView,
  acting: boolean,
  t: Translate,
  names: readonly string[],
): string {
  if (v.outcome !== null) {
    return msg(t, 'cheesonomics.status.over', { seats: seatList(t, names, v.outcome.winners) });
  }
  const key: MessageKey = `cheesonomics.${acting ? 'prompt' : 'waiting'}.${stepOf(v)}`;
  return msg(t, key, values(v, t, names));
}
