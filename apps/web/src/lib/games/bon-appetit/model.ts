/**
 * The Bon Appétit! view as the server sends it: the engine's own type (the game's contract, types
 * only through @tavolo/sdk/games — no engine code reaches the bundle), with names for its parts.
 * The table receives it as `unknown`, so `asView` checks its shape before anything is drawn.
 */
import type { BonAppetitCard, BonAppetitView } from '@tavolo/sdk/games';
import { isRecord } from '../json.ts';

export type { BonAppetitView } from '@tavolo/sdk/games';
export type Card = BonAppetitCard;
export const CARD_FACES = [
  'cheese',
  'cat',
  'mouse_1',
  'mouse_2',
  'mouse_3',
] as const satisfies readonly Card[];

export type PlayerView = BonAppetitView['players'][number];
export type PlayedCard = BonAppetitView['lastPlayed'][number];
export type Phase = BonAppetitView['phase'];
export type Outcome = Extract<Phase, { kind: 'over' }>['outcome'];

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
