import { asView } from './model.ts';

/** GameUi.scores: every seat's curds, public throughout (A-CH-16), so always known if the view is. */
export function scores(view: unknown): readonly number[] | null {
  const v = asView(view);
  return v === null ? null : v.players.map((p) => p.curds);
}
