/**
 * Messages in the recipient's language (en/it/fr), as plain text and HTML: one per notification,
 * the digest of several, and the verification mail. Links go straight to the table
 * (`<publicUrl>/games/<gameId>`) or, with no game, to the account page.
 */
import { findGame } from '@tavolo/engine';
import type { Locale, OutboundNotification } from '../contract.ts';
import { en } from './texts/en.ts';
import { fr } from './texts/fr.ts';
import { it } from './texts/it.ts';
import type { EmailTexts, MessageText, TextContext } from './texts/texts.ts';
import { escapeHtml, htmlDocument, link, paragraph } from './html.ts';

export const TEXTS: Readonly<Record<Locale, EmailTexts>> = { en, it, fr };

export interface ComposedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Who reads the message, in what words and time zone. */
export interface Reader {
  readonly displayName: string;
  readonly locale: Locale;
  readonly timeZone: string;
}

/** A notification's sentence with where it leads, and the page that unsubscribes from it. */
export interface NotificationLinks {
  readonly target: URL;
  readonly unsubscribePage: URL;
}

const within = (seconds: number): string =>
  seconds % 3600 === 0 ? `${seconds / 3600} h` : `${Math.max(1, Math.round(seconds / 60))} min`;

function contextOf(reader: Reader, engine: string | undefined): TextContext {
  const format = new Intl.DateTimeFormat(reader.locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: reader.timeZone,
    timeZoneName: 'short',
  });
  const game = engine === undefined ? '' : (findGame(engine)?.title ?? engine);
  return { game, when: (iso) => format.format(new Date(iso)), within };
}

/** The subject and sentence of one notification in the reader's words. */
export function notificationText(notification: OutboundNotification, reader: Reader): MessageText {
  const { content } = notification;
  const engine = 'engine' in content.data ? content.data.engine : undefined;
  const context = contextOf(reader, engine);
  const kinds = TEXTS[reader.locale].kinds;
  switch (content.kind) {
    case 'your_turn':
      return kinds.your_turn(content.data, context);
    case 'reminder':
      return kinds.reminder(content.data, context);
    case 'game_started':
      return kinds.game_started(content.data, context);
    case 'game_finished':
      return kinds.game_finished(content.data, context);
    case 'invited':
      return kinds.invited(content.data, context);
    case 'seat_timed_out':
      return kinds.seat_timed_out(content.data, context);
    case 'vacation_ending':
      return kinds.vacation_ending(content.data, context);
    case 'game_cleaned_up':
      return kinds.game_cleaned_up(content.data, context);
    case 'webhook_disabled':
      return kinds.webhook_disabled(content.data, context);
    case 'rematch_offered':
      return kinds.rematch_offered(content.data, context);
    case 'rematch_declined':
      return kinds.rematch_declined(content.data, context);
    case 'chat_message':
      return kinds.chat_message(content.data, context);
  }
}

/** The label of a notification's link: the table when it leads to one. */
const actionOf = (texts: EmailTexts, leadsToTable: boolean): string =>
  leadsToTable ? texts.openTable : texts.openAccount;

export function renderNotification(
  notification: OutboundNotification,
  reader: Reader,
  links: NotificationLinks & { readonly leadsToTable: boolean },
): ComposedMail {
  const texts = TEXTS[reader.locale];
  const { subject, sentence } = notificationText(notification, reader);
  const action = actionOf(texts, links.leadsToTable);
  const stop = texts.unsubscribe(texts.kindNames[notification.content.kind]);
  const text = [
    texts.greeting(reader.displayName),
    '',
    sentence,
    '',
    `${action}: ${links.target.href}`,
    '',
    '-- ',
    `${stop}: ${links.unsubscribePage.href}`,
    texts.footer,
    '',
  ].join('\n');
  const html = htmlDocument(reader.locale, subject, [
    paragraph(texts.greeting(reader.displayName)),
    paragraph(sentence),
    `<p>${link(action, links.target)}</p>`,
    '<hr>',
    `<p><small>${link(stop, links.unsubscribePage)}<br>${escapeHtml(texts.footer)}</small></p>`,
  ]);
  return { subject, text, html };
}

/** One entry of a digest: a notification with where it leads. */
export interface DigestEntry {
  readonly notification: OutboundNotification;
  readonly target: URL;
}

export function renderDigest(
  entries: readonly DigestEntry[],
  reader: Reader,
  unsubscribePage: URL,
  stopWhat: string,
): ComposedMail {
  const texts = TEXTS[reader.locale];
  const subject = texts.digestSubject(entries.length);
  const lines = entries.map((entry) => ({
    sentence: notificationText(entry.notification, reader).sentence,
    target: entry.target,
  }));
  const stop = texts.unsubscribe(stopWhat);
  const text = [
    texts.greeting(reader.displayName),
    '',
    texts.digestIntro,
    '',
    ...lines.map((line) => `- ${line.sentence}\n  ${line.target.href}`),
    '',
    '-- ',
    `${stop}: ${unsubscribePage.href}`,
    texts.footer,
    '',
  ].join('\n');
  const items = lines.map((line) => `<li>${link(line.sentence, line.target)}</li>`);
  const html = htmlDocument(reader.locale, subject, [
    paragraph(texts.greeting(reader.displayName)),
    paragraph(texts.digestIntro),
    `<ul>\n${items.join('\n')}\n</ul>`,
    '<hr>',
    `<p><small>${link(stop, unsubscribePage)}<br>${escapeHtml(texts.footer)}</small></p>`,
  ]);
  return { subject, text, html };
}

export function renderVerification(
  address: string,
  locale: Locale,
  displayName: string,
  verifyPage: URL,
): ComposedMail {
  const texts = TEXTS[locale];
  const subject = texts.verificationSubject;
  const text = [
    texts.greeting(displayName),
    '',
    texts.verificationIntro(address),
    '',
    `${texts.verificationAction}: ${verifyPage.href}`,
    '',
    texts.verificationExpiry,
    texts.verificationIgnore,
    '',
  ].join('\n');
  const html = htmlDocument(locale, subject, [
    paragraph(texts.greeting(displayName)),
    paragraph(texts.verificationIntro(address)),
    `<p>${link(texts.verificationAction, verifyPage)}</p>`,
    paragraph(texts.verificationExpiry),
    paragraph(texts.verificationIgnore),
  ]);
  return { subject, text, html };
}
