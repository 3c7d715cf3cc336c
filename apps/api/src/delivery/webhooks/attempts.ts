/**
 * One attempt of one delivery (issue 18 items 9 and 10): the queue's job for a delivery calls
 * `attempt(deliveryId)`, which re-checks the target (DNS rebinding), signs, posts, records the
 * outcome in the delivery log, and says how a failure is to be taken by throwing the contract's
 * errors: RetryableDeliveryError (5xx, 408, 429, a timeout, a failed connection) or
 * PermanentDeliveryError (410, other 4xx, a refused target, the retries used up). Deliveries
 * that end failed or dead count against their endpoint; after `disableAfterFailures` in a row,
 * or at once on 410, the endpoint is disabled and its owner finds a notice in the inbox.
 */
import { and, eq, sql } from 'drizzle-orm';
import { systemClock } from '../../clock.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { webhookEndpoints } from '../../db/schema.ts';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema.ts';
import { ServiceError } from '../../errors.ts';
import { writeNotifications } from '../../store/inbox-store.ts';
import { PermanentDeliveryError, RetryableDeliveryError } from '../contract.ts';
import { formatBody, messageFormatOf } from './formatters.ts';
import type { WebhookPayload } from './payload.ts';
import { systemResolver } from './resolver.ts';
import type { Resolver } from './resolver.ts';
import { postWebhook, SendFailure } from './sender.ts';
import type { SendAnswer } from './sender.ts';
import { signMessage } from './signing.ts';
import { hostOf, vetTarget } from './target-policy.ts';
import type { VettedTarget } from './target-policy.ts';
import type { WebhookSettings } from './webhook-config.ts';
import { WebhookStore } from './webhook-store.ts';

export interface WebhookAttemptOptions {
  readonly settings: WebhookSettings;
  readonly resolver?: Resolver;
  readonly clock?: Clock;
}

type Failure = RetryableDeliveryError | PermanentDeliveryError;

const TERMINAL = new Set(['succeeded', 'failed', 'dead']);
const snippet = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/** How an HTTP answer is taken: null for success, else the failure to throw. */
export function failureOfStatus(answer: SendAnswer): Failure | null {
  const { status } = answer;
  if (status >= 200 && status < 300) return null;
  const message = `HTTP ${status}${answer.body === '' ? '' : `: ${snippet(answer.body)}`}`;
  if (status >= 500 || status === 408 || status === 429) {
    return new RetryableDeliveryError(message, status);
  }
  return new PermanentDeliveryError(
    status >= 300 && status < 400 ? `${message} (redirects are not followed)` : message,
    status,
  );
}

export class WebhookAttempts {
  readonly #db: Db;
  readonly #store: WebhookStore;
  readonly #settings: WebhookSettings;
  readonly #resolver: Resolver;
  readonly #clock: Clock;

  constructor(db: Db, options: WebhookAttemptOptions) {
    this.#db = db;
    this.#store = new WebhookStore(db);
    this.#settings = options.settings;
    this.#resolver = options.resolver ?? systemResolver;
    this.#clock = options.clock ?? systemClock;
  }

