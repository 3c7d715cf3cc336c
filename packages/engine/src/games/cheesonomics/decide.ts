import { ok } from '../../kernel/index.ts';
import type { DecideContext, Result, RuleViolation, Seat } from '../../kernel/index.ts';
import {
  applyFinalSell,
  applyFlip,
  applyProduce,
  applySell,
  declineFinalProblem,
  finalSellProblem,
  flipProblem,
  produceProblem,
  sellProblem,
} from './actions.ts';
import {
  applyChurnCommand,
  churnProblem,
  giveProblem,
  pickProblem,
  returnProblem,
} from './churn.ts';
import { Emitter } from './emitter.ts';
import { continueGame } from './flow.ts';
import { applySharp, sharpProblem } from './sharp.ts';
import type { CheesonomicsCommand, CheesonomicsEvent, CheesonomicsState } from './types.ts';

/** Why `actor` may not send `command` now, or null when it is allowed. Shared with legalCommands. */
export function commandProblem(
  state: CheesonomicsState,
  actor: Seat,
  command: CheesonomicsCommand,
): RuleViolation | null {
  switch (command.type) {
    case 'churn':
      return churnProblem(state, actor, command);
    case 'give':
      return giveProblem(state, actor, command);
    case 'pick':
      return pickProblem(state, actor, command);
    case 'return_wedge':
      return returnProblem(state, actor, command);
    case 'produce':
      return produceProblem(state, actor, command);
    case 'sell':
      return sellProblem(state, actor, command);
    case 'flip':
      return flipProblem(state, actor, command);
    case 'final_sell':
      return finalSellProblem(state, actor, command);
    case 'decline_final_sell':
      return declineFinalProblem(state, actor);
    default:
      return sharpProblem(state, actor, command);
  }
}

function apply(em: Emitter, actor: Seat, command: CheesonomicsCommand): void {
  switch (command.type) {
    case 'churn':
    case 'give':
    case 'pick':
    case 'return_wedge':
      applyChurnCommand(em, actor, command);
      return;
    case 'produce':
      applyProduce(em, actor, command);
      return;
    case 'sell':
      applySell(em, actor, command);
      return;
    case 'flip':
      applyFlip(em, actor, command);
      return;
    case 'final_sell':
      applyFinalSell(em, actor, command);
      return;
    case 'decline_final_sell':
      em.emit({ type: 'final_sale_passed', seat: actor, reason: 'declined' });
      return;
    default:
      applySharp(em, actor, command);
  }
}

export function decide(
  state: CheesonomicsState,
  command: CheesonomicsCommand,
  { actor }: DecideContext,
): Result<CheesonomicsEvent[]> {
  const problem = commandProblem(state, actor, command);
  if (problem !== null) return { ok: false, error: problem };
  const em = new Emitter(state);
  apply(em, actor, command);
  continueGame(em);
  return ok(em.events);
}
