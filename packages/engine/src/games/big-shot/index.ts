import { defineVersions, newestVersion } from '../../kernel/index.ts';
import type { GameModule } from '../../kernel/index.ts';
import { bigShotBots } from './bots.ts';
import { parseBigShotCommand } from './commands.ts';
import { decide } from './decide.ts';
import { evolve, initialState } from './evolve.ts';
import { activeSeats, legalCommands } from './legal.ts';
import { SEAT_LIMITS, optionsParserOf, optionsSchemaOf } from './options.ts';
import type { BigShotOptions } from './options.ts';
import { setup } from './setup.ts';
import type { BigShotCommand, BigShotEvent, BigShotState } from './types.ts';
import { RULES_VERSIONS, rulesFor } from './versions.ts';
import type { RulesVersion } from './versions.ts';
import { redactEvent, view } from './view.ts';
import type { BigShotPublicEvent, BigShotView } from './view.ts';

export type BigShotGame = GameModule<
  BigShotState,
  BigShotCommand,
  BigShotEvent,
  BigShotOptions,
  BigShotView,
  BigShotPublicEvent
>;

/** The engine as published under `rulesVersion` (ADR 0024). */
function defineBigShot(rulesVersion: RulesVersion): BigShotGame {
  return {
    id: 'big-shot',
    title: 'Big Shot',
    rulesVersion,
    seatLimits: SEAT_LIMITS,
    optionsSchema: optionsSchemaOf(rulesVersion),
    parseOptions: optionsParserOf(rulesVersion),
    initialState: (config) => initialState(config, rulesFor(rulesVersion, config.options)),
    setup,
    parseCommand: parseBigShotCommand,
    decide,
    evolve,
    seatCount: (state) => state.seatCount,
    activeSeats,
    legalCommands,
    outcome: (state) => (state.phase.kind === 'over' ? state.phase.outcome : null),
    view,
    redactEvent,
    bots: bigShotBots,
  };
}

/** Every published version of the engine, oldest first. */
export const bigShotVersions = defineVersions(RULES_VERSIONS, defineBigShot);

/** The engine at its newest rules version: what a new game is created with. */
export const bigShot: BigShotGame = defineBigShot(newestVersion(RULES_VERSIONS));

export type { BigShotOptions } from './options.ts';
export type { BigShotRules } from './versions.ts';
export type { BigShotCommand, BigShotEvent, BigShotState } from './types.ts';
export type { BigShotPublicEvent, BigShotView, PurseView } from './view.ts';
export type { Colour, LotId } from './board.ts';
