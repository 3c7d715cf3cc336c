/** Small phrases shared by the log, the status lines and the drawing. */
import type { Translate } from '../contract.ts';
import type { LoggedCard } from './model.ts';

export const P = 'big-cheese.';

export function seatName(seat: number, seatNames: readonly string[], t: Translate): string {
  return seatNames[seat] ?? t(`${P}seat`, { n: seat + 1 });
}

/** A card as the object of a sentence ("the 20", "a Veto"); the article is the locale's business. */
export function cardPhrase(card: LoggedCard | null | undefined, t: Translate): string {
  if (card === null || card === undefined) return t(`${P}card.none`);
  if (card === 'veto') return t(`${P}card.veto`);
  if (card === 'big_cheese') return t(`${P}card.big_cheese`);
  return t(`${P}card.number`, { value: card });
}

/** A card as a label on its own ("20", "Veto"). */
export function cardLabel(card: LoggedCard | null | undefined, t: Translate): string {
  if (card === null || card === undefined) return '—';
  if (card === 'veto') return t(`${P}short.veto`);
  if (card === 'big_cheese') return t(`${P}short.big_cheese`);
  return String(card);
}

/** "A", "A and B", "A, B and C" in the player's language. */
export function joinList(items: readonly string[], t: Translate): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items.at(-1) ?? '';
  return t(`${P}list.pair`, { first: items.slice(0, -1).join(', '), last });
}

export function diceText(dice: readonly number[]): string {
  return dice.join(', ');
}
