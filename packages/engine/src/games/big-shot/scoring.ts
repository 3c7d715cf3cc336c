import type { Seat } from '../../kernel/index.ts';
import { lotData } from './board.ts';
import type { Colour, LotId } from './board.ts';
import { CERTIFICATE_VALUE } from './constants.ts';
import type { BigShotOptions } from './options.ts';
import type { BigShotState, ColourFortune, EndReason } from './types.ts';

/** A-BS-11: parks count towards the 2 properties needed to win. */
const PROPERTIES_TO_WIN = 2;

export function propertiesOf(state: Pick<BigShotState, 'lots'>, colour: Colour): LotId[] {
  return state.lots.flatMap((l) => (l.status === 'owned' && l.owner === colour ? [l.id] : []));
}

/**
 * RULES §2.6.2: each owned lot is worth its printed value, ×2 when the same colour owns a park next
 * to it (A-BS-10: never more than ×2). Parks are worth nothing themselves.
 */
export function propertyValue(properties: readonly LotId[]): number {
  return properties.reduce((sum, id) => {
    const data = lotData(id);
    if (data === undefined) return sum;
    const doubled = data.adjacentParks.some((parkId) => properties.includes(parkId));
    return sum + data.value * (doubled ? 2 : 1);
  }, 0);
}

/** RULES §2.6.3: fortune = value of owned lots + cash − 10 M per certificate, per colour. */
export function colourFortunes(state: BigShotState): ColourFortune[] {
  return state.purses.map((purse) => {
    const properties = propertiesOf(state, purse.colour);
    const value = propertyValue(properties);
    return {
      colour: purse.colour,
      holder: purse.holder,
      properties,
      propertyValue: value,
      cash: purse.cash,
      certificates: purse.certificates,
      fortune: value + purse.cash - CERTIFICATE_VALUE * purse.certificates,
    };
  });
}

/** A seat's fortune: the sum over its colours (both colours in the 2-player game, RULES §2.8). */
export function seatScores(fortunes: readonly ColourFortune[], seatCount: number): number[] {
  return Array.from({ length: seatCount }, (_, seat) =>
    fortunes.filter((f) => f.holder === seat).reduce((sum, f) => sum + f.fortune, 0),
  );
}

/** RULES §2.6.4 / A-BS-15: every colour of the seat must own at least 2 properties. */
export function eligibleSeats(fortunes: readonly ColourFortune[], seatCount: number): Seat[] {
  return Array.from({ length: seatCount }, (_, seat) => seat).filter((seat) =>
    fortunes
      .filter((f) => f.holder === seat)
      .every((f) => f.properties.length >= PROPERTIES_TO_WIN),
  );
}

export interface Verdict {
  readonly reason: EndReason;
  readonly winners: readonly Seat[];
  readonly tieBreak: string | null;
}

/**
 * RULES §2.6.5: the eligible seat with the highest fortune wins, even when negative; an exact tie
 * is a shared victory (A-BS-12); when nobody is eligible there is no winner, or with the A-BS-13
 * fallback the highest fortune among everyone wins.
 */
export function decideWinners(
  scores: readonly number[],
  eligible: readonly Seat[],
  policy: BigShotOptions['nobody_eligible'],
): Verdict {
  const nobody = eligible.length === 0;
  if (nobody && policy === 'no_winner') {
    return { reason: 'NOBODY_ELIGIBLE', winners: [], tieBreak: null };
  }
  const contenders = nobody ? scores.map((_, seat) => seat) : eligible;
  const scoreOf = (seat: Seat): number => scores[seat] ?? 0;
  const best = Math.max(...contenders.map(scoreOf));
  const winners = contenders.filter((seat) => scoreOf(seat) === best);
  return {
    reason: nobody ? 'NOBODY_ELIGIBLE' : 'ALL_AUCTIONS_HELD',
    winners,
    tieBreak: winners.length > 1 ? 'SHARED' : null,
  };
}
