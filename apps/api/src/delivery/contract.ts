/**
 * The contract between the delivery engine (issue 18; queue.ts, dispatcher) and the channels
 * that take an inbox notification to where a person is: e-mail, web push, signed webhooks. The
 * engine decides *whether* and *when* (preferences, quiet hours, the account watching the game,
 * the digest) and runs each channel's work as a durable pg-boss job with retries and
 * dead-lettering; a channel only *sends*, idempotently, and says how a failure should be taken.
 */
import type { NotificationContent } from '../service/inbox/notification-data.ts';

/** The languages a person can read Tavolo in (the web client's locales). */
export const LOCALES = ['en', 'it', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** Where a notification can go besides the inbox, which always gets it. */
export const CHANNELS = ['email', 'push', 'webhook'] as const;
export type ChannelName = (typeof CHANNELS)[number];

/** An inbox notification on its way out: only what its account may see at any time. */
export interface OutboundNotification {
  /** The notification's id: the root of every idempotency key derived from it. */
  readonly id: string;
  readonly playerId: string;
  readonly gameId: string | null;
  readonly content: NotificationContent;
  readonly createdAt: string;
}

/** The person a notification is for, as a channel needs them. */
export interface Recipient {
  readonly playerId: string;
  readonly displayName: string;
  readonly locale: Locale;
  /** IANA zone (accounts.time_zone), for times written in a message. */
  readonly timeZone: string;
}

/**
 * A failure a later attempt may mend (a 5xx, a timeout, a refused connection, an SMTP 4xx): the
 * queue retries the job with exponential backoff and dead-letters it when the retries run out.
 */
export class RetryableDeliveryError extends Error {
  readonly responseCode: number | null;

  constructor(message: string, responseCode: number | null = null, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RetryableDeliveryError';
    this.responseCode = responseCode;
  }
}

/**
 * A failure no retry mends (410 Gone, an address the receiver refuses, a target that is no longer
 * allowed): the job fails at once, without retries; the channel has already disabled or removed
 * the target where that is the right answer.
 */
export class PermanentDeliveryError extends Error {
  readonly responseCode: number | null;

  constructor(message: string, responseCode: number | null = null, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentDeliveryError';
    this.responseCode = responseCode;
  }
}

/**
 * One channel. `send` is called by the channel's queue worker, at least once per notification
 * the engine routed to it (a redelivered job calls it again): it must send at most once what a
 * receiver can detect — record each (target, notification) it has sent and skip those, and give
 * receivers a stable id (Message-ID, push `tag`, `webhook-id`) derived from `notification.id`.
 * It sends to all of the account's targets on the channel (verified address, subscriptions,
 * enabled account webhooks); an account with none is not an error (nothing to do).
 */
export interface NotificationChannel {
  readonly name: ChannelName;
  send(notification: OutboundNotification, recipient: Recipient): Promise<void>;
}

/** E-mail's daily digest: one message gathering several notifications, sent once per key. */
export interface DigestChannel {
  sendDigest(
    recipient: Recipient,
    notifications: readonly OutboundNotification[],
    digestKey: string,
  ): Promise<void>;
}
