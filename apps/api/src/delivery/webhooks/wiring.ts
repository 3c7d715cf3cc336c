/**
 * The webhooks of one server process (issue 18): management (WebhookService), the attempts a
 * queue job runs (WebhookAttempts), the notification channel (WebhookChannel), and the game's
 * facts turned into table-channel events. Until the delivery queue is wired, `enqueue` defaults
 * to one attempt in this process, at once, with no retry (the log still records it).
 */
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { GameFact } from '../../service/game-facts.ts';
import { WebhookAttempts } from './attempts.ts';
import type { PublicGameReads } from './payload.ts';
import type { Resolver } from './resolver.ts';
import { attachTableEvents } from './table-events.ts';
import { DEFAULT_WEBHOOK_SETTINGS } from './webhook-config.ts';
import type { WebhookSettings } from './webhook-config.ts';
import { WebhookChannel } from './webhook-channel.ts';
import { WebhookService } from './webhook-service.ts';
import type { Enqueue } from './webhook-service.ts';

export interface WebhookWiringOptions {
  readonly settings?: WebhookSettings;
  readonly resolver?: Resolver;
  readonly clock?: Clock;
  /** Builds the hand-off to the queue from the attempt it must run (default: run it now). */
  readonly enqueue?: (attempts: WebhookAttempts) => Enqueue;
  readonly onError?: (error: unknown) => void;
}

export interface WebhookWiring {
  readonly service: WebhookService;
  readonly attempts: WebhookAttempts;
  readonly channel: WebhookChannel;
  /** Stops turning facts into table events. */
  detach(): void;
  /** Resolves once the table events of the facts announced so far were handled. */
  idle(): Promise<void>;
}

const attemptNow =
  (attempts: WebhookAttempts): Enqueue =>
  async (deliveryId) => {
    // The outcome is in the delivery log; a failure here is not the caller's.
    await attempts.attempt(deliveryId).catch(() => undefined);
  };

export function webhookWiring(
  db: Db,
  games: PublicGameReads,
  commits: { onFact(listener: (fact: GameFact) => void): () => void },
  options: WebhookWiringOptions = {},
): WebhookWiring {
  const settings = options.settings ?? DEFAULT_WEBHOOK_SETTINGS;
  const shared = {
    settings,
    ...(options.clock === undefined ? {} : { clock: options.clock }),
  };
  const withResolver = {
    ...shared,
    ...(options.resolver === undefined ? {} : { resolver: options.resolver }),
  };
  const attempts = new WebhookAttempts(db, withResolver);
  const enqueue = (options.enqueue ?? attemptNow)(attempts);
  const service = new WebhookService(db, { ...withResolver, games, enqueue });
  const channel = new WebhookChannel(db, { ...shared, games, enqueue });
  const { detach, idle } = attachTableEvents(
    commits,
    (events) => service.tableEvents(events),
    options.onError ?? (() => undefined),
  );
  return { service, attempts, channel, detach, idle };
}
