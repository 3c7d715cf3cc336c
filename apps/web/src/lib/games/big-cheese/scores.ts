import { asView } from './model.ts';

/** Each seat's score in this view, for the chart over the game; null if the view is not readable. */
export function scores(view: unknown): readonly number[] | null {
  const v = asView(view);
  if (v === null) return null;
  const out = v.players.map((p) => p.score);
  return out.every((s) => typeof s === 'number') ? out : null;
}
