import { COLOURS } from './board.ts';
import type { Colour } from './board.ts';
import type { CubeCounts } from './cubes.ts';

/**
 * The ownership rule OW (RULES §2.4): colours that share a count cancel each other, at every level;
 * of the colours left, the one with the most cubes owns the lot. Null when every colour cancels
 * (or the lot is empty): the lot then has no owner.
 */
export function lotOwner(cubes: CubeCounts): Colour | null {
  const present = COLOURS.filter((colour) => cubes[colour] > 0);
  const survivors = present.filter(
    (colour) => present.filter((other) => cubes[other] === cubes[colour]).length === 1,
  );
  let owner: Colour | null = null;
  for (const colour of survivors) {
    if (owner === null || cubes[colour] > cubes[owner]) owner = colour;
  }
  return owner;
}
