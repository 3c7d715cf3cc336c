/**
 * The webhook channel of the delivery engine (issue 18, delivery/contract.ts): an inbox
 * notification of an account becomes one delivery per enabled account webhook subscribed to its
 * event type — idempotently, by (endpoint, notification) — each handed to `enqueue`, whose job
 * runs `WebhookAttempts.attempt`. Kinds without an event type are not sent by webhook.
 */
import { systemClock } from '../../clock.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { webhookDeliveries } from '../../db/schema.ts';
import type { NotificationKind, WebhookEventType } from '../../db/schema.ts';
import type { NotificationChannel, OutboundNotification, Recipient } from '../contract.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { notificationPayload } from './payload.ts';
import type { PublicGameReads } from './payload.ts';
import type { WebhookSettings } from './webhook-config.ts';
import type { Enqueue } from './webhook-service.ts';
import { WebhookStore } from './webhook-store.ts';

const EVENT_OF_KIND: Partial<Record<NotificationKind, WebhookEventType>> = {
  your_turn: 'turn.changed',
  reminder: 'reminder',
  game_started: 'game.started',
  game_finished: 'game.finished',
};

/** The webhook event type of a notification kind, or null when webhooks do not carry it. */
export function eventTypeOf(kind: NotificationKind): WebhookEventType | null {
  return EVENT_OF_KIND[kind] ?? null;
}

export interface WebhookChannelOptions {
  readonly settings: WebhookSettings;
  readonly games: PublicGameReads;
  readonly enqueue: Enqueue;
  readonly clock?: Clock;
}

export class WebhookChannel implements NotificationChannel {
  readonly name = 'webhook' as const;
  readonly #db: Db;
  readonly #store: WebhookStore;
  readonly #options: WebhookChannelOptions;
  readonly #clock: Clock;

  constructor(db: Db, options: WebhookChannelOptions) {
    this.#db = db;
    this.#store = new WebhookStore(db);
    this.#options = options;
    this.#clock = options.clock ?? systemClock;
  }

  /**
   * Makes the notification's deliveries (those not made before) and enqueues every one still
   * pending: a job run twice enqueues the same ids again, which the queue's singleton key (the
   * delivery id) and `attempt`'s own check of finished deliveries both absorb.
   */
  async send(notification: OutboundNotification, _recipient: Recipient): Promise<void> {
    const type = eventTypeOf(notification.content.kind);
    if (type === null) return;
    const endpoints = WebhookStore.subscribed(
      await this.#store.enabledAccountEndpoints([notification.playerId]),
      type,
    );
    if (endpoints.length === 0) return;
    const summary =
      notification.gameId === null
        ? null
        : await this.#options.games.getGame(notification.gameId).catch(() => null);
    const payload = notificationPayload(
      type,
      notification,
      summary,
      this.#options.settings.publicUrl,
    );
    const eventKey = `notification:${notification.id}`;
    await this.#store.createDeliveries(
      endpoints.map((endpoint) => ({
        endpointId: endpoint.id,
        eventType: type,
        eventKey,
        payload,
      })),
      this.#clock.now(),
    );
    const pending = await this.#db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          inArray(
            webhookDeliveries.endpointId,
            endpoints.map((endpoint) => endpoint.id),
          ),
          eq(webhookDeliveries.eventKey, eventKey),
          eq(webhookDeliveries.status, 'pending'),
        ),
      );
    for (const { id } of pending) await this.#options.enqueue(id);
  }
}
