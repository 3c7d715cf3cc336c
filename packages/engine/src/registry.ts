import type { AnyGameModule } from './kernel/index.ts';
import { bigCheese } from './games/big-cheese/index.ts';
import { bigShot } from './games/big-shot/index.ts';
import { bonAppetit } from './games/bon-appetit/index.ts';
import { cheesonomics } from './games/cheesonomics/index.ts';

/** Every game the server offers. A game is registered once it passes the contract suite. */
export const games: readonly AnyGameModule[] = [bigCheese, bigShot, bonAppetit, cheesonomics];

export function findGame(id: string): AnyGameModule | undefined {
  return games.find((g) => g.id === id);
}
