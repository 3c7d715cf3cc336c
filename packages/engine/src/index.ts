export * from './kernel/index.ts';
export { games, findGame } from './registry.ts';
export { bigCheese } from './games/big-cheese/index.ts';
export type * from './games/big-cheese/index.ts';
export { bigShot } from './games/big-shot/index.ts';
export { bonAppetit } from './games/bon-appetit/index.ts';
export { cheesonomics } from './games/cheesonomics/index.ts';
