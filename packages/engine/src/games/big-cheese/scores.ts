import type { BigCheeseState } from './types.ts';

export function finalScores(state: Pick<BigCheeseState, 'players'>): number[] {
  return state.players.map((p) => p.score);
}
