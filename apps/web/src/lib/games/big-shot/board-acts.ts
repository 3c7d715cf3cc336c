/**
 * What the map may be clicked for, and what it highlights (pure). The targets come only from the
 * server's legal list (through draft.ts, which knows no rule); the highlights compare the view the
 * table drew before with the one it draws now, so they show exactly what the last move(s) changed.
 */
import { COLOURS } from './model.ts';
import type { BigShotView, Colour, CubeCounts, Lot } from './model.ts';
import { placementColours, placementLots } from './draft.ts';
import type { Placement } from './draft.ts';

export interface PlacementTargets {
  /** The colour the next cube placed on the map will be (null: nothing to place). */
  readonly colour: Colour | null;
  /** The lots a cube of that colour may go to: each is a button on the map. */
  readonly lots: readonly string[];
}

export const NO_TARGETS: PlacementTargets = { colour: null, lots: [] };

/** The picked colour while it is still in hand (else the first one left), and its lots. */
export function placementTargets(
  view: BigShotView,
  legal: readonly unknown[],
  draft: readonly Placement[],
  picked: Colour | null,
): PlacementTargets {
  const colours = placementColours(view, legal, draft);
  const colour = colours.find((c) => c.colour === picked)?.colour ?? colours[0]?.colour ?? null;
  return colour === null ? NO_TARGETS : { colour, lots: placementLots(legal, draft, colour) };
}

export interface BoardChanges {
  /** Lots whose cubes, owner or status changed. */
  readonly lots: ReadonlySet<string>;
  /** Lots that gained a "Sold" title (a subset of `lots`): their title drops in. */
  readonly titles: ReadonlySet<string>;
  /** Ring spaces (by index) whose cubes changed. */
  readonly spaces: ReadonlySet<number>;
  /** The broker stands on another space. */
  readonly brokerMoved: boolean;
}

export const NO_CHANGES: BoardChanges = {
  lots: new Set(),
  titles: new Set(),
  spaces: new Set(),
  brokerMoved: false,
};

function sameCubes(a: CubeCounts | undefined, b: CubeCounts | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return COLOURS.every((c) => a[c] === b[c]);
}

function sameLot(a: Lot | undefined, b: Lot): boolean {
  if (a?.status !== b.status) return false;
  if (a.status === 'open' && b.status === 'open') return sameCubes(a.cubes, b.cubes);
  if (a.status === 'owned' && b.status === 'owned') return a.owner === b.owner;
  return true;
}

/** What differs on the board between two views of the same game (nothing without a before). */
export function boardChanges(before: BigShotView | null, after: BigShotView): BoardChanges {
  if (before === null) return NO_CHANGES;
  const lots = new Set(
    after.lots
      .filter(
        (lot) =>
          !sameLot(
            before.lots.find((l) => l.id === lot.id),
            lot,
          ),
      )
      .map((l) => l.id),
  );
  const titles = new Set(
    after.lots
      .filter(
        (lot) =>
          lot.status === 'owned' && before.lots.find((l) => l.id === lot.id)?.status !== 'owned',
      )
      .map((l) => l.id),
  );
  const spaces = new Set(
    after.spaces.flatMap((cubes, i) => (sameCubes(before.spaces[i], cubes) ? [] : [i])),
  );
  return { lots, titles, spaces, brokerMoved: before.broker !== after.broker };
}

/** Changes of several steps in one: what changed in either (a catch-up over several moves). */
export function mergeChanges(a: BoardChanges, b: BoardChanges): BoardChanges {
  return {
    lots: new Set([...a.lots, ...b.lots]),
    titles: new Set([...a.titles, ...b.titles]),
    spaces: new Set([...a.spaces, ...b.spaces]),
    brokerMoved: a.brokerMoved || b.brokerMoved,
  };
}
