/**
 * What e-mail says, per language: one {@link EmailTexts} per locale (en.ts, it.ts, fr.ts). Each
 * kind of notification gives a subject naming the game and a sentence; the renderer adds the
 * greeting, the link to the table and the unsubscribe footer, and escapes everything for HTML.
 */
import type { NotificationKind } from '../../../db/schema.ts';
import type { NotificationContent } from '../../../service/inbox/notification-data.ts';

/** What a sentence may need beside the notification's data, already in the reader's words. */
export interface TextContext {
  /** The game's title (The Big Cheese, …), or its engine id if unknown. */
  readonly game: string;
  /** An instant written in the reader's language and time zone. */
  readonly when: (iso: string) => string;
  /** A duration in seconds, in words (e.g. "4 h"). */
  readonly within: (seconds: number) => string;
}

export interface MessageText {
  readonly subject: string;
  readonly sentence: string;
}

type KindTexts = {
  readonly [Kind in NotificationKind]: (
    data: Extract<NotificationContent, { kind: Kind }>['data'],
    context: TextContext,
  ) => MessageText;
};

export interface EmailTexts {
  readonly greeting: (displayName: string) => string;
  readonly openTable: string;
  readonly openAccount: string;
  readonly kinds: KindTexts;
  /** What the unsubscribe link turns off, e.g. "Stop e-mails about your turns". */
  readonly kindNames: Readonly<Record<NotificationKind, string>>;
  readonly unsubscribe: (what: string) => string;
  readonly footer: string;
  readonly digestSubject: (count: number) => string;
  readonly digestIntro: string;
  readonly verificationSubject: string;
  readonly verificationIntro: (address: string) => string;
  readonly verificationAction: string;
  readonly verificationExpiry: string;
  readonly verificationIgnore: string;
}
