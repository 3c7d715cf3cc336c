/**
 * The four games' wire types, for clients written in TypeScript: what `view` holds in a game's
 * state, the commands its legal list offers and `POST …/commands` takes, and its log's events as
 * a player receives them. The REST and GraphQL schemas type these as free JSON (each game has its
 * own); the engine's own types are the contract (DESIGN §2), so they are re-exported here, types
 * only — importing this module adds no code to a bundle.
 */
export type {
  BigCheeseCommand,
  BigCheeseOptions,
  BigCheesePublicEvent,
  BigCheeseView,
  Card as BigCheeseCard,
} from '@tavolo/engine';
export type {
  BigShotColour,
  BigShotCommand,
  BigShotOptions,
  BigShotPublicEvent,
  BigShotView,
  LotId,
  PurseView,
} from '@tavolo/engine';
export type {
  BonAppetitCard,
  BonAppetitCommand,
  BonAppetitOptions,
  BonAppetitPublicEvent,
  BonAppetitView,
} from '@tavolo/engine';
export type {
  Animal,
  Category,
  CheesonomicsColour,
  CheesonomicsCommand,
  CheesonomicsOptions,
  CheesonomicsPublicEvent,
  CheesonomicsView,
  MarketWedge,
  WedgeCode,
} from '@tavolo/engine';
export type { Outcome, Seat, Viewer } from '@tavolo/engine';
