import type { RuleViolation, Seat } from '../../kernel/index.ts';
import { CATEGORIES, matches } from './components.ts';
import type { Category, WedgeCode } from './components.ts';
import { CheesonomicsCode, notNow, refusal } from './codes.ts';
import type { Emitter } from './emitter.ts';
import { handOf } from './players.ts';
import type { CheesonomicsCommand, CheesonomicsState, ChurnPhase } from './types.ts';
import { distinctCodes } from './wedges.ts';

type Command<T extends CheesonomicsCommand['type']> = Extract<CheesonomicsCommand, { type: T }>;

function churnOf(state: CheesonomicsState): ChurnPhase | null {
  return state.phase.kind === 'churn' ? state.phase : null;
}

/** The seat whose knife covers `category`, other than `actor` (RULES §4.6.1). */
function coveredBy(state: CheesonomicsState, actor: Seat, category: Category): Seat | null {
  const seat = state.players.findIndex((p, i) => i !== actor && p.knifeOn === category);
  return seat < 0 ? null : seat;
}

export function churnProblem(
  state: CheesonomicsState,
  actor: Seat,
  command: Command<'churn'>,
): RuleViolation | null {
  if (state.phase.kind !== 'action' || state.turn !== actor) return notNow('churn');
  const knifeOwner = coveredBy(state, actor, command.category);
  if (knifeOwner === null) return null;
  const knife = state.players[knifeOwner]?.knife ?? 'another';
  return refusal(
    CheesonomicsCode.CategoryProtected,
    `The ${knife} knife protects ${command.category} until its owner's next turn.`,
  );
}

function inHand(state: CheesonomicsState, seat: Seat, wedge: WedgeCode): RuleViolation | null {
  return handOf(state, seat).includes(wedge)
    ? null
    : refusal(CheesonomicsCode.WedgeNotInHand, `There is no ${wedge} in that hand.`);
}

export function giveProblem(
  state: CheesonomicsState,
  actor: Seat,
  command: Command<'give'>,
): RuleViolation | null {
  const churn = churnOf(state);
  if (churn?.waiting[0] !== actor || churn.showing === actor) return notNow('give a wedge');
  const missing = inHand(state, actor, command.wedge);
  if (missing !== null) return missing;
  return matches(command.wedge, churn.category)
    ? null
    : refusal(CheesonomicsCode.WedgeDoesNotMatch, `Give a wedge that is ${churn.category}.`);
}

export function pickProblem(
  state: CheesonomicsState,
  actor: Seat,
  command: Command<'pick'>,
): RuleViolation | null {
  const churn = churnOf(state);
  const showing = churn?.showing ?? null;
  if (state.turn !== actor || showing === null || showing !== churn?.waiting[0]) {
    return notNow('pick from a shown hand');
  }
  return inHand(state, showing, command.wedge);
}

export function returnProblem(
  state: CheesonomicsState,
  actor: Seat,
  command: Command<'return_wedge'>,
): RuleViolation | null {
  const churn = churnOf(state);
  if (state.turn !== actor || churn === null || churn.waiting.length > 0) {
    return notNow('return a wedge');
  }
  if (!churn.owed.includes(command.to)) {
    return refusal(CheesonomicsCode.NoReturnOwed, `Seat ${command.to} is not owed a wedge.`);
  }
  return inHand(state, actor, command.wedge);
}

export function applyChurnCommand(
  em: Emitter,
  actor: Seat,
  command: Command<'churn' | 'give' | 'pick' | 'return_wedge'>,
): void {
  const showing = churnOf(em.state)?.showing ?? null;
  switch (command.type) {
    case 'churn':
      em.emit({ type: 'churn_started', seat: actor, category: command.category });
      return;
    case 'give':
      em.emit({ type: 'wedge_given', from: actor, to: em.state.turn, wedge: command.wedge });
      return;
    case 'pick':
      if (showing !== null)
        em.emit({ type: 'wedge_picked', from: showing, to: actor, wedge: command.wedge });
      return;
    case 'return_wedge':
      em.emit({ type: 'wedge_returned', from: actor, to: command.to, wedge: command.wedge });
      return;
  }
}

/**
 * Moves the churn on until someone must choose: an opponent without a match shows their hand,
 * an empty hand is skipped, and once every return is made the knife goes on the tray.
 * Returns false when the churn waits for a command.
 */
export function advanceChurn(em: Emitter): boolean {
  const churn = churnOf(em.state);
  if (churn === null) return false;
  const asked = churn.waiting[0];
  if (asked === undefined) {
    if (churn.owed.length > 0) return false;
    em.emit({ type: 'knife_placed', seat: em.state.turn, category: churn.category });
    return true;
  }
  if (churn.showing === asked) return false;
  const hand = handOf(em.state, asked);
  if (hand.length === 0) {
    em.emit({ type: 'churn_skipped', seat: asked });
    return true;
  }
  if (hand.some((w) => matches(w, churn.category))) return false;
  em.emit({ type: 'hand_shown', seat: asked, to: em.state.turn, hand });
  return true;
}

/** Every churn-step command `seat` could conceivably send now (filtered by the problems above). */
export function churnCandidates(state: CheesonomicsState, seat: Seat): CheesonomicsCommand[] {
  const churn = churnOf(state);
  if (churn === null) {
    return CATEGORIES.map((category): CheesonomicsCommand => ({ type: 'churn', category }));
  }
  const own = distinctCodes(handOf(state, seat));
  const shown = churn.showing === null ? [] : distinctCodes(handOf(state, churn.showing));
  return [
    ...own.map((wedge): CheesonomicsCommand => ({ type: 'give', wedge })),
    ...shown.map((wedge): CheesonomicsCommand => ({ type: 'pick', wedge })),
    ...churn.owed.flatMap((to) =>
      own.map((wedge): CheesonomicsCommand => ({ type: 'return_wedge', to, wedge })),
    ),
  ];
}
