import type { Seat } from '../../kernel/index.ts';
import { revealProblem } from './decide.ts';
import { revealer } from './flow.ts';
import type { BonAppetitCommand, BonAppetitState } from './types.ts';

export function activeSeats(state: BonAppetitState): Seat[] {
  const seat = revealer(state);
  return seat !== null && revealProblem(state, seat) === null ? [seat] : [];
}

export function legalCommands(state: BonAppetitState, seat: Seat): BonAppetitCommand[] {
  return revealProblem(state, seat) === null ? [{ type: 'reveal' }] : [];
}
