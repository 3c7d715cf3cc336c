import { COLOURS } from './board.ts';
import type { Colour } from './board.ts';

/** Cubes of each colour on a space, a lot or in hand. Order never matters in Big Shot. */
export type CubeCounts = Readonly<Record<Colour, number>>;

export const NO_CUBES: CubeCounts = { red: 0, yellow: 0, black: 0, white: 0 };

export function countCubes(colours: readonly Colour[]): CubeCounts {
  return colours.reduce((counts, colour) => addCube(counts, colour), NO_CUBES);
}

export function addCube(counts: CubeCounts, colour: Colour): CubeCounts {
  return { ...counts, [colour]: counts[colour] + 1 };
}

export function removeCube(counts: CubeCounts, colour: Colour): CubeCounts {
  return { ...counts, [colour]: Math.max(0, counts[colour] - 1) };
}

export function totalCubes(counts: CubeCounts): number {
  return COLOURS.reduce((sum, colour) => sum + counts[colour], 0);
}

/** The colours with at least one cube, in board order. */
export function coloursPresent(counts: CubeCounts): Colour[] {
  return COLOURS.filter((colour) => counts[colour] > 0);
}
