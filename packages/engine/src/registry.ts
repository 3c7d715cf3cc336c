import type { AnyGameModule } from './kernel/index.ts';
import { bigCheese, bigCheeseVersions } from './games/big-cheese/index.ts';
import { bigShot, bigShotVersions } from './games/big-shot/index.ts';
import { bonAppetit, bonAppetitVersions } from './games/bon-appetit/index.ts';
import { cheesonomics, cheesonomicsVersions } from './games/cheesonomics/index.ts';

/** Every game the server offers, at its newest rules version. A game is registered once it passes the contract suite. */
export const games: readonly AnyGameModule[] = [bigCheese, bigShot, bonAppetit, cheesonomics];

/** Every published rules version of every game (ADR 0024): stored games are run by these. */
export const gameVersions: readonly AnyGameModule[] = [
  ...bigCheeseVersions,
  ...bigShotVersions,
  ...bonAppetitVersions,
  ...cheesonomicsVersions,
];

/** The game at its newest rules version: what a new game is created with. */
export function findGame(id: string): AnyGameModule | undefined {
  return games.find((g) => g.id === id);
}

/** The game as published under `rulesVersion`: what a stored game or an export is run by. */
export function findGameVersion(id: string, rulesVersion: string): AnyGameModule | undefined {
  return gameVersions.find((g) => g.id === id && g.rulesVersion === rulesVersion);
}

/** The rules versions of a game, oldest first; empty for an unknown game. */
export function rulesVersionsOf(id: string): string[] {
  return gameVersions.filter((g) => g.id === id).map((g) => g.rulesVersion);
}
