import { asView } from './model.ts';

/** The score is the number of cards in one's own pile (RULES §3.5.3): public throughout. */
export function scores(view: unknown): readonly number[] | null {
  const parsed = asView(view);
  return parsed === null ? null : parsed.players.map((player) => player.cards);
}
