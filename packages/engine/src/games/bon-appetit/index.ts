import { defineVersions, newestVersion } from '../../kernel/index.ts';
import type { GameModule } from '../../kernel/index.ts';
import { bonAppetitBots } from './bots.ts';
import { parseBonAppetitCommand } from './commands.ts';
import { decide } from './decide.ts';
import { evolve, initialState } from './evolve.ts';
import { activeSeats, legalCommands } from './legal.ts';
import { SEAT_LIMITS, optionsSchemaOf, parseBonAppetitOptions } from './options.ts';
import type { BonAppetitOptions } from './options.ts';
import { setup } from './setup.ts';
import type { BonAppetitCommand, BonAppetitEvent, BonAppetitState } from './types.ts';
import { RULES_VERSIONS, rulesFor } from './versions.ts';
import type { RulesVersion } from './versions.ts';
import { redactEvent, view } from './view.ts';
import type { BonAppetitPublicEvent, BonAppetitView } from './view.ts';

export type BonAppetitGame = GameModule<
  BonAppetitState,
  BonAppetitCommand,
  BonAppetitEvent,
  BonAppetitOptions,
  BonAppetitView,
  BonAppetitPublicEvent
>;

/**
 * The engine as published under `rulesVersion` (ADR 0024): the version picks the options schema,
 * and the behaviours the state carries as `state.rules` (versions.ts).
 */
function defineBonAppetit(rulesVersion: RulesVersion): BonAppetitGame {
  return {
    id: 'bon-appetit',
    title: 'Bon Appétit!',
    rulesVersion,
    seatLimits: SEAT_LIMITS,
    optionsSchema: optionsSchemaOf(rulesVersion),
    parseOptions: (input, seatCount) => parseBonAppetitOptions(rulesVersion, input, seatCount),
    initialState: (config) => initialState(config, rulesFor(rulesVersion, config.options)),
    setup: (input) => setup(input, rulesFor(rulesVersion, input.options)),
    parseCommand: parseBonAppetitCommand,
    decide,
    evolve,
    seatCount: (state) => state.seatCount,
    activeSeats,
    legalCommands,
    outcome: (state) => (state.phase.kind === 'over' ? state.phase.outcome : null),
    view,
    redactEvent,
    bots: bonAppetitBots,
  };
}

/** Every published version of the engine, oldest first. */
export const bonAppetitVersions = defineVersions(RULES_VERSIONS, defineBonAppetit);

/** The engine at its newest rules version: what a new game is created with. */
export const bonAppetit: BonAppetitGame = defineBonAppetit(newestVersion(RULES_VERSIONS));

export { bonAppetitBots, randomBonAppetitBot } from './bots.ts';
export type { BonAppetitOptions } from './options.ts';
export type { BonAppetitRules } from './versions.ts';
export type { BonAppetitCommand, BonAppetitEvent, BonAppetitState } from './types.ts';
export type { BonAppetitPublicEvent, BonAppetitView } from './view.ts';
export type { Card as BonAppetitCard } from './cards.ts';
