/**
 * Test helpers (imported by *.test.ts only): the engine's Big Shot golden fixtures replayed into
 * every position, a translator that formats this game's messages with svelte-i18n's own ICU
 * formatter (so a message the app could not format fails here), and the engine's handle() for
 * sending a command to a real game.
 */
import { bigShot, handle } from '@tavolo/engine';
import type { Rng } from '@tavolo/engine';
import type { Translate } from '../contract.ts';
import { gameFixtures } from '../testing/fixtures.ts';
import type { Fixture as GameFixture } from '../testing/fixtures.ts';
import { translator as gameTranslator } from '../testing/translator.ts';
import type { Locale } from '../testing/translator.ts';
import { messages } from './messages/index.ts';

export { LOCALES } from '../testing/translator.ts';
export type { Locale } from '../testing/translator.ts';
export type State = ReturnType<typeof bigShot.initialState>;
export type EngineEvent = Parameters<typeof bigShot.evolve>[1];
export type Fixture = GameFixture<EngineEvent>;

const fixtures = gameFixtures(bigShot);
export const loadFixtures = fixtures.load;
export const startState = fixtures.startState;
export const fixtureStates = fixtures.states;
export const allEvents = fixtures.events;

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

/**
 * A translator for `locale`. A missing key comes back raw (as svelte-i18n shows it), so tests can
 * look for raw keys in the output; `seen` collects every key asked for.
 */
export function translator(locale: Locale, seen?: Set<string>): Translate {
  return gameTranslator(messages, locale, seen);
}

/** Display names with characters HTML escapes, so the render tests notice escaping mistakes. */
export const NAMES = ['Ada <A&B>', 'Bruno', 'Chloé', 'Dario'] as const;
