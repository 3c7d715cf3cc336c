/**
 * Test helpers (imported by *.test.ts only): the engine's golden fixtures replayed into every
 * position with each seat's view and legal commands, and translators that format this game's
 * messages with svelte-i18n (ICU plurals included), optionally recording every key asked for.
 */
import { bigCheese } from '@tavolo/engine';
import type { BigCheeseEvent } from '@tavolo/engine';
import type { Translate } from '../contract.ts';
import { gameFixtures } from '../testing/fixtures.ts';
import type { Fixture as GameFixture } from '../testing/fixtures.ts';
import { translator as gameTranslator } from '../testing/translator.ts';
import type { Locale } from '../testing/translator.ts';
import { messages } from './messages/index.ts';

export { LOCALES } from '../testing/translator.ts';
export type { Locale } from '../testing/translator.ts';
export type Fixture = GameFixture<BigCheeseEvent>;

const fixtures = gameFixtures(bigCheese);
export const loadFixtures = fixtures.load;
export const startState = fixtures.startState;
export const fixtureStates = fixtures.states;
export const allEvents = fixtures.events;

/**
 * A translator for `locale`. A missing key comes back raw (as svelte-i18n shows it), so tests can
 * look for raw keys in the output; `seen` collects every key asked for.
 */
export function translator(locale: Locale, seen?: Set<string>): Translate {
  return gameTranslator(messages, locale, seen);
}

/** Display names by seat, with characters that HTML escapes so the render tests notice mistakes. */
export function names(seatCount: number): string[] {
  return ['Ada', 'Bruno <b>', 'Chloé', 'Dario & co', 'Elsa', 'Fausto'].slice(0, seatCount);
}
