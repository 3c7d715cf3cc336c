/**
 * The e-mail channel against a real SMTP server (smtp-server in this process, messages parsed
 * by mailparser), on both databases: every notification kind in English, Italian and French,
 * text and HTML (escaped), the table link, a Message-ID stable across a re-send and the second
 * send skipped, List-Unsubscribe headers, the digest, nothing but the verification mail to an
 * unverified address, and SMTP failures taken as retryable (4xx, a dead server) or permanent
 * (a 5xx refusal of the recipient).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountService } from '../src/accounts/account-service.ts';
import type { Database } from '../src/db/database.ts';
import { emailSent, NOTIFICATION_KINDS } from '../src/db/schema.ts';
import type { NotificationKind } from '../src/db/schema.ts';
import { PermanentDeliveryError, RetryableDeliveryError } from '../src/delivery/contract.ts';
import type { Locale } from '../src/delivery/contract.ts';
import { EmailChannel } from '../src/delivery/email/email-channel.ts';
import { EmailService } from '../src/delivery/email/email-service.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import {
  CONTENTS,
  notificationOf,
  PUBLIC_URL,
  RecordingUnsubscribes,
  uniqueAddress,
  verifiedPerson,
} from './email-fixture.ts';
import { FakeClock } from './fake-clock.ts';
import { TEST_HASHING } from './http.ts';
import { closedPort, headerOf, TestSmtpServer } from './smtp.ts';

const SUBJECTS: Readonly<Record<Locale, Readonly<Record<NotificationKind, string>>>> = {
  en: {
    your_turn: 'Your turn in The Big Cheese',
    reminder: 'Reminder: your move in The Big Cheese',
    game_started: 'Your game of The Big Cheese has started',
    game_finished: 'Your game of The Big Cheese is over',
    invited: 'Ada invited you to The Big Cheese',
    seat_timed_out: 'Time ran out in The Big Cheese',
    vacation_ending: 'Your vacation is ending',
    game_cleaned_up: 'A game of The Big Cheese was removed',
    webhook_disabled: 'Your webhook to hooks.example.org was turned off',
    rematch_offered: 'Ada offers a rematch',
    rematch_declined: 'Rematch of The Big Cheese declined',
    chat_message: 'New message at your table of The Big Cheese',
  },
  it: {
    your_turn: 'Tocca a te in The Big Cheese',
    reminder: 'Promemoria: la tua mossa in The Big Cheese',
    game_started: 'La tua partita di The Big Cheese è iniziata',
    game_finished: 'La tua partita di The Big Cheese è finita',
    invited: 'Ada ti ha invitato a The Big Cheese',
    seat_timed_out: 'Tempo scaduto in The Big Cheese',
    vacation_ending: 'La tua vacanza sta per finire',
    game_cleaned_up: 'Una partita di The Big Cheese è stata rimossa',
    webhook_disabled: 'Il tuo webhook verso hooks.example.org è stato disattivato',
    rematch_offered: 'Ada propone la rivincita',
    rematch_declined: 'Rivincita di The Big Cheese rifiutata',
    chat_message: 'Nuovo messaggio al tuo tavolo di The Big Cheese',
  },
  fr: {
    your_turn: 'À vous de jouer dans The Big Cheese',
    reminder: 'Rappel : votre coup dans The Big Cheese',
    game_started: 'Votre partie de The Big Cheese a commencé',
    game_finished: 'Votre partie de The Big Cheese est terminée',
    invited: 'Ada vous invite à The Big Cheese',
    seat_timed_out: 'Temps écoulé dans The Big Cheese',
    vacation_ending: 'Vos vacances se terminent',
    game_cleaned_up: 'Une partie de The Big Cheese a été supprimée',
    webhook_disabled: 'Votre webhook vers hooks.example.org a été désactivé',
    rematch_offered: 'Ada propose une revanche',
    rematch_declined: 'Revanche de The Big Cheese refusée',
    chat_message: 'Nouveau message à votre table de The Big Cheese',
  },
};

const GREETINGS: Readonly<Record<Locale, string>> = { en: 'Hello', it: 'Ciao', fr: 'Bonjour' };

/** What a body must say beyond the subject: names, and times in the reader's zone (Rome). */
const DETAILS: Readonly<Partial<Record<NotificationKind, readonly string[]>>> = {
  reminder: ['4 h', '13:00'],
  game_finished: ['Ada'],
  seat_timed_out: ['Cleo'],
  vacation_ending: ['10:00'],
  webhook_disabled: ['5'],
  rematch_declined: ['Ada'],
};

