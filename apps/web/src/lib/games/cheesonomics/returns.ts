/**
 * The end of a churn: the churner gives one wedge back to each opponent (RULES §4.6.3). The engine
 * takes one `return_wedge` per opponent; the table lets the player plan all of them with Undo and
 * Reset, then sends the planned commands one after another (see queue.ts), each checked against
 * the list of the moment.
 */
import { sameJson } from '../json.ts';
import type { Command, WedgeCode } from './model.ts';

export interface PlannedReturn {
  readonly to: number;
  readonly wedge: WedgeCode;
}

type ReturnCommand = Extract<Command, { type: 'return_wedge' }>;

const returnsOf = (legal: readonly Command[]): ReturnCommand[] =>
  legal.filter((c): c is ReturnCommand => c.type === 'return_wedge');

/** The opponents owed a wedge, in the order the server lists them. */
export function returnTargets(legal: readonly Command[]): number[] {
  const seats = returnsOf(legal).map((c) => c.to);
  return seats.filter((s, i) => seats.indexOf(s) === i);
}

/** The next opponent to plan a return for, or null once every one has one. */
export function nextTarget(
  legal: readonly Command[],
  plan: readonly PlannedReturn[],
): number | null {
  return returnTargets(legal).find((seat) => !plan.some((p) => p.to === seat)) ?? null;
}

/**
 * The wedges that may go back to `to`: those the list allows, while a copy is left in the hand
 * once the wedges already planned are set aside (a wedge can only be given once).
 */
export function returnWedges(
  legal: readonly Command[],
  hand: readonly WedgeCode[],
  plan: readonly PlannedReturn[],
  to: number,
): WedgeCode[] {
  const spare = (code: WedgeCode): boolean =>
    hand.filter((w) => w === code).length > plan.filter((p) => p.wedge === code).length;
  return returnsOf(legal)
    .filter((c) => c.to === to && spare(c.wedge))
    .map((c) => c.wedge);
}

/** The planned returns as the listed commands themselves; null if one of them is not listed. */
export function planCommands(
  legal: readonly Command[],
  plan: readonly PlannedReturn[],
): Command[] | null {
  const listed = plan.map((p) =>
    legal.find((c) => sameJson(c, { type: 'return_wedge', to: p.to, wedge: p.wedge })),
  );
  return listed.every((c) => c !== undefined) ? listed : null;
}

export function planComplete(legal: readonly Command[], plan: readonly PlannedReturn[]): boolean {
  return plan.length > 0 && nextTarget(legal, plan) === null;
}
