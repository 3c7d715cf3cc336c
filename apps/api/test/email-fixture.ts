/**
 * What the e-mail tests share: notifications of every kind (as the inbox writes them), people
 * with a verified address (verified through the real link of the real verification mail), and
 * an unsubscribe port that keeps what it was told in memory.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { NotificationKind } from '../src/db/schema.ts';
import type { Locale, OutboundNotification, Recipient } from '../src/delivery/contract.ts';
import type { EmailUnsubscribePort } from '../src/delivery/email/email-channel.ts';
import type { EmailService } from '../src/delivery/email/email-service.ts';
import type { NotificationContent } from '../src/service/inbox/notification-data.ts';
import type { AccountService } from '../src/accounts/account-service.ts';
import { linkIn } from './smtp.ts';
import type { TestSmtpServer } from './smtp.ts';

export const PUBLIC_URL = new URL('https://tavolo.example/');

/** One notification of each kind, about a game of The Big Cheese. */
export const CONTENTS: Readonly<Record<NotificationKind, NotificationContent>> = {
  your_turn: { kind: 'your_turn', data: { engine: 'big-cheese', seat: 1, version: 4 } },
  reminder: {
    kind: 'reminder',
    data: {
      engine: 'big-cheese',
      seat: 1,
      deadline: '2030-01-02T12:00:00.000Z',
      beforeSeconds: 4 * 3600,
    },
  },
  game_started: { kind: 'game_started', data: { engine: 'big-cheese', seat: 0 } },
  game_finished: {
    kind: 'game_finished',
    data: {
      engine: 'big-cheese',
      reason: 'completed',
      placings: [
        { seat: 0, displayName: 'Ada', rank: 1, winner: true },
        { seat: 1, displayName: 'Bea', rank: 2, winner: false },
      ],
    },
  },
  invited: { kind: 'invited', data: { engine: 'big-cheese', byDisplayName: 'Ada' } },
  seat_timed_out: {
    kind: 'seat_timed_out',
    data: { engine: 'big-cheese', seat: 2, displayName: 'Cleo' },
  },
  vacation_ending: { kind: 'vacation_ending', data: { endsAt: '2030-01-05T09:00:00.000Z' } },
  game_cleaned_up: { kind: 'game_cleaned_up', data: { engine: 'big-cheese' } },
  webhook_disabled: {
    kind: 'webhook_disabled',
    data: {
      webhookId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      host: 'hooks.example.org',
      description: 'Our table',
      reason: 'failures',
      failures: 5,
    },
  },
  rematch_offered: {
    kind: 'rematch_offered',
    data: { engine: 'big-cheese', byDisplayName: 'Ada' },
  },
  rematch_declined: {
    kind: 'rematch_declined',
    data: { engine: 'big-cheese', byDisplayName: 'Ada' },
  },
  chat_message: { kind: 'chat_message', data: { engine: 'big-cheese' } },
};

export function notificationOf(
  playerId: string,
  content: NotificationContent,
  gameId: string | null = content.kind === 'vacation_ending' || content.kind === 'webhook_disabled'
    ? null
    : randomUUID(),
): OutboundNotification {
  return { id: randomUUID(), playerId, gameId, content, createdAt: '2030-01-01T12:00:00.000Z' };
}

/** Remembers every unsubscribe it is told of (a real port, in memory). */
export class RecordingUnsubscribes implements EmailUnsubscribePort {
  readonly calls: { playerId: string; kind: NotificationKind }[] = [];

  unsubscribe(playerId: string, kind: NotificationKind): Promise<void> {
    this.calls.push({ playerId, kind });
    return Promise.resolve();
  }
}

export const uniqueAddress = (): string => `p${randomUUID().slice(0, 8)}@mail.example`;

/** A fresh account whose address is verified by the link of its verification mail. */
export async function verifiedPerson(
  accounts: AccountService,
  email: EmailService,
  smtp: TestSmtpServer,
  locale: Locale,
): Promise<{ recipient: Recipient; address: string }> {
  const { account } = await accounts.signUpAndSignIn({
    username: `u${randomUUID().slice(0, 8)}`,
    password: 'correct horse battery staple',
  });
  const address = uniqueAddress();
  await email.setAddress(account, { address, locale });
  const [verification] = smtp.to(address);
  const token = linkIn(verification?.text, `${PUBLIC_URL.href}account/email/verify`);
  const status = await email.verify(token.searchParams.get('token'));
  expect(status).toMatchObject({ address, verified: true });
  const recipient = {
    playerId: account.playerId,
    displayName: account.displayName,
    locale,
    timeZone: 'Europe/Rome',
  };
  return { recipient, address };
}
