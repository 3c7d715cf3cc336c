import type { Locale } from '../locales.ts';
import { aroundEn } from './around-en.ts';
import { aroundFr } from './around-fr.ts';
import { aroundIt } from './around-it.ts';
import { deliveryEn } from './delivery-en.ts';
import { deliveryFr } from './delivery-fr.ts';
import { deliveryIt } from './delivery-it.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { pushEn } from './push-en.ts';
import { pushFr } from './push-fr.ts';
import { pushIt } from './push-it.ts';
import { slowPlayEn } from './slow-play-en.ts';
import { slowPlayFr } from './slow-play-fr.ts';
import { slowPlayIt } from './slow-play-it.ts';
import { emailEn } from './email-en.ts';
import { emailFr } from './email-fr.ts';
import { emailIt } from './email-it.ts';
import { webhooksEn } from './webhooks-en.ts';
import { webhooksFr } from './webhooks-fr.ts';
import { webhooksIt } from './webhooks-it.ts';
import { invitationsEn } from './invitations-en.ts';
import { invitationsFr } from './invitations-fr.ts';
import { invitationsIt } from './invitations-it.ts';
import { rematchEn } from './rematch-en.ts';
import { rematchFr } from './rematch-fr.ts';
import { rematchIt } from './rematch-it.ts';
import { chatEn } from './chat-en.ts';
import { chatFr } from './chat-fr.ts';
import { chatIt } from './chat-it.ts';
import { ratingsEn } from './ratings-en.ts';
import { ratingsFr } from './ratings-fr.ts';
import { ratingsIt } from './ratings-it.ts';
import { socialEn } from './social-en.ts';
import { socialFr } from './social-fr.ts';
import { socialIt } from './social-it.ts';

export type Messages = Readonly<Record<string, string>>;

/** The app's own messages (each game brings its own, prefixed with its engine id). */
export const appMessages: Readonly<Record<Locale, Messages>> = {
  en: {
    ...en,
    ...slowPlayEn,
    ...deliveryEn,
    ...emailEn,
    ...pushEn,
    ...webhooksEn,
    ...invitationsEn,
    ...rematchEn,
    ...aroundEn,
    ...chatEn,
    ...ratingsEn,
    ...socialEn,
  },
  it: {
    ...it,
    ...slowPlayIt,
    ...deliveryIt,
    ...emailIt,
    ...pushIt,
    ...webhooksIt,
    ...invitationsIt,
    ...rematchIt,
    ...aroundIt,
    ...chatIt,
    ...ratingsIt,
    ...socialIt,
  },
  fr: {
    ...fr,
    ...slowPlayFr,
    ...deliveryFr,
    ...emailFr,
    ...pushFr,
    ...webhooksFr,
    ...invitationsFr,
    ...rematchFr,
    ...aroundFr,
    ...chatFr,
    ...ratingsFr,
    ...socialFr,
  },
};
