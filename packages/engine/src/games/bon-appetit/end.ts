import type { Seat } from '../../kernel/index.ts';
import { cardCounts } from './evolve.ts';
import type { BonAppetitEvent, BonAppetitState, EndReason } from './types.ts';

type GameEnded = Extract<BonAppetitEvent, { type: 'game_ended' }>;

/**
 * 1.0.0's safety net, not a rule of the game (see README): like Beggar-my-neighbour, the forced play
 * could in theory cycle for ever. No game in 100 000 simulated deals came near 400 reveals, so a
 * game still running after this many reveals is stopped and scored as usual (reason REVEAL_LIMIT),
 * as soon as no catch attempt is pending (like the end checks, A-BA-8). 2.0.0 ends a game at its
 * first repeated state instead (A-BA-12, repeat.ts).
 */
export const REVEAL_LIMIT = 10_000;

/**
 * RULES §3.5.3: the most cards in one's own pile wins; among equal cards, more tokens; still equal,
 * the victory is shared (A-BA-9). Cards left in the common pile belong to nobody (A-BA-10).
 */
export function gameEnded(state: BonAppetitState, reason: EndReason): GameEnded {
  const cards = cardCounts(state);
  const seats = cards.map((_, seat) => seat);
  const top = bestBy(seats, (seat) => cards[seat] ?? 0);
  if (top.length === 1) return { type: 'game_ended', reason, winners: top, tieBreak: null };
  const winners = bestBy(top, (seat) => state.tokens[seat] ?? 0);
  return {
    type: 'game_ended',
    reason,
    winners,
    tieBreak: winners.length === 1 ? 'MOST_TOKENS' : 'SHARED',
  };
}

function bestBy(seats: readonly Seat[], score: (seat: Seat) => number): Seat[] {
  const best = Math.max(...seats.map(score));
  return seats.filter((seat) => score(seat) === best);
}

/** RULES §3.5.1–2 and A-BA-8: checked only when no catch attempt is pending. */
export function endCheck(state: BonAppetitState): GameEnded | null {
  if (state.supply === 0) return gameEnded(state, 'LAST_TOKEN');
  if (state.piles.some((pile) => pile.length === 0)) return gameEnded(state, 'NO_CARDS_LEFT');
  return null;
}
