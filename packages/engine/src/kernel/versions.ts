/**
 * Rules versions (ADR 0024). An engine keeps every rules version it has ever published, so a
 * stored game replays, continues and verifies under the version it was created with, forever.
 *
 * Every version of a game is the same code built for that version: each game's `versions.ts`
 * lists its published versions (oldest first) and the behaviour switches each one turns on, and
 * its `index.ts` builds one `GameModule` per version. The switches live in the game's state, so
 * `decide`, `evolve` and `legalCommands` read named behaviour ("loans before the roll"), never a
 * version number.
 */

/** The published versions of one game, oldest first: the last is what a new game gets. */
export type PublishedVersions<Version extends string> = readonly [Version, ...Version[]];

/** The newest of a game's published versions. */
export function newestVersion<Version extends string>(
  versions: PublishedVersions<Version>,
): Version {
  return versions[versions.length - 1] ?? versions[0];
}

/** One module per published version, oldest first, built by `define`. */
export function defineVersions<Version extends string, Module>(
  versions: PublishedVersions<Version>,
  define: (version: Version) => Module,
): readonly [Module, ...Module[]] {
  const [first, ...rest] = versions;
  return [define(first), ...rest.map(define)];
}
