/**
 * Test helpers (imported by *.test.ts only): the engine's golden fixtures replayed into states,
 * and a translator backed by svelte-i18n with this game's messages, so tests format messages the
 * way the app does (ICU plurals included) and see a raw key when one is missing.
 */
import { bonAppetit, handle, rngFromInt, startGame } from '@tavolo/engine';
import type { Rng } from '@tavolo/engine';
import { addMessages, format, init, locale as currentLocale } from 'svelte-i18n';
import { get } from 'svelte/store';
import type { Translate } from '../contract.ts';
import { gameFixtures } from '../testing/fixtures.ts';
import type { Fixture as GameFixture } from '../testing/fixtures.ts';
import type { Locale } from '../testing/translator.ts';
import { en } from './messages/en.ts';
import { fr } from './messages/fr.ts';
import { it } from './messages/it.ts';

export { LOCALES } from '../testing/translator.ts';
export type { Locale } from '../testing/translator.ts';
export type EngineState = ReturnType<typeof bonAppetit.initialState>;
export type EngineEvent = Parameters<typeof bonAppetit.evolve>[1];
export type Fixture = GameFixture<EngineEvent>;

const fixtures = gameFixtures(bonAppetit);
export const loadFixtures = fixtures.load;
export const fixtureStates = fixtures.states;
export const allEvents = fixtures.events;

/**
 * A game of `seatCount` players, everyone revealing by hand, after up to `reveals` reveals (fewer
 * if it ends first), from a fixed deal: positions the fixtures do not have, such as six seats.
 */
export function playedGame(seatCount: number, reveals: number): EngineState {
  const rng = fixedRng();
  let state = startedGame(seatCount, { starting_seat: 0 }, rng);
  for (let i = 0; i < reveals; i++) {
    const seat = bonAppetit.activeSeats(state)[0];
    if (seat === undefined) break;
    const next = handle(bonAppetit, state, seat, { type: 'reveal' }, rng);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value.state;
  }
  return state;
}

/** A game in which every seat reveals automatically: it plays out at the start, in one step. */
export function automaticGame(seatCount: number): EngineState {
  const seats = Array.from({ length: seatCount }, (_, seat) => seat);
  return startedGame(seatCount, { starting_seat: 0, auto_reveal: seats }, fixedRng());
}

function startedGame(seatCount: number, input: unknown, rng: Rng): EngineState {
  const options = bonAppetit.parseOptions(input, seatCount);
  if (!options.ok) throw new Error(options.error.message);
  return startGame(bonAppetit, { seatCount, options: options.value }, rng).state;
}

/** A small linear congruential generator: any fixed deal will do, it only has to repeat. */
function fixedRng(): Rng {
  let seed = 12345;
  return rngFromInt((bound) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % bound;
  });
}

let ready = false;

/** A translator for `locale`, formatting this game's messages with svelte-i18n. */
export function translator(locale: Locale): Translate {
  if (!ready) {
    // The messages files directly: index.ts pulls in the .svelte table, which not every test compiles.
    for (const [l, dict] of Object.entries({ en, it, fr })) addMessages(l, dict);
    void init({ fallbackLocale: 'en', initialLocale: 'en' });
    ready = true;
  }
  // svelte-i18n caches a message's formatter with the *current* locale's plural rules, whatever
  // locale is asked for, so each call makes `locale` current first, as the app does.
  return (key, values) => {
    void currentLocale.set(locale);
    const formatMessage = get(format);
    const text = formatMessage(key, values === undefined ? {} : { values: { ...values } });
    // svelte-i18n returns a message raw when it gets no values, and logs and returns it raw when
    // one is missing: make either fail the test instead.
    if (/\{\w/.test(text)) throw new Error(`${key} not formatted: ${text}`);
    return text;
  };
}