describeOnDatabases('the e-mail channel', (driver) => {
  const clock = new FakeClock();
  let testDatabase: TestDatabase | undefined;
  let database: Database | undefined;
  let smtp: TestSmtpServer | undefined;
  const unsubscribes = new RecordingUnsubscribes();
  let parts: { accounts: AccountService; email: EmailService; channel: EmailChannel } | undefined;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    database = await testDatabase.open();
    smtp = await TestSmtpServer.start();
    const setup = { config: smtp.config(), publicUrl: PUBLIC_URL, clock };
    parts = {
      accounts: new AccountService(database.db, { hashing: TEST_HASHING, clock }),
      email: new EmailService(database.db, setup, unsubscribes),
      channel: new EmailChannel(database.db, setup),
    };
  });
  afterAll(async () => {
    parts?.channel.close();
    parts?.email.close();
    await smtp?.close();
    await database?.close();
    await testDatabase?.dispose();
  });
  const the = () => {
    if (parts === undefined || smtp === undefined || database === undefined) {
      throw new Error('not set up');
    }
    return { ...parts, smtp, db: database.db };
  };
  const person = (locale: Locale) => {
    const { accounts, email, smtp: server } = the();
    return verifiedPerson(accounts, email, server, locale);
  };

  describe.each(['en', 'it', 'fr'] as const)('in %s', (locale) => {
    it.each(NOTIFICATION_KINDS)('%s: subject, text and HTML, the link', async (kind) => {
      const { channel, smtp: server } = the();
      const { recipient, address } = await person(locale);
      const notification = notificationOf(recipient.playerId, CONTENTS[kind]);
      await channel.send(notification, recipient);
      const mails = server.to(address);
      expect(mails).toHaveLength(2); // the verification, then this
      const mail = mails[1];
      expect(mail?.subject).toBe(SUBJECTS[locale][kind]);
      const text = mail?.text ?? '';
      const html = typeof mail?.html === 'string' ? mail.html : '';
      expect(text).toContain(GREETINGS[locale]);
      expect(html).toContain(`<html lang="${locale}">`);
      for (const detail of DETAILS[kind] ?? []) {
        expect(text).toContain(detail);
        expect(html).toContain(detail);
      }
      const { gameId } = notification;
      const target =
        gameId !== null && kind !== 'game_cleaned_up'
          ? `${PUBLIC_URL.href}games/${gameId}`
          : `${PUBLIC_URL.href}account`;
      expect(text).toContain(target);
      expect(html).toContain(`href="${target}"`);
    });
  });

  it('escapes every value in the HTML', async () => {
    const { channel, smtp: server } = the();
    const { recipient, address } = await person('en');
    const byDisplayName = '<img src=x onerror="alert(1)"> & Eve';
    const content = { kind: 'invited', data: { engine: 'big-cheese', byDisplayName } } as const;
    await channel.send(notificationOf(recipient.playerId, content), recipient);
    const mail = server.to(address)[1];
    const html = typeof mail?.html === 'string' ? mail.html : '';
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Eve');
    expect(mail?.text).toContain(byDisplayName);
  });

  it('sends once per notification, with a Message-ID that a re-send repeats', async () => {
    const { channel, smtp: server, db } = the();
    const { recipient, address } = await person('en');
    const notification = notificationOf(recipient.playerId, CONTENTS.your_turn);
    await channel.send(notification, recipient);
    await channel.send(notification, recipient); // a redelivered job
    expect(server.to(address)).toHaveLength(2);
    const first = server.to(address)[1];
    expect(first?.messageId).toBe(`<notification.${notification.id}@tavolo.example>`);
    // A job that died after sending but before recording sends again: the same Message-ID.
    await db
      .delete(emailSent)
      .where(and(eq(emailSent.address, address), eq(emailSent.messageKey, notification.id)));
    await channel.send(notification, recipient);
    const mails = server.to(address);
    expect(mails).toHaveLength(3);
    expect(mails[2]?.messageId).toBe(first?.messageId);
  });

  it('carries one-click unsubscribe headers whose link turns that kind off', async () => {
    const { channel, email, smtp: server } = the();
    const { recipient, address } = await person('fr');
    await channel.send(notificationOf(recipient.playerId, CONTENTS.reminder), recipient);
    const mail = server.to(address)[1];
    if (mail === undefined) throw new Error('no mail');
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const header = headerOf(mail, 'List-Unsubscribe');
    const url = new URL(/^<(?<url>https:[^>]+)>$/.exec(header)?.groups?.['url'] ?? '');
    expect(url.origin + url.pathname).toBe(`${PUBLIC_URL.origin}/api/v1/email/unsubscribe`);
    const before = unsubscribes.calls.length;
    await email.unsubscribe(url.searchParams.get('token'));
    expect(unsubscribes.calls.slice(before)).toEqual([
      { playerId: recipient.playerId, kind: 'reminder' },
    ]);
  });

  it('gathers a digest into one message, once per key', async () => {
    const { channel, email, smtp: server } = the();
    const { recipient, address } = await person('it');
    const notifications = [
      notificationOf(recipient.playerId, CONTENTS.your_turn),
      notificationOf(recipient.playerId, CONTENTS.your_turn),
      notificationOf(recipient.playerId, CONTENTS.reminder),
    ];
    await channel.sendDigest(recipient, notifications, `${recipient.playerId}:2030-01-01`);
    await channel.sendDigest(recipient, notifications, `${recipient.playerId}:2030-01-01`);
    await channel.sendDigest(recipient, [], `${recipient.playerId}:2030-01-02`);
    const mails = server.to(address);
    expect(mails).toHaveLength(2);
    const digest = mails[1];
    expect(digest?.subject).toBe('Tavolo: 3 novità dalle tue partite');
    for (const notification of notifications) {
      expect(digest?.text).toContain(`${PUBLIC_URL.href}games/${notification.gameId ?? ''}`);
    }
    expect(digest?.text).toContain('Tocca a te nella tua partita di The Big Cheese.');
    expect(digest?.messageId).toMatch(/^<digest\.[0-9a-f]{40}@tavolo\.example>$/);
    const header = digest === undefined ? '' : headerOf(digest, 'List-Unsubscribe');
    const token = new URL(header.slice(1, -1)).searchParams.get('token');
    expect(await email.unsubscribe(token)).toEqual({ kinds: ['reminder', 'your_turn'] });
  });

  it('sends nothing but the verification mail to an unverified address', async () => {
    const { accounts, email, channel, smtp: server } = the();
    const { account } = await accounts.signUpAndSignIn({
      username: `u${Date.now().toString(36)}`,
      password: 'correct horse battery staple',
    });
    const address = uniqueAddress();
    const status = await email.setAddress(account, { address, locale: 'en' });
    expect(status).toMatchObject({ address, verified: false, pending: true });
    const recipient = { ...account, locale: 'en' as const, timeZone: 'UTC' };
    await channel.send(notificationOf(account.playerId, CONTENTS.your_turn), recipient);
    await channel.sendDigest(recipient, [notificationOf(account.playerId, CONTENTS.reminder)], 'd');
    expect(server.to(address).map((mail) => mail.subject)).toEqual([
      'Confirm your e-mail address for Tavolo',
    ]);
  });

  it('takes a 4xx reply as retryable and a 5xx refusal of the recipient as permanent', async () => {
    const { channel, smtp: server } = the();
    const { recipient, address } = await person('en');
    const notification = notificationOf(recipient.playerId, CONTENTS.game_started);
    server.refuseRecipientsWith = 451;
    const retryable = await channel.send(notification, recipient).catch((error: unknown) => error);
    expect(retryable).toBeInstanceOf(RetryableDeliveryError);
    expect(retryable).toMatchObject({ responseCode: 451 });
    server.refuseRecipientsWith = 550;
    const permanent = await channel.send(notification, recipient).catch((error: unknown) => error);
    expect(permanent).toBeInstanceOf(PermanentDeliveryError);
    expect(permanent).toMatchObject({ responseCode: 550 });
    server.refuseRecipientsWith = undefined;
    await channel.send(notification, recipient); // the retry, once the server accepts
    expect(server.to(address).map((mail) => mail.subject)).toEqual([
      'Confirm your e-mail address for Tavolo',
      'Your game of The Big Cheese has started',
    ]);
  });

  it('takes a dead SMTP server as retryable', async () => {
    const { db, smtp: server } = the();
    const { recipient } = await person('en');
    const dead = new URL(`smtp://127.0.0.1:${await closedPort()}`);
    const config = { ...server.config(), smtpUrl: dead };
    const channel = new EmailChannel(db, { config, publicUrl: PUBLIC_URL, clock });
    const notification = notificationOf(recipient.playerId, CONTENTS.your_turn);
    const failure = await channel.send(notification, recipient).catch((error: unknown) => error);
    channel.close();
    expect(failure).toBeInstanceOf(RetryableDeliveryError);
    expect(failure).toMatchObject({ responseCode: null });
  });
});
