import type { Rng } from '../../kernel/index.ts';
import type { NumberValue } from './cards.ts';
import type { Scoring } from './options.ts';

const D6 = 6;

/** Faces of the die used for a card: the d-v polyhedral, or a d6 (also for the "2" in poly, RULES §1.7.3). */
export function dieFaces(scoring: Scoring, value: NumberValue): number {
  return scoring === 'poly' && value !== 2 ? value : D6;
}

/** How many dice are rolled for a card (FR variant 1: two; FR variant 2: v dice). */
export function diceCount(scoring: Scoring, value: NumberValue): number {
  if (scoring === 'fr_two_dice') return 2;
  if (scoring === 'fr_many_dice') return value;
  return 1;
}

export function rollDice(rng: Rng, scoring: Scoring, value: NumberValue): number[] {
  const faces = dieFaces(scoring, value);
  return Array.from({ length: diceCount(scoring, value) }, () => rng.int(faces) + 1);
}

/** Points a roll is worth (RULES §1.7, §1.11 V3–V5). */
export function points(scoring: Scoring, value: NumberValue, dice: readonly number[]): number {
  switch (scoring) {
    case 'd6':
      return value * (dice[0] ?? 0);
    case 'poly':
      // The "2": any die, odd scores 1 and even scores 2 (a fair d2).
      return value === 2 ? 2 - ((dice[0] ?? 0) % 2) : (dice[0] ?? 0);
    case 'fr_two_dice':
      return value * Math.max(...dice);
    case 'fr_many_dice': {
      // A-BC-12: keep the highest half automatically, score twice their sum.
      const kept = [...dice].sort((a, b) => b - a).slice(0, value / 2);
      return 2 * kept.reduce((sum, d) => sum + d, 0);
    }
    case 'no_luck':
      return value;
  }
}

/** Every sub-multiset of `dice` with 1..maxSize elements, each sorted ascending (for re-roll choices). */
export function rerollChoices(dice: readonly number[], maxSize: number): number[][] {
  const counts = new Map<number, number>();
  for (const d of dice) counts.set(d, (counts.get(d) ?? 0) + 1);
  const faces = [...counts.keys()].sort((a, b) => a - b);
  const out: number[][] = [];
  const walk = (index: number, chosen: number[]): void => {
    if (index === faces.length) {
      if (chosen.length > 0 && chosen.length <= maxSize) out.push(chosen);
      return;
    }
    const face = faces[index] ?? 0;
    const available = counts.get(face) ?? 0;
    for (let take = 0; take <= available && chosen.length + take <= maxSize; take += 1) {
      walk(index + 1, [...chosen, ...Array.from({ length: take }, () => face)]);
    }
  };
  walk(0, []);
  return out;
}

/** Replaces the first dice showing the `reroll` values with fresh rolls, keeping positions. */
export function rerollDice(
  rng: Rng,
  faces: number,
  dice: readonly number[],
  reroll: readonly number[],
): number[] {
  const pending = [...reroll];
  return dice.map((d) => {
    const at = pending.indexOf(d);
    if (at === -1) return d;
    pending.splice(at, 1);
    return rng.int(faces) + 1;
  });
}

/** True when `part` is a sub-multiset of `whole`. */
export function isSubMultiset(part: readonly number[], whole: readonly number[]): boolean {
  const pool = [...whole];
  return part.every((d) => {
    const at = pool.indexOf(d);
    if (at === -1) return false;
    pool.splice(at, 1);
    return true;
  });
}
