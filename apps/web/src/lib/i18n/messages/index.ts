import type { Locale } from '../locales.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { pushEn } from './push-en.ts';
import { pushFr } from './push-fr.ts';
import { pushIt } from './push-it.ts';
import { slowPlayEn } from './slow-play-en.ts';
import { slowPlayFr } from './slow-play-fr.ts';
import { slowPlayIt } from './slow-play-it.ts';

export type Messages = Readonly<Record<string, string>>;

/** The app's own messages (each game brings its own, prefixed with its engine id). */
export const appMessages: Readonly<Record<Locale, Messages>> = {
  en: { ...en, ...slowPlayEn, ...pushEn },
  it: { ...it, ...slowPlayIt, ...pushIt },
  fr: { ...fr, ...slowPlayFr, ...pushFr },
};
