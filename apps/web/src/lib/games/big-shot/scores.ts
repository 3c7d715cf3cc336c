import { asView } from './model.ts';

/**
 * Each seat's fortune, where the view carries it. Big Shot's view states fortunes only once the
 * game is over (the outcome's scores: lots + cash − certificates, both colours summed in the
 * 2-player game). During play the view has no fortune, and working one out here would restate the
 * scoring rules (park doubling, unresolved lots) and, with hidden money, other players' cash: so
 * there is none until the end.
 */
export function scores(view: unknown): readonly number[] | null {
  const v = asView(view);
  return v?.phase.kind === 'over' ? v.phase.outcome.scores : null;
}
