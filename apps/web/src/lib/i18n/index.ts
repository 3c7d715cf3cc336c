/**
 * svelte-i18n, set up once in the browser: the app's messages and the options forms' words in
 * three languages (each game's table messages are added by the game registry), the language
 * picked from what was remembered or the browser's preferences, remembered again when switched,
 * and `<html lang>` kept in step.
 */
import { addMessages, dictionary, format, init, locale } from 'svelte-i18n';
import { derived, get } from 'svelte/store';
import type { Readable } from 'svelte/store';
import type { Translate } from '../games/contract.ts';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_STORAGE_KEY,
  formattingLocale,
  isLocale,
  pickLocale,
} from './locales.ts';
import type { Locale } from './locales.ts';
import { optionMessages } from '../options/messages/index.ts';
import { appMessages } from './messages/index.ts';

export { LOCALES, isLocale } from './locales.ts';
export type { Locale } from './locales.ts';

for (const code of LOCALES) addMessages(code, appMessages[code], optionMessages[code]);

function remembered(): string | null {
  try {
    return globalThis.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null; // storage disabled: choose afresh each visit
  }
}

let started = false;

/** Picks the language (remembered, else the browser's) and keeps `<html lang>` in step. */
export function startI18n(): void {
  if (started) return;
  started = true;
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
  void init({ fallbackLocale: DEFAULT_LOCALE, initialLocale: pickLocale(remembered(), preferred) });
  locale.subscribe((value) => {
    if (typeof document !== 'undefined' && isLocale(value)) document.documentElement.lang = value;
  });
}

/** Switches the language and remembers the choice for the next visit. */
export function setLocale(next: Locale): void {
  try {
    globalThis.localStorage.setItem(LOCALE_STORAGE_KEY, next);
  } catch {
    // not remembered, but switched
  }
  void locale.set(next);
}

export const currentLocale: Readable<Locale> = derived(locale, (value) =>
  isLocale(value) ? value : DEFAULT_LOCALE,
);

/** The locale dates and times are written in: the browser's own form of the current language. */
export const dateLocale: Readable<string> = derived(currentLocale, (language) =>
  formattingLocale(language, typeof navigator === 'undefined' ? [] : navigator.languages),
);

/** The translate function of the current language (a message that fails to format shows its key). */
export const t: Readable<Translate> = derived(format, (formatter) => {
  const translate: Translate = (key, values) => {
    try {
      return formatter(key, values === undefined ? undefined : { values: { ...values } });
    } catch {
      return key;
    }
  };
  return translate;
});

/** Whether a message exists in the current language (or English). */
export function hasMessage(key: string): boolean {
  const all = get(dictionary);
  const code = get(currentLocale);
  return key in (all[code] ?? {}) || key in (all[DEFAULT_LOCALE] ?? {});
}
