/**
 * What the board shows as the last move: the cards it turned over (the view's `lastPlayed`, which
 * slide onto the common pile), and the seats whose pile or tokens changed since the position drawn
 * before (a pile that gave a card, or took the common pile). On the first position drawn nothing
 * is compared, but the cards the last move turned over are still shown arriving.
 */
import type { BonAppetitView } from './model.ts';

export interface BoardChanges {
  /** Seats whose card count or tokens changed. */
  readonly seats: readonly number[];
  /** The last move turned over cards that were not shown as turned over before. */
  readonly played: boolean;
}

export function boardChanges(before: BonAppetitView | null, after: BonAppetitView): BoardChanges {
  const played = after.lastPlayed.length > 0;
  if (before === null) return { seats: [], played };
  const seats = after.players
    .map((p, seat) => {
      const old = before.players[seat];
      return old?.cards !== p.cards || old.tokens !== p.tokens ? seat : -1;
    })
    .filter((seat) => seat >= 0);
  const same =
    JSON.stringify(before.lastPlayed) === JSON.stringify(after.lastPlayed) &&
    before.common.length === after.common.length;
  return { seats, played: played && !same };
}

/** How many cards under the common pile's top are fanned out behind it. */
export const FANNED = 4;

/** The cards fanned behind the top of the common pile, the one nearest the top first. */
export function fannedUnder<T>(common: readonly T[]): readonly T[] {
  return common.slice(Math.max(0, common.length - 1 - FANNED), -1).toReversed();
}

/** Back layers drawn for a face-down pile of `cards`: thicker for more cards, one for any. */
export function pileLayers(cards: number): number {
  return cards <= 0 ? 0 : Math.min(6, Math.ceil(cards / 5));
}
