import type { Locale } from '../locales.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { slowPlayEn } from './slow-play-en.ts';
import { slowPlayFr } from './slow-play-fr.ts';
import { slowPlayIt } from './slow-play-it.ts';
import { webhooksEn } from './webhooks-en.ts';
import { webhooksFr } from './webhooks-fr.ts';
import { webhooksIt } from './webhooks-it.ts';

export type Messages = Readonly<Record<string, string>>;

/** The app's own messages (each game brings its own, prefixed with its engine id). */
export const appMessages: Readonly<Record<Locale, Messages>> = {
  en: { ...en, ...slowPlayEn, ...webhooksEn },
  it: { ...it, ...slowPlayIt, ...webhooksIt },
  fr: { ...fr, ...slowPlayFr, ...webhooksFr },
};
