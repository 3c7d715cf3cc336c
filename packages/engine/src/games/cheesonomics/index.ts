import type { GameModule } from '../../kernel/index.ts';
import { parseCheesonomicsCommand } from './commands.ts';
import { decide } from './decide.ts';
import { evolve, initialState } from './evolve.ts';
import { activeSeats, legalCommands } from './legal.ts';
import { OPTIONS_SCHEMA, SEAT_LIMITS, parseCheesonomicsOptions } from './options.ts';
import type { CheesonomicsOptions } from './options.ts';
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

export const cheesonomics: CheesonomicsGame = {
  id: 'cheesonomics',
  title: 'Cheesonomics',
  rulesVersion: '1.0.0',
  seatLimits: SEAT_LIMITS,
  optionsSchema: OPTIONS_SCHEMA,
  parseOptions: parseCheesonomicsOptions,
  initialState,
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
};

export type { CheesonomicsOptions } from './options.ts';
export type { CheesonomicsCommand, CheesonomicsEvent, CheesonomicsState } from './types.ts';
export type { CheesonomicsPublicEvent } from './redact.ts';
export type { CheesonomicsView } from './view.ts';
export type { Category, Colour, Animal, WedgeCode, MarketWedge } from './components.ts';
