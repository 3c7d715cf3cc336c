/**
 * The web push channel (issue 18 item 6): sends a notification to every browser its account has
 * subscribed, each at most once — a send the push service accepted is recorded, and a redelivered
 * job skips it — with the notification's id as the browser's `tag`, so a repeat the record could
 * not prevent (a crash between the send and the record) replaces the one shown rather than adding
 * another. An expired subscription (404/410) is removed and is no failure. Otherwise, once every
 * subscription was tried: a failure a retry may mend (429, 5xx, network) makes the job retry,
 * which sends only to those still owed; a refusal no retry mends (another 4xx) fails it at once.
 */
import type { Clock } from '../../clock.ts';
import { systemClock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { PermanentDeliveryError, RetryableDeliveryError } from '../contract.ts';
import type { NotificationChannel, OutboundNotification, Recipient } from '../contract.ts';
import { DEFAULT_PUSH_CONFIG } from './push-config.ts';
import type { PushConfig } from './push-config.ts';
import { pushPayload, pushSendOptions } from './push-payload.ts';
import { PushStore } from './push-store.ts';
import type { PushSubscriptionRow } from './push-store.ts';
import { postPush } from './push-transport.ts';
import type { PushOutcome } from './push-transport.ts';
import { endpointRefusal } from './subscription-input.ts';
import { VapidKeySource } from './vapid-keys.ts';

export interface PushChannelOptions {
  readonly clock?: Clock;
}

type Failure = Extract<PushOutcome, { kind: 'retryable' | 'refused' }>;

export class PushChannel implements NotificationChannel {
  readonly name = 'push';
  readonly #store: PushStore;
  readonly #vapid: VapidKeySource;
  readonly #publicUrl: URL;
  readonly #config: PushConfig;
  readonly #clock: Clock;

  /**
   * @param publicUrl where people reach this Tavolo (the links in messages lead there)
   * @param config the VAPID subject, loopback endpoints allowed or not, the request timeout
   */
  constructor(
    db: Db,
    publicUrl: URL,
    config: PushConfig = DEFAULT_PUSH_CONFIG,
    options: PushChannelOptions = {},
  ) {
    this.#clock = options.clock ?? systemClock;
    this.#store = new PushStore(db);
    this.#vapid = new VapidKeySource(db, this.#clock);
    this.#publicUrl = publicUrl;
    this.#config = config;
  }

  async send(notification: OutboundNotification, recipient: Recipient): Promise<void> {
    const subscriptions = await this.#store.list(recipient.playerId);
    const done = await this.#store.sentTo(
      notification.id,
      subscriptions.map((subscription) => subscription.id),
    );
    const owed = subscriptions.filter((subscription) => !done.has(subscription.id));
    if (owed.length === 0) return;
    const payload = JSON.stringify(pushPayload(notification, recipient, this.#publicUrl));
    const outcomes = await Promise.all(
      owed.map(async (subscription) => {
        const outcome = await this.#sendOne(subscription, notification, payload);
        await this.#settle(subscription, notification, outcome);
        return outcome;
      }),
    );
    const failures = outcomes.filter(
      (outcome): outcome is Failure => outcome.kind === 'retryable' || outcome.kind === 'refused',
    );
    throwFor(failures, owed.length);
  }

  async #sendOne(
    subscription: PushSubscriptionRow,
    notification: OutboundNotification,
    payload: string,
  ): Promise<PushOutcome> {
    const refusal = endpointRefusal(subscription.endpoint, this.#config.allowLoopback);
    if (refusal !== undefined) return { kind: 'refused', status: null, reason: refusal };
    return postPush({
      subscription,
      payload,
      options: pushSendOptions(notification),
      vapid: await this.#vapid.keys(),
      subject: this.#config.subject,
      timeoutMs: this.#config.timeoutMs,
    });
  }

  async #settle(
    subscription: PushSubscriptionRow,
    notification: OutboundNotification,
    outcome: PushOutcome,
  ): Promise<void> {
    if (outcome.kind === 'accepted') {
      await this.#store.recordSent(subscription.id, notification.id, this.#clock.now());
    } else if (outcome.kind === 'gone') {
      await this.#store.expire(subscription.id);
    }
  }
}

/** Retry while any failure may mend (the sent ones are skipped then); else fail for good. */
function throwFor(failures: readonly Failure[], tried: number): void {
  const retryable = failures.find((failure) => failure.kind === 'retryable');
  const first = retryable ?? failures[0];
  if (first === undefined) return;
  const message = `Push to ${failures.length} of ${tried} subscriptions failed: ${first.reason}.`;
  if (retryable !== undefined) throw new RetryableDeliveryError(message, retryable.status);
  throw new PermanentDeliveryError(message, first.status);
}
