import { ok } from '../../kernel/index.ts';
import type { DecideContext, Result, RuleViolation, Seat } from '../../kernel/index.ts';
import { Emitter } from './emitter.ts';
import { continueGame, revealCard, revealer } from './flow.ts';
import type { BonAppetitCommand, BonAppetitEvent, BonAppetitState } from './types.ts';

export const BonAppetitCode = {
  NotYourReveal: 'NOT_YOUR_REVEAL',
  NoCardsLeft: 'NO_CARDS_LEFT',
} as const;

/** Why `seat` may not turn over a card now, or null when they may (and must). */
export function revealProblem(state: BonAppetitState, seat: Seat): RuleViolation | null {
  if (revealer(state) !== seat) {
    return { code: BonAppetitCode.NotYourReveal, message: 'It is not your turn to reveal a card.' };
  }
  // Unreachable in a settled state (the end checks and A-BA-4 see to it); kept as a guard.
  if ((state.piles[seat]?.length ?? 0) === 0) {
    return { code: BonAppetitCode.NoCardsLeft, message: 'You have no cards left to reveal.' };
  }
  return null;
}

/** Play involves no randomness after the deal: the context's Rng is never drawn from. */
export function decide(
  state: BonAppetitState,
  _command: BonAppetitCommand,
  { actor }: DecideContext,
): Result<BonAppetitEvent[]> {
  const problem = revealProblem(state, actor);
  if (problem !== null) return { ok: false, error: problem };
  const em = new Emitter(state);
  revealCard(em, actor);
  continueGame(em);
  return ok(em.events);
}
