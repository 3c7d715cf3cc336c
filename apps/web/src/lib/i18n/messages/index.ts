import type { Locale } from '../locales.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { slowPlayEn } from './slow-play-en.ts';
import { slowPlayFr } from './slow-play-fr.ts';
import { slowPlayIt } from './slow-play-it.ts';
import { emailEn } from './email-en.ts';
import { emailFr } from './email-fr.ts';
import { emailIt } from './email-it.ts';

export type Messages = Readonly<Record<string, string>>;

/** The app's own messages (each game brings its own, prefixed with its engine id). */
export const appMessages: Readonly<Record<Locale, Messages>> = {
  en: { ...en, ...slowPlayEn, ...emailEn },
  it: { ...it, ...slowPlayIt, ...emailIt },
  fr: { ...fr, ...slowPlayFr, ...emailFr },
};
