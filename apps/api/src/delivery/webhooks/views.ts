/** Webhooks and deliveries as their owner reads them: never the secret. */
import type {
  DeliveryStatus,
  WebhookDeliveryRow,
  WebhookEndpointRow,
  WebhookEventType,
} from '../../db/schema.ts';

export interface WebhookView {
  readonly id: string;
  /** Null: an account webhook; else the game whose table channel it is. */
  readonly gameId: string | null;
  readonly url: string;
  readonly description: string;
  readonly eventTypes: WebhookEventType[];
  readonly enabled: boolean;
  readonly disabledReason: string | null;
  readonly consecutiveFailures: number;
  /** Until when the secret before the last rotation still signs (null: no overlap now). */
  readonly previousSecretUntil: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A webhook with its secret: answered once, at creation and at rotation. */
export interface WebhookWithSecret {
  readonly webhook: WebhookView;
  readonly secret: string;
}

export interface DeliveryView {
  /** Also the `webhook-id` header: the receiver's idempotency key. */
  readonly id: string;
  readonly webhookId: string;
  readonly eventType: WebhookEventType;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  readonly nextRetryAt: string | null;
  readonly lastResponseCode: number | null;
  readonly lastError: string | null;
  readonly lastAttemptAt: string | null;
  readonly createdAt: string;
}

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

export function webhookView(row: WebhookEndpointRow, now: Date): WebhookView {
  const overlapping = row.previousSecretUntil !== null && row.previousSecretUntil > now;
  return {
    id: row.id,
    gameId: row.gameId,
    url: row.url,
    description: row.description,
    // Written through parseEventTypes only.
    eventTypes: row.eventTypes as WebhookEventType[],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    consecutiveFailures: row.consecutiveFailures,
    previousSecretUntil: overlapping ? iso(row.previousSecretUntil) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function deliveryView(row: WebhookDeliveryRow): DeliveryView {
  return {
    id: row.id,
    webhookId: row.endpointId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    nextRetryAt: iso(row.nextRetryAt),
    lastResponseCode: row.lastResponseCode,
    lastError: row.lastError,
    lastAttemptAt: iso(row.lastAttemptAt),
    createdAt: row.createdAt.toISOString(),
  };
}
