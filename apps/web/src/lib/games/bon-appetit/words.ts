/** Names and card words shared by the table, its text summary and the game log. */
import type { Translate } from '../contract.ts';
import { CARD_FACES, pawsOf } from './model.ts';
import type { Card } from './model.ts';

/** A seat's display name, or "Player n" when the app has none for it. */
export function seatName(seatNames: readonly string[], seat: number, t: Translate): string {
  const name = seatNames[seat];
  return name !== undefined && name.trim() !== ''
    ? name
    : t('bon-appetit.seat.fallback', { n: seat + 1 });
}

/** "Ada", "Ada and Bea", "Ada, Bea and Cy": the conjunction comes from the locale. */
export function joinNames(names: readonly string[], t: Translate): string {
  const last = names.at(-1);
  if (last === undefined) return '';
  if (names.length === 1) return last;
  return t('bon-appetit.list.and', { first: names.slice(0, -1).join(', '), last });
}

/** A card's name as printed on the table: "Cheese", "Cat", "Mouse". */
export function cardName(card: Card, t: Translate): string {
  return pawsOf(card) > 0 ? t('bon-appetit.card.mouse') : t(`bon-appetit.card.${card}`);
}

/** A card's full name, paws included: "Mouse, 2 paw prints". */
export function cardLabel(card: Card, t: Translate): string {
  const paws = pawsOf(card);
  return paws > 0 ? t('bon-appetit.card.mouse_paws', { paws }) : t(`bon-appetit.card.${card}`);
}

/** "12 cheese, 3 cats, 1 mouse (2 paw prints)": a revealed pile's contents by face. */
export function pileContents(cards: readonly Card[], t: Translate): string {
  const parts = CARD_FACES.flatMap((face) => {
    const count = cards.filter((card) => card === face).length;
    return count === 0 ? [] : [t(`bon-appetit.count.${face}`, { count })];
  });
  return parts.length === 0 ? t('bon-appetit.pile.empty') : parts.join(', ');
}
