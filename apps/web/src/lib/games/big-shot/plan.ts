/**
 * Transitional: the draft moved to draft.ts (one file name per role in every game folder). The
 * city map (CityMap.svelte, being renamed to Board.svelte on another branch) still imports these
 * two from here; once it imports './draft.ts', this file goes.
 */
export { draftByLot } from './draft.ts';
export type { Placement } from './draft.ts';
