import type { Seat } from '../../kernel/index.ts';
import { given } from '../../testing/index.ts';
import type { Scenario } from '../../testing/index.ts';
import type { Card } from './cards.ts';
import { Emitter } from './emitter.ts';
import { continueGame, openFirstPile } from './flow.ts';
import { bonAppetit, bonAppetitVersions } from './index.ts';
import type { BonAppetitGame } from './index.ts';
import type { BonAppetitOptions } from './options.ts';
import type { BonAppetitCommand, BonAppetitEvent, BonAppetitState } from './types.ts';
import type { RulesVersion } from './versions.ts';

export type BonAppetitScenario = Scenario<
  BonAppetitState,
  BonAppetitCommand,
  BonAppetitEvent,
  BonAppetitOptions
>;

/** The seats of the rulebook's examples: Giovanni, then Teresa on his left, then Antonio. */
export const GIOVANNI = 0;
export const TERESA = 1;
export const ANTONIO = 2;

export const REVEAL: BonAppetitCommand = { type: 'reveal' };

export const repeat = (card: Card, times: number): Card[] =>
  Array.from({ length: times }, () => card);

/** The engine as published under `version` (the newest when none is given). */
export function engineOf(version?: RulesVersion): BonAppetitGame {
  const engine = bonAppetitVersions.find((game) => game.rulesVersion === version);
  return engine ?? bonAppetit;
}

/**
 * A table dealt by hand: `piles` top card first, `centre` face up. The opening events are the ones
 * setup would produce for that deal (the centre card takes effect, automatic seats reveal). Played
 * under the newest rules unless `rulesVersion` says otherwise.
 */
export function table(input: {
  piles: readonly (readonly Card[])[];
  centre?: Card;
  startingSeat?: Seat;
  options?: Partial<BonAppetitOptions>;
  rulesVersion?: RulesVersion;
}): BonAppetitScenario {
  const game = engineOf(input.rulesVersion);
  const seatCount = input.piles.length;
  const startingSeat = input.startingSeat ?? GIOVANNI;
  // The deal is stacked, so the starting seat is fixed rather than drawn.
  const options = { starting_seat: startingSeat, ...input.options };
  const parsed = game.parseOptions(options, seatCount);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const em = new Emitter(game.initialState({ seatCount, options: parsed.value }));
  em.emit({
    type: 'cards_dealt',
    startingSeat,
    piles: input.piles,
    centre: input.centre ?? 'cheese',
  });
  openFirstPile(em, startingSeat);
  continueGame(em);
  return given(game, { seatCount, options, events: em.events });
}

/** Each listed seat reveals once, in order. */
export function reveals(scenario: BonAppetitScenario, seats: readonly Seat[]): BonAppetitScenario {
  for (const seat of seats) scenario.when(seat, REVEAL);
  return scenario;
}

export { expectGolden } from '../../testing/index.ts';

export function eventTypes(events: readonly BonAppetitEvent[]): BonAppetitEvent['type'][] {
  return events.map((e) => e.type);
}

export const pileOf = (state: BonAppetitState, seat: Seat): readonly Card[] =>
  state.piles[seat] ?? [];
