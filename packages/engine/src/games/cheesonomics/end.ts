import type { Seat } from '../../kernel/index.ts';
import { ANIMALS, animalOf, colourOf } from './components.ts';
import type { Animal } from './components.ts';
import type { Emitter } from './emitter.ts';
import type { CheesonomicsEvent, CheesonomicsState } from './types.ts';

type AnimalBonus = Extract<CheesonomicsEvent, { type: 'animal_bonus' }>;
type GameEnded = Extract<CheesonomicsEvent, { type: 'game_ended' }>;

/** Final sellers: the seats after the trigger player, up to the last before the starting player. */
export function finalSellers(state: CheesonomicsState, trigger: Seat): Seat[] {
  const n = state.seatCount;
  const sellers: Seat[] = [];
  for (let seat = (trigger + 1) % n; seat !== state.startingSeat; seat = (seat + 1) % n) {
    sellers.push(seat);
  }
  return sellers;
}

/** RULES §4.10.4: the most of an animal sold earns that many curds; ties share fully. */
export function animalBonuses(state: CheesonomicsState): AnimalBonus[] {
  return ANIMALS.flatMap((animal: Animal): AnimalBonus[] => {
    const sold = state.players.map(
      (p) => p.fulfilment.filter((w) => animalOf(w) === animal).length,
    );
    const amount = Math.max(0, ...sold);
    if (amount === 0) return [];
    const seats = sold.flatMap((count, seat) => (count === amount ? [seat] : []));
    return [{ type: 'animal_bonus', animal, amount, seats }];
  });
}

export function coloursSold(state: CheesonomicsState, seat: Seat): number {
  return new Set(state.players[seat]?.fulfilment.map(colourOf)).size;
}

/** RULES §4.10.5: most curds, then most different colours sold, then a shared victory. */
export function decideWinners(state: CheesonomicsState): GameEnded {
  const curds = state.players.map((p) => p.curds);
  const best = Math.max(...curds);
  const top = curds.flatMap((c, seat) => (c === best ? [seat] : []));
  if (top.length === 1) return { type: 'game_ended', winners: top, tieBreak: null };
  const colours = top.map((seat) => coloursSold(state, seat));
  const most = Math.max(...colours);
  const winners = top.filter((_, i) => colours[i] === most);
  return {
    type: 'game_ended',
    winners,
    tieBreak: winners.length === 1 ? 'MOST_COLOURS_SOLD' : 'SHARED',
  };
}

/** Liquidation, bonuses and the winner (RULES §4.10.3–5). */
export function finishGame(em: Emitter): void {
  em.emit({ type: 'wheels_liquidated', curds: em.state.players.map((p) => p.wheel.length) });
  for (const bonus of animalBonuses(em.state)) em.emit(bonus);
  em.emit(decideWinners(em.state));
}
