import type { Rng, Seat } from '../../kernel/index.ts';
import type { BigCheeseEvent, BigCheeseState, EndReason } from './types.ts';

type GameEnded = Extract<BigCheeseEvent, { type: 'game_ended' }>;

/**
 * Picks the winners among `contenders` (RULES §1.10): highest score, then A-BC-10 — most scored
 * projects then shared, or a draw by chance when `tie_break = chance`.
 */
export function decideWinners(
  state: BigCheeseState,
  contenders: readonly Seat[],
  reason: EndReason,
  rng: Rng,
): GameEnded {
  const scoreOf = (seat: Seat): number => state.players[seat]?.score ?? 0;
  const projectsOf = (seat: Seat): number => state.players[seat]?.scoredProjects ?? 0;
  const best = Math.max(...contenders.map(scoreOf));
  const top = contenders.filter((s) => scoreOf(s) === best);
  if (top.length === 1) return { type: 'game_ended', reason, winners: top, tieBreak: null };
  if (state.options.tie_break === 'chance') {
    const drawn = top[rng.int(top.length)] ?? top[0] ?? 0;
    return { type: 'game_ended', reason, winners: [drawn], tieBreak: 'CHANCE' };
  }
  const most = Math.max(...top.map(projectsOf));
  const winners = top.filter((s) => projectsOf(s) === most);
  return {
    type: 'game_ended',
    reason,
    winners,
    tieBreak: winners.length === 1 ? 'MOST_SCORED_PROJECTS' : 'SHARED',
  };
}

/** The end check after all payouts of an auction (RULES §1.10.2, §1.10.4). */
export function targetCheck(state: BigCheeseState, rng: Rng): GameEnded | null {
  const seats = state.players.map((_, seat) => seat);
  const { exact30, target } = state.options;
  const reached = seats.filter((s) => {
    const score = state.players[s]?.score ?? 0;
    return exact30 ? score === target : score >= target;
  });
  if (reached.length === 0) return null;
  return decideWinners(state, reached, exact30 ? 'EXACT_30' : 'TARGET_REACHED', rng);
}

/** A safety end (A-BC-4, A-BC-4b): the highest score among everyone wins. */
export function safetyEnd(state: BigCheeseState, reason: EndReason, rng: Rng): GameEnded {
  return decideWinners(
    state,
    state.players.map((_, seat) => seat),
    reason,
    rng,
  );
}
