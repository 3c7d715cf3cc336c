import type { GameModule } from '../../kernel/index.ts';
import { fullDeck } from './cards.ts';
import { parseBigCheeseCommand } from './commands.ts';
import { decide } from './decide.ts';
import { evolve, initialState } from './evolve.ts';
import { activeSeats, legalCommands } from './legal.ts';
import { OPTIONS_SCHEMA, SEAT_LIMITS, parseBigCheeseOptions } from './options.ts';
import type { BigCheeseOptions } from './options.ts';
import type { BigCheeseCommand, BigCheeseEvent, BigCheeseState } from './types.ts';
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

export const bigCheese: BigCheeseGame = {
  id: 'big-cheese',
  title: 'The Big Cheese',
  rulesVersion: '1.0.0',
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
};

export type { BigCheeseOptions } from './options.ts';
export type { BigCheeseCommand, BigCheeseEvent, BigCheeseState } from './types.ts';
export type { BigCheesePublicEvent, BigCheeseView } from './view.ts';
export type { Card } from './cards.ts';
