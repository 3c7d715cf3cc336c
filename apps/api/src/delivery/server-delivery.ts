/**
 * Outbound delivery as a server process runs it (issue 18, ADR 0031): the three channels over
 * the configuration, the engine's runner, and the webhooks' own attempt queue. Webhook attempts
 * are handed to the queue once it runs; before that, or with delivery turned off, an attempt is
 * made at once in this process (its outcome is in the delivery log).
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { DeliveryRunner } from './delivery-runner.ts';
import { EmailChannel } from './email/email-channel.ts';
import { DEFAULT_EMAIL_CONFIG } from './email/email-config.ts';
import { PushChannel } from './push/push-channel.ts';
import { DEFAULT_PUSH_CONFIG } from './push/push-config.ts';
import type { DeliveryQueue, RetryPolicy } from './queue.ts';
import type { WebhookAttempts } from './webhooks/attempts.ts';
import { DEFAULT_WEBHOOK_SETTINGS } from './webhooks/webhook-config.ts';
import type { WebhookSettings } from './webhooks/webhook-config.ts';
import type { Enqueue } from './webhooks/webhook-service.ts';
import type { WebhookWiring } from './webhooks/wiring.ts';

export const WEBHOOK_ATTEMPT_QUEUE = 'tavolo.webhook-attempt';

/** Games whose table-channel events are caught up per round at most. */
const CATCH_UP_BATCH = 50;

const attemptJob = z.object({ deliveryId: z.string() });

/** The late-bound hand-off of webhook attempts: to the queue once it runs. */
export class WebhookHandoff {
  #queue: DeliveryQueue | undefined;

  use(queue: DeliveryQueue): void {
    this.#queue = queue;
  }

  readonly enqueueFor =
    (attempts: WebhookAttempts): Enqueue =>
    async (deliveryId) => {
      const queue = this.#queue;
      if (queue === undefined) {
        await attempts.attempt(deliveryId).catch(() => undefined);
        return;
      }
      // Each request is its own job (a redelivery repeats a finished one); an attempt of a
      // delivery already finished does nothing (WebhookAttempts.attempt).
      await queue.enqueue([
        {
          queue: WEBHOOK_ATTEMPT_QUEUE,
          data: { deliveryId },
          key: `webhook-attempt:${deliveryId}:${randomUUID()}`,
        },
      ]);
    };
}

/** The attempt queue's retries follow the webhook settings: the attempts count its own. */
function attemptRetries(settings: WebhookSettings): RetryPolicy {
  return {
    limit: Math.max(0, settings.maxAttempts - 1),
    delaySeconds: Math.round(settings.retryDelayMs / 1000),
    backoff: true,
    maxDelaySeconds: 6 * 3600,
  };
}

export async function startDelivery(
  database: Database,
  config: Config,
  parts: {
    readonly clock: Clock | undefined;
    readonly webhooks: WebhookWiring;
    readonly handoff: WebhookHandoff;
  },
): Promise<DeliveryRunner | undefined> {
  if (config.delivery === undefined) return undefined;
  const clocked = parts.clock === undefined ? {} : { clock: parts.clock };
  const publicUrl = config.publicUrl ?? new URL(`http://localhost:${config.http.port}/`);
  const email = new EmailChannel(database.db, {
    config: config.email ?? DEFAULT_EMAIL_CONFIG,
    publicUrl,
    ...clocked,
  });
  const push = new PushChannel(database.db, publicUrl, config.push ?? DEFAULT_PUSH_CONFIG, clocked);
  const { attempts } = parts.webhooks;
  const runner = await DeliveryRunner.start(
    database,
    config.delivery,
    { email, push, webhook: parts.webhooks.channel },
    {
      ...clocked,
      extraQueues: [
        {
          name: WEBHOOK_ATTEMPT_QUEUE,
          retry: attemptRetries(config.webhooks ?? DEFAULT_WEBHOOK_SETTINGS),
          handler: (data) => attempts.attempt(attemptJob.parse(data).deliveryId),
        },
      ],
      alsoEachRound: () => parts.webhooks.service.catchUpTables(CATCH_UP_BATCH),
      onStopped: () => {
        email.close();
      },
    },
  );
  parts.handoff.use(runner.engine.queue);
  return runner;
}
