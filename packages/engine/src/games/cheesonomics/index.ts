import { defineVersions, newestVersion } from '../../kernel/index.ts';
import type { GameModule } from '../../kernel/index.ts';
import { cheesonomicsBots } from './bots.ts';
import { parseCheesonomicsCommand } from './commands.ts';
import { decide } from './decide.ts';
import { evolve, initialState } from './evolve.ts';
import { activeSeats, legalCommands } from './legal.ts';
import { OPTIONS_SCHEMA, SEAT_LIMITS, parseCheesonomicsOptions } from './options.ts';
import type { CheesonomicsOptions } from './options.ts';
import { RULES_VERSIONS, rulesFor } from './versions.ts';
import type { RulesVersion } from './versions.ts';
import { redactEvent } from './redact.ts';
import type { CheesonomicsPublicEvent } from './redact.ts';
import { setupEvents } from './setup.ts';
import type { CheesonomicsCommand, CheesonomicsEvent, CheesonomicsState } from './types.ts';
import { view } from './view.ts';
import type { CheesonomicsView } from './view.ts';

export type CheesonomicsGame = GameModule<
  CheesonomicsState,
  CheesonomicsCommand,
  CheesonomicsEvent,
  CheesonomicsOptions,
  CheesonomicsView,
  CheesonomicsPublicEvent
>;

/** The engine as published under `rulesVersion` (ADR 0024). */
function defineCheesonomics(rulesVersion: RulesVersion): CheesonomicsGame {
  return {
    id: 'cheesonomics',
    title: 'Cheesonomics',
    rulesVersion,
    seatLimits: SEAT_LIMITS,
    optionsSchema: OPTIONS_SCHEMA,
    parseOptions: parseCheesonomicsOptions,
    initialState: (config) => initialState(config, rulesFor(rulesVersion, config.options)),
    setup: setupEvents,
    parseCommand: parseCheesonomicsCommand,
    decide,
    evolve,
    seatCount: (state) => state.seatCount,
    activeSeats,
    legalCommands,
    outcome: (state) => (state.phase.kind === 'over' ? state.phase.outcome : null),
    view,
    redactEvent,
    bots: cheesonomicsBots,
  };
}

/** Every published version of the engine, oldest first. */
export const cheesonomicsVersions = defineVersions(RULES_VERSIONS, defineCheesonomics);

/** The engine at its newest rules version: what a new game is created with. */
export const cheesonomics: CheesonomicsGame = defineCheesonomics(newestVersion(RULES_VERSIONS));

export type { CheesonomicsOptions } from './options.ts';
export type { CheesonomicsCommand, CheesonomicsEvent, CheesonomicsState } from './types.ts';
export type { CheesonomicsPublicEvent } from './redact.ts';
export type { CheesonomicsView } from './view.ts';
export type { CheesonomicsRules } from './versions.ts';
export type { Category, Colour, Animal, WedgeCode, MarketWedge } from './components.ts';
