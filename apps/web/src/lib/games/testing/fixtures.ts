/**
 * Test helper (imported by *.test.ts only): a game's golden fixtures from the engine package,
 * replayed with the engine's own fold into every position they pass through.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { GameModule } from '@tavolo/engine';

export interface Fixture<Event> {
  readonly name: string;
  readonly seatCount: number;
  readonly options: unknown;
  readonly setup: readonly Event[];
  readonly steps: readonly {
    readonly actor: number;
    readonly command: unknown;
    readonly events: readonly Event[];
  }[];
}

export interface GameFixtures<State, Event> {
  /** Every fixture of the game, in file name order. */
  readonly load: () => Fixture<Event>[];
  /** The state after the fixture's setup events. */
  readonly startState: (fixture: Fixture<Event>) => State;
  /** Every state of a fixture: after setup, then after each step (the last may be the end). */
  readonly states: (fixture: Fixture<Event>) => State[];
  /** The fixture's events in order, setup first. */
  readonly events: (fixture: Fixture<Event>) => Event[];
}

/** The fixtures of `game`, read from the engine package's `games/<id>/fixtures` folder. */
export function gameFixtures<State, Command, Event, Options, View, PublicEvent>(
  game: GameModule<State, Command, Event, Options, View, PublicEvent>,
): GameFixtures<State, Event> {
  const dir = join(
    dirname(createRequire(import.meta.url).resolve('@tavolo/engine')),
    'games',
    game.id,
    'fixtures',
  );
  const startState = (fixture: Fixture<Event>): State => {
    const options = game.parseOptions(fixture.options, fixture.seatCount);
    if (!options.ok) throw new Error(`${fixture.name}: ${options.error.message}`);
    const initial = game.initialState({ seatCount: fixture.seatCount, options: options.value });
    return fixture.setup.reduce((state, event) => game.evolve(state, event), initial);
  };
  return {
    load: () =>
      readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Fixture<Event>),
    startState,
    states: (fixture) => {
      const states = [startState(fixture)];
      for (const step of fixture.steps) {
        const before = states.at(-1) ?? startState(fixture);
        states.push(step.events.reduce((state, event) => game.evolve(state, event), before));
      }
      return states;
    },
    events: (fixture) => [...fixture.setup, ...fixture.steps.flatMap((step) => step.events)],
  };
}
