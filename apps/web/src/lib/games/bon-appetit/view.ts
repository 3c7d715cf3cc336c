/**
 * The Bon Appétit! view as the server sends it (engine `bon-appetit/view.ts`), restated here
 * because the web client reaches the engine only through the public API, never by import. The
 * table receives it as `unknown`, so `asView` checks its shape before anything is drawn;
 * `view.test.ts` checks that the engine's own view type still fits these types.
 */

export type Card = 'cheese' | 'cat' | 'mouse_1' | 'mouse_2' | 'mouse_3';
export const CARD_FACES: readonly Card[] = ['cheese', 'cat', 'mouse_1', 'mouse_2', 'mouse_3'];

export interface PlayerView {
  readonly cards: number;
  readonly tokens: number;
}

export interface PlayedCard {
  /** null for the deal's centre card. */
  readonly seat: number | null;
  readonly card: Card;
}

export interface Outcome {
  readonly winners: readonly number[];
  readonly scores: readonly number[];
  readonly reason: string;
  readonly tieBreak: string | null;
}

export type Phase =
  | { readonly kind: 'setup' }
  | { readonly kind: 'turn'; readonly seat: number }
  | {
      readonly kind: 'hunt';
      readonly hunter: number;
      readonly mouseOwner: number;
      readonly paws: number;
      readonly revealsLeft: number;
    }
  | { readonly kind: 'over'; readonly outcome: Outcome };

export interface BonAppetitView {
  readonly seatCount: number;
  readonly options: { readonly auto_reveal: readonly number[] };
  readonly tokensInGame: number;
  readonly players: readonly PlayerView[];
  /** The card played first at index 0, the face-up top card last. */
  readonly common: readonly Card[];
  readonly lastPlayed: readonly PlayedCard[];
  readonly supply: number;
  readonly phase: Phase;
  readonly activeSeats: readonly number[];
  /** Every face-down pile, top card first: only once the game is over. */
  readonly piles: readonly (readonly Card[])[] | null;
}

type Json = Readonly<Record<string, unknown>>;

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isCard = (value: unknown): value is Card =>
  typeof value === 'string' && (CARD_FACES as readonly string[]).includes(value);

export const isSeat = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

const isCount = isSeat;

function arrayOf<T>(value: unknown, item: (x: unknown) => x is T): value is readonly T[] {
  return Array.isArray(value) && value.every(item);
}

const isPlayer = (value: unknown): value is PlayerView =>
  isRecord(value) && isCount(value['cards']) && isCount(value['tokens']);

const isPlayed = (value: unknown): value is PlayedCard =>
  isRecord(value) && (value['seat'] === null || isSeat(value['seat'])) && isCard(value['card']);

const isCardList = (value: unknown): value is readonly Card[] => arrayOf(value, isCard);

function isOutcome(value: unknown): value is Outcome {
  return (
    isRecord(value) &&
    arrayOf(value['winners'], isSeat) &&
    arrayOf(value['scores'], isCount) &&
    typeof value['reason'] === 'string' &&
    (value['tieBreak'] === null || typeof value['tieBreak'] === 'string')
  );
}

function isPhase(value: unknown): value is Phase {
  if (!isRecord(value)) return false;
  switch (value['kind']) {
    case 'setup':
      return true;
    case 'turn':
      return isSeat(value['seat']);
    case 'hunt':
      return ['hunter', 'mouseOwner', 'paws', 'revealsLeft'].every((key) => isCount(value[key]));
    case 'over':
      return isOutcome(value['outcome']);
    default:
      return false;
  }
}

/** The view, if it has the shape this table draws; null for anything else. */
export function asView(value: unknown): BonAppetitView | null {
  if (!isRecord(value)) return null;
  const options = value['options'];
  const ok =
    isCount(value['seatCount']) &&
    isRecord(options) &&
    arrayOf(options['auto_reveal'], isSeat) &&
    isCount(value['tokensInGame']) &&
    arrayOf(value['players'], isPlayer) &&
    isCardList(value['common']) &&
    arrayOf(value['lastPlayed'], isPlayed) &&
    isCount(value['supply']) &&
    isPhase(value['phase']) &&
    arrayOf(value['activeSeats'], isSeat) &&
    (value['piles'] === null || arrayOf(value['piles'], isCardList));
  // The checks above narrow each field; the record as a whole is then this view.
  return ok ? (value as unknown as BonAppetitView) : null;
}

/** Paw prints on a mouse card (the reveals the next player gets), 0 for other cards. */
export function pawsOf(card: Card): number {
  switch (card) {
    case 'mouse_1':
      return 1;
    case 'mouse_2':
      return 2;
    case 'mouse_3':
      return 3;
    case 'cheese':
    case 'cat':
      return 0;
  }
}