  /**
   * One attempt of the delivery: nothing when it is gone (its endpoint was deleted) or already
   * ended (succeeded, failed, dead — a stale job); else it sends and records, and throws the
   * contract's error on failure.
   */
  async attempt(deliveryId: string): Promise<void> {
    const delivery = await this.#store.delivery(deliveryId);
    if (delivery === undefined || TERMINAL.has(delivery.status)) return;
    const endpoint = await this.#store.endpoint(delivery.endpointId);
    if (endpoint === undefined) return;
    const now = this.#clock.now();
    const counts = {
      attempts: delivery.attempts + 1,
      roundAttempts: delivery.roundAttempts + 1,
      lastAttemptAt: now,
      updatedAt: now,
    };
    if (!endpoint.enabled) {
      await this.#store.updateDelivery(deliveryId, {
        status: 'failed',
        nextRetryAt: null,
        lastError: 'The webhook is disabled.',
        updatedAt: now,
      });
      throw new PermanentDeliveryError('The webhook is disabled.');
    }
    const { failure, code } = await this.#send(endpoint, delivery, now);
    if (failure === null) {
      await this.#store.updateDelivery(deliveryId, {
        ...counts,
        status: 'succeeded',
        nextRetryAt: null,
        lastResponseCode: code,
        lastError: null,
      });
      if (endpoint.consecutiveFailures !== 0) {
        await this.#store.updateEndpoint(endpoint.id, { consecutiveFailures: 0 }, now);
      }
      return;
    }
    throw await this.#recordFailure(endpoint, delivery, counts, failure);
  }

  /** Vets, signs and posts; the failure (null on a 2xx) and the answer's status. */
  async #send(
    endpoint: WebhookEndpointRow,
    delivery: WebhookDeliveryRow,
    now: Date,
  ): Promise<{ failure: Failure | null; code: number | null }> {
    let target: VettedTarget;
    try {
      target = await vetTarget(endpoint.url, this.#settings.allowHosts, this.#resolver);
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      const failure =
        error.code === 'WEBHOOK_TARGET_UNRESOLVED'
          ? new RetryableDeliveryError(error.message)
          : new PermanentDeliveryError(`Refused at delivery: ${error.message}`);
      return { failure, code: null };
    }
    // The row's payload was written from a WebhookPayload (webhook-store.ts).
    const payload = delivery.payload as unknown as WebhookPayload;
    const body = formatBody(payload, messageFormatOf(target.url, this.#settings.allowHosts));
    const secrets = [endpoint.secret];
    if (
      endpoint.previousSecret !== null &&
      endpoint.previousSecretUntil !== null &&
      endpoint.previousSecretUntil > now
    ) {
      secrets.push(endpoint.previousSecret);
    }
    const headers = signMessage(secrets, delivery.id, now, body);
    try {
      const answer = await postWebhook(target, headers, body, this.#settings);
      return { failure: failureOfStatus(answer), code: answer.status };
    } catch (error) {
      if (!(error instanceof SendFailure)) throw error;
      return {
        failure: new RetryableDeliveryError(error.message, null, { cause: error }),
        code: null,
      };
    }
  }

  async #recordFailure(
    endpoint: WebhookEndpointRow,
    delivery: WebhookDeliveryRow,
    counts: { roundAttempts: number; lastAttemptAt: Date },
    failure: Failure,
  ): Promise<Failure> {
    const now = counts.lastAttemptAt;
    const retry =
      failure instanceof RetryableDeliveryError &&
      counts.roundAttempts < this.#settings.maxAttempts;
    const status = retry
      ? 'retrying'
      : failure instanceof RetryableDeliveryError
        ? 'dead'
        : 'failed';
    const delay = this.#settings.retryDelayMs * 2 ** (counts.roundAttempts - 1);
    await this.#store.updateDelivery(delivery.id, {
      ...counts,
      status,
      nextRetryAt: retry ? new Date(now.getTime() + delay) : null,
      lastResponseCode: failure.responseCode,
      lastError: failure.message,
    });
    if (retry) return failure;
    await this.#countFailure(endpoint, now, failure.responseCode === 410);
    return failure instanceof PermanentDeliveryError
      ? failure
      : new PermanentDeliveryError(
          `Gave up after ${counts.roundAttempts} attempts: ${failure.message}`,
          failure.responseCode,
        );
  }

  /** One more delivery failed in a row; disables the endpoint when that is too many or a 410. */
  async #countFailure(endpoint: WebhookEndpointRow, now: Date, gone: boolean): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const [counted] = await tx
        .update(webhookEndpoints)
        .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
        .where(eq(webhookEndpoints.id, endpoint.id))
        .returning({ failures: webhookEndpoints.consecutiveFailures });
      if (counted === undefined) return;
      if (!gone && counted.failures < this.#settings.disableAfterFailures) return;
      const reason = gone ? 'gone' : 'failures';
      const [disabled] = await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: reason, updatedAt: now })
        .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
        .returning({ id: webhookEndpoints.id });
      if (disabled === undefined) return;
      await writeNotifications(
        tx,
        [
          {
            playerId: endpoint.playerId,
            kind: 'webhook_disabled',
            gameId: endpoint.gameId,
            data: {
              webhookId: endpoint.id,
              host: hostOf(new URL(endpoint.url)),
              description: endpoint.description,
              reason,
              failures: counted.failures,
            },
            dedupeKey: `webhook_disabled:${endpoint.id}:${now.toISOString()}`,
          },
        ],
        now,
      );
    });
  }
}
