export * from './kernel/index.ts';
export { games, findGame } from './registry.ts';
export { bigCheese } from './games/big-cheese/index.ts';
export type * from './games/big-cheese/index.ts';
