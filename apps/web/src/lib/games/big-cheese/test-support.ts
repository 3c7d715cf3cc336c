/**
 * Test helpers (imported by *.test.ts only): the engine's golden fixtures replayed into every
 * position with each seat's view and legal commands, and translators that format this game's
 * messages with svelte-i18n (ICU plurals included), optionally recording every key asked for.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { bigCheese } from '@tavolo/engine';
import type { BigCheeseEvent, BigCheeseState } from '@tavolo/engine';
import { getMessageFormatter } from 'svelte-i18n';
import type { Translate } from '../contract.ts';
import { messages } from './messages.ts';

export interface Fixture {
  readonly name: string;
  readonly seatCount: number;
  readonly options: unknown;
  readonly setup: readonly BigCheeseEvent[];
  readonly steps: readonly {
    readonly actor: number;
    readonly command: unknown;
    readonly events: readonly BigCheeseEvent[];
  }[];
}

/** The engine package's own folder of golden fixtures for this game. */
function fixtureDir(): string {
  const engineEntry = createRequire(import.meta.url).resolve('@tavolo/engine');
  return join(dirname(engineEntry), 'games', 'big-cheese', 'fixtures');
}

export function loadFixtures(): Fixture[] {
  const dir = fixtureDir();
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Fixture);
}

export function startState(fixture: Fixture): BigCheeseState {
  const options = bigCheese.parseOptions(fixture.options, fixture.seatCount);
  if (!options.ok) throw new Error(`${fixture.name}: ${options.error.message}`);
  const initial = bigCheese.initialState({ seatCount: fixture.seatCount, options: options.value });
  return fixture.setup.reduce((s, e) => bigCheese.evolve(s, e), initial);
}

/** Every state of a fixture: after setup, then after each step (the last one is the end). */
export function fixtureStates(fixture: Fixture): BigCheeseState[] {
  const states = [startState(fixture)];
  for (const step of fixture.steps) {
    const before = states.at(-1) ?? startState(fixture);
    states.push(step.events.reduce((s, e) => bigCheese.evolve(s, e), before));
  }
  return states;
}

export function allEvents(fixture: Fixture): BigCheeseEvent[] {
  return [...fixture.setup, ...fixture.steps.flatMap((step) => step.events)];
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

/** Display names by seat, with characters that HTML escapes so the render tests notice mistakes. */
export function names(seatCount: number): string[] {
  return ['Ada', 'Bruno <b>', 'Chloé', 'Dario & co', 'Elsa', 'Fausto'].slice(0, seatCount);
}
