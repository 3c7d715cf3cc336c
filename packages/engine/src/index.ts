export * from './kernel/index.ts';
export { findGame, findGameVersion, games, gameVersions, rulesVersionsOf } from './registry.ts';
export { bigCheese, bigCheeseVersions } from './games/big-cheese/index.ts';
export type * from './games/big-cheese/index.ts';
export { bigShot, bigShotVersions } from './games/big-shot/index.ts';
// Each game's wire types (views, commands, events), named by game where two games share a name.
export type {
  BigShotCommand,
  BigShotEvent,
  BigShotOptions,
  BigShotPublicEvent,
  BigShotState,
  BigShotView,
  Colour as BigShotColour,
  LotId,
  PurseView,
} from './games/big-shot/index.ts';
export { bonAppetit, bonAppetitVersions } from './games/bon-appetit/index.ts';
export type * from './games/bon-appetit/index.ts';
export { cheesonomics, cheesonomicsVersions } from './games/cheesonomics/index.ts';
export type {
  Animal,
  Category,
  CheesonomicsCommand,
  CheesonomicsEvent,
  CheesonomicsOptions,
  CheesonomicsPublicEvent,
  CheesonomicsState,
  CheesonomicsView,
  Colour as CheesonomicsColour,
  MarketWedge,
  WedgeCode,
} from './games/cheesonomics/index.ts';
