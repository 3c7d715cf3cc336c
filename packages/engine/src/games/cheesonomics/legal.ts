import type { Seat } from '../../kernel/index.ts';
import { actionCandidates } from './actions.ts';
import { churnCandidates } from './churn.ts';
import { commandProblem } from './decide.ts';
import { sharpCandidates } from './sharp.ts';
import type { CheesonomicsCommand, CheesonomicsState } from './types.ts';

export function activeSeats(state: CheesonomicsState): Seat[] {
  const { phase } = state;
  switch (phase.kind) {
    case 'setup':
    case 'turn_end':
    case 'over':
      return [];
    case 'churn': {
      const asked = phase.waiting[0];
      return asked !== undefined && phase.showing !== asked ? [asked] : [state.turn];
    }
    case 'final_sales':
      return phase.queue.slice(0, 1);
    default:
      return [state.turn];
  }
}

/** Commands worth checking at this step: a superset of the legal ones. */
function candidates(state: CheesonomicsState, seat: Seat): CheesonomicsCommand[] {
  switch (state.phase.kind) {
    case 'action':
      return [...churnCandidates(state, seat), ...actionCandidates(state, seat)];
    case 'churn':
      return churnCandidates(state, seat);
    case 'flip':
    case 'final_sales':
      return actionCandidates(state, seat);
    default:
      return sharpCandidates(state);
  }
}

/** Exactly the commands `decide` accepts from `seat`: the candidates without a problem. */
export function legalCommands(state: CheesonomicsState, seat: Seat): CheesonomicsCommand[] {
  if (!activeSeats(state).includes(seat)) return [];
  return candidates(state, seat).filter((c) => commandProblem(state, seat, c) === null);
}
