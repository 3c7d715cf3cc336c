import type { Locale } from '../../i18n/locales.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';

/**
 * The words of every game's options form, by language. They live with the form, not with each
 * game's table, because the lobby shows them for engines the client may draw no table for, and
 * options.test.ts checks them against the schemas the engines publish.
 */
export const optionMessages: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en,
  it,
  fr,
};
