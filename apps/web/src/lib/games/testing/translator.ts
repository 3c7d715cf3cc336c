/**
 * Test helper: a translator over one game's messages that formats them with svelte-i18n's own ICU
 * formatter (plurals included), so a message the app could not format fails in the test.
 */
import { getMessageFormatter } from 'svelte-i18n';
import type { GameMessages, Translate } from '../contract.ts';

export const LOCALES = ['en', 'it', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * A translator for `locale`. A missing key comes back raw (as svelte-i18n shows it), so tests can
 * look for raw keys in the output; `seen` collects every key asked for.
 */
export function translator(messages: GameMessages, locale: Locale, seen?: Set<string>): Translate {
  const dict = messages[locale];
  return (key, values) => {
    seen?.add(key);
    const message = dict[key];
    if (message === undefined) return key;
    const out: unknown = getMessageFormatter(message, locale).format(values);
    return String(out);
  };
}
