/**
 * Test helpers (imported by *.test.ts only): the engine's golden fixtures replayed into states,
 * random playouts, and a translator over this game's messages that fails on a missing key or
 * value, so every test that draws or describes also checks the messages it uses.
 */
import { cheesonomics, createRng, digestPlayerSeeds, handle, startGame } from '@tavolo/engine';
import type { CheesonomicsEvent, CheesonomicsState, Viewer } from '@tavolo/engine';
import type { Translate } from '../../contract.ts';
import { gameFixtures } from '../../testing/fixtures.ts';
import type { Fixture as GameFixture } from '../../testing/fixtures.ts';
import { messages } from '../messages/index.ts';

export type {
  CheesonomicsEvent,
  CheesonomicsPublicEvent as EnginePublicEvent,
  CheesonomicsState,
} from '@tavolo/engine';

export type Fixture = GameFixture<CheesonomicsEvent>;
export type FixtureStep = Fixture['steps'][number];

const fixtures = gameFixtures(cheesonomics);
export const loadFixtures = fixtures.load;
/** The state after setup and after each step (the last is the final state). */
export const fixtureStates = fixtures.states;
export const fixtureEvents = fixtures.events;

function configOf(seatCount: number, input: unknown) {
  const options = cheesonomics.parseOptions(input, seatCount);
  if (!options.ok) throw new Error(options.error.message);
  return { seatCount, options: options.value };
}

export const seat = (n: number): Viewer => ({ kind: 'seat', seat: n });
export const viewers = (seatCount: number): Viewer[] => [
  ...Array.from({ length: seatCount }, (_, i) => seat(i)),
  { kind: 'spectator' },
];

/** A small deterministic generator, so a failing playout can be replayed from its seed. */
export function lcg(seed: number): (bound: number) => number {
  let x = seed >>> 0 || 1;
  return (bound) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % bound;
  };
}

export interface Playout {
  readonly states: CheesonomicsState[];
  readonly events: CheesonomicsEvent[];
}

/**
 * Plays a game from a fresh shuffle, asking `choose` for each move of the active seat.
 * `choose` gets the seat, its view and its legal commands, as a table would.
 */
export function playout(
  seatCount: number,
  flavour: 'mild' | 'sharp',
  seed: number,
  choose: (seat: number, view: unknown, legal: readonly unknown[]) => unknown,
  maxSteps = 400,
): Playout {
  const config = configOf(seatCount, { flavour });
  const context = (commandSeq: number) => ({
    serverSeed: seed.toString(16).padStart(64, '0'),
    playerSeedsDigest: digestPlayerSeeds([]),
    gameId: `web-cheesonomics-${seed}`,
    commandSeq,
  });
  const start = startGame(cheesonomics, config, createRng(context(0)));
  let state = start.state;
  const states = [state];
  const events = [...start.events];
  for (let n = 1; n <= maxSteps && cheesonomics.outcome(state) === null; n++) {
    const actor = cheesonomics.activeSeats(state)[0];
    if (actor === undefined) break;
    const legal = cheesonomics.legalCommands(state, actor);
    const command = choose(actor, cheesonomics.view(state, seat(actor)), legal);
    const result = handle(cheesonomics, state, actor, command, createRng(context(n)));
    if (!result.ok) throw new Error(`refused ${JSON.stringify(command)}: ${result.error.message}`);
    state = result.value.state;
    states.push(state);
    events.push(...result.value.events);
  }
  return { states, events };
}

/**
 * A translator over this game's messages: `{name}` placeholders only, as the app's messages use
 * them. It throws on a missing key or value, and records the keys it was asked for.
 */
export function translator(locale: 'en' | 'it' | 'fr', used?: Set<string>): Translate {
  const dict: Readonly<Record<string, string>> = messages[locale];
  return (key, values) => {
    const text = dict[key];
    if (text === undefined) throw new Error(`no ${locale} message ${key}`);
    used?.add(key);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values?.[name];
      if (value === undefined) throw new Error(`no value {${name}} for ${key}`);
      return String(value);
    });
  };
}
