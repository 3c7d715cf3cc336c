/** The languages of the client, and how the first one is chosen (pure: tested without a browser). */
export const LOCALES = ['en', 'it', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
/** Where the chosen language is remembered (localStorage). */
export const LOCALE_STORAGE_KEY = 'tavolo.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language to show: the one chosen before (remembered), else the first of the browser's
 * preferred languages we speak (`it-CH` counts as `it`), else English.
 */
export function pickLocale(remembered: string | null, preferred: readonly string[]): Locale {
  if (isLocale(remembered)) return remembered;
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/**
 * The locale for dates and times: the reader's own regional form of the language shown, when
 * the browser prefers one (`en-GB` writes "26 Nov 2026, 13:10" where `en` would write
 * "Nov 26, 2026, 1:10 PM"), else the language itself.
 */
export function formattingLocale(language: Locale, preferred: readonly string[]): string {
  for (const tag of preferred) {
    if (tag.toLowerCase().split('-')[0] !== language) continue;
    try {
      return Intl.getCanonicalLocales(tag)[0] ?? language;
    } catch {
      // not a well-formed tag: look further
    }
  }
  return language;
}
