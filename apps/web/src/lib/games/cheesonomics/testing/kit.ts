/**
 * Test helpers (imported by *.test.ts only): the engine's golden fixtures replayed into states,
 * random playouts, and a translator over this game's messages that fails on a missing key or
 * value, so every test that draws or describes also checks the messages it uses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  cheesonomics,
  createRng,
  digestPlayerSeeds,
  handle,
  replay,
  startGame,
} from '@tavolo/engine';
import type { Viewer } from '@tavolo/engine';
import type { Translate } from '../../contract.ts';
import { messages } from '../messages/index.ts';

// The engine's root exports the module, not Cheesonomics' types: read them off the module.
type Game = typeof cheesonomics;
export type CheesonomicsState = Parameters<Game['evolve']>[0];
export type CheesonomicsEvent = Parameters<Game['evolve']>[1];
export type EngineView = ReturnType<Game['view']>;
export type EnginePublicEvent = ReturnType<Game['redactEvent']>;
export type EngineCommand = ReturnType<Game['legalCommands']>[number];

export interface FixtureStep {
  readonly actor: number;
  readonly command: unknown;
  readonly events: readonly CheesonomicsEvent[];
}
export interface Fixture {
  readonly name: string;
  readonly seatCount: number;
  readonly options: unknown;
  readonly setup: readonly CheesonomicsEvent[];
  readonly steps: readonly FixtureStep[];
}

// The fixtures live beside the engine's sources; the package is found the way Node finds it.
const engineEntry = createRequire(import.meta.url).resolve('@tavolo/engine');
const FIXTURES = join(dirname(engineEntry), 'games', 'cheesonomics', 'fixtures');

export function loadFixtures(): Fixture[] {
  return readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(FIXTURES, f), 'utf8')) as Fixture);
}

function configOf(seatCount: number, input: unknown) {
  const options = cheesonomics.parseOptions(input, seatCount);
  if (!options.ok) throw new Error(options.error.message);
  return { seatCount, options: options.value };
}

/** The state before each step of a fixture, then the final state. */
export function fixtureStates(f: Fixture): CheesonomicsState[] {
  const config = configOf(f.seatCount, f.options);
  const logs = f.steps.map((_, i) => [...f.setup, ...f.steps.slice(0, i).flatMap((s) => s.events)]);
  const all = [...f.setup, ...f.steps.flatMap((s) => s.events)];
  return [...logs, all].map((events) => replay(cheesonomics, config, events));
}

export function fixtureEvents(f: Fixture): CheesonomicsEvent[] {
  return [...f.setup, ...f.steps.flatMap((s) => s.events)];
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
