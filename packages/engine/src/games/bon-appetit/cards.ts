/**
 * Bon Appétit! cards (RULES §3.2). Cards of one kind are interchangeable, so a card is just its
 * face: a cheese, a cat, or a mouse showing 1 to 3 paw prints.
 */
export const MOUSE_CARDS = ['mouse_1', 'mouse_2', 'mouse_3'] as const;
export type MouseCard = (typeof MOUSE_CARDS)[number];
export type Card = 'cheese' | 'cat' | MouseCard;

export const CARD_FACES: readonly Card[] = ['cheese', 'cat', ...MOUSE_CARDS];

const PAWS: Readonly<Record<MouseCard, number>> = { mouse_1: 1, mouse_2: 2, mouse_3: 3 };

export function isMouse(card: Card): card is MouseCard {
  return card === 'mouse_1' || card === 'mouse_2' || card === 'mouse_3';
}

/** How many reveals the next player gets to catch this mouse. */
export function pawsOf(card: MouseCard): number {
  return PAWS[card];
}
