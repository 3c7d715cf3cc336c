import { defineVersions, newestVersion } from '../../kernel/index.ts';
import type { GameModule } from '../../kernel/index.ts';
import { bigCheeseBots } from './bots.ts';
import { fullDeck } from './cards.ts';
import { parseBigCheeseCommand } from './commands.ts';
import { decide } from './decide.ts';
import { evolve, initialState } from './evolve.ts';
import { activeSeats, legalCommands } from './legal.ts';
import { OPTIONS_SCHEMA, SEAT_LIMITS, parseBigCheeseOptions } from './options.ts';
import type { BigCheeseOptions } from './options.ts';
import type { BigCheeseCommand, BigCheeseEvent, BigCheeseState } from './types.ts';
import { RULES_VERSIONS } from './versions.ts';
import type { RulesVersion } from './versions.ts';
import { redactEvent, view } from './view.ts';
import type { BigCheesePublicEvent, BigCheeseView } from './view.ts';

export type BigCheeseGame = GameModule<
  BigCheeseState,
  BigCheeseCommand,
  BigCheeseEvent,
  BigCheeseOptions,
  BigCheeseView,
  BigCheesePublicEvent
>;

/** The engine as published under `rulesVersion` (ADR 0024). */
function defineBigCheese(rulesVersion: RulesVersion): BigCheeseGame {
  return {
    id: 'big-cheese',
    title: 'The Big Cheese',
    rulesVersion,
    seatLimits: SEAT_LIMITS,
    optionsSchema: OPTIONS_SCHEMA,
    parseOptions: parseBigCheeseOptions,
    initialState,
    setup({ seatCount, options, rng }) {
      const deck = rng.shuffle(fullDeck(options.specials));
      const opener = rng.int(seatCount);
      const card = deck[0] ?? 2;
      return [
        { type: 'game_started', deck },
        { type: 'auction_started', opener, card },
      ];
    },
    parseCommand: parseBigCheeseCommand,
    decide,
    evolve,
    seatCount: (state) => state.seatCount,
    activeSeats,
    legalCommands,
    outcome: (state) => (state.phase.kind === 'over' ? state.phase.outcome : null),
    view,
    redactEvent,
    bots: bigCheeseBots,
  };
}

/** Every published version of the engine, oldest first. */
export const bigCheeseVersions = defineVersions(RULES_VERSIONS, defineBigCheese);

/** The engine at its newest rules version: what a new game is created with. */
export const bigCheese: BigCheeseGame = defineBigCheese(newestVersion(RULES_VERSIONS));

export type { BigCheeseOptions } from './options.ts';
export type { BigCheeseCommand, BigCheeseEvent, BigCheeseState } from './types.ts';
export type { BigCheesePublicEvent, BigCheeseView } from './view.ts';
export type { Card } from './cards.ts';
