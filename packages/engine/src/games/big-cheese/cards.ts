/** The Big Cheese deck (RULES §1.2): 4 copies each of 2, 4, 6, 8, 10, 12, 20, plus 4 Veto and 4 Big Cheese. */
export const NUMBER_VALUES = [2, 4, 6, 8, 10, 12, 20] as const;
export type NumberValue = (typeof NUMBER_VALUES)[number];
export type SpecialCard = 'veto' | 'big_cheese';
/** Cards are interchangeable within a kind, so a card is just its face. */
export type Card = NumberValue | SpecialCard;

const COPIES_PER_CARD = 4;

export function isNumberCard(card: Card): card is NumberValue {
  return typeof card === 'number';
}

/** The unshuffled deck: 36 cards, or 28 without specials (V1, A-BC-11). */
export function fullDeck(specials: boolean): Card[] {
  const faces: Card[] = [...NUMBER_VALUES];
  if (specials) faces.push('veto', 'big_cheese');
  return faces.flatMap((face) => Array.from({ length: COPIES_PER_CARD }, () => face));
}

export function cardName(card: Card): string {
  if (card === 'veto') return 'Veto';
  if (card === 'big_cheese') return 'Big Cheese';
  return `"${card}"`;
}
