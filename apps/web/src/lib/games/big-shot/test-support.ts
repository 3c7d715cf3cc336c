/**
 * Test helpers (imported by *.test.ts only): the engine's Big Shot golden fixtures replayed into
 * every position, a translator that formats this game's messages with svelte-i18n's own ICU
 * formatter (so a message the app could not format fails here), and the engine's handle() for
 * sending a command to a real game.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { bigShot, handle } from '@tavolo/engine';
import type { Rng } from '@tavolo/engine';
import { getMessageFormatter } from 'svelte-i18n';
import type { Translate } from '../contract.ts';
import { messages } from './messages/index.ts';

export type State = ReturnType<typeof bigShot.initialState>;
export type EngineEvent = Parameters<typeof bigShot.evolve>[1];

export interface Fixture {
  readonly name: string;
  readonly seatCount: number;
  readonly options: unknown;
  readonly setup: readonly EngineEvent[];
  readonly steps: readonly {
    readonly actor: number;
    readonly command: unknown;
    readonly events: readonly EngineEvent[];
  }[];
}

/** The engine package's own folder of golden fixtures for Big Shot. */
function fixtureDir(): string {
  const engineEntry = createRequire(import.meta.url).resolve('@tavolo/engine');
  return join(dirname(engineEntry), 'games', 'big-shot', 'fixtures');
}

export function loadFixtures(): Fixture[] {
  const dir = fixtureDir();
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Fixture);
}

export function startState(fixture: Fixture): State {
  const options = bigShot.parseOptions(fixture.options, fixture.seatCount);
  if (!options.ok) throw new Error(`${fixture.name}: ${options.error.message}`);
  const initial = bigShot.initialState({ seatCount: fixture.seatCount, options: options.value });
  return fixture.setup.reduce((s, e) => bigShot.evolve(s, e), initial);
}

/** Every state of a fixture: after setup, then after each step (the last one may be the end). */
export function fixtureStates(fixture: Fixture): State[] {
  const states = [startState(fixture)];
  for (const step of fixture.steps) {
    const before = states.at(-1) ?? startState(fixture);
    states.push(step.events.reduce((s, e) => bigShot.evolve(s, e), before));
  }
  return states;
}

export function allEvents(fixture: Fixture): EngineEvent[] {
  return [...fixture.setup, ...fixture.steps.flatMap((step) => step.events)];
}

/** Placing cubes, loans and bids draw nothing; a draw here would mean the test sent a roll. */
const noDraws: Rng = {
  int: () => {
    throw new Error('unexpected draw');
  },
  shuffle: () => {
    throw new Error('unexpected draw');
  },
};

/** Sends a command as the engine (and so the server) would take it; throws if it is refused. */
export function send(state: State, seat: number, command: unknown): State {
  const result = handle(bigShot, state, seat, command, noDraws);
  if (!result.ok) throw new Error(`refused ${result.error.code}: ${JSON.stringify(command)}`);
  return result.value.state;
}

export const LOCALES = ['en', 'it', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * A translator for `locale`. A missing key comes back raw (as svelte-i18n shows it), so tests can
 * look for raw keys in the output; `seen` collects every key asked for.
 */
export function translator(locale: Locale, seen?: Set<string>): Translate {
  const dict = messages[locale];
  return (key, values) => {
    seen?.add(key);
    const message = dict[key];
    if (message === undefined) return key;
    const out: unknown = getMessageFormatter(message, locale).format(values);
    return String(out);
  };
}

/** Display names with characters HTML escapes, so the render tests notice escaping mistakes. */
export const NAMES = ['Ada <A&B>', 'Bruno', 'Chloé', 'Dario'] as const;
