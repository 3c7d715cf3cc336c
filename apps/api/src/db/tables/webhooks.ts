/**
 * Signed webhooks (issue 18 items 7–9): endpoints of an account (all its games) or of one game
 * (a "table channel" any seated player may add), and the log of their deliveries.
 *
 * Secrets are stored as they are: the server signs every delivery with them (HMAC needs the key
 * itself, so a hash cannot serve), which is what every Standard Webhooks sender does. They are
 * shown to the owner once, never served again, and can be rotated; a reader of the database
 * could forge deliveries, but such a reader already holds everything the deliveries carry.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { JsonValue } from '@tavolo/engine';
import { accounts } from './accounts.ts';
import { games, moment } from './games.ts';

export const WEBHOOK_EVENT_TYPES = [
  'turn.changed',
  'game.started',
  'game.finished',
  'reminder',
  'test',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'retrying', 'dead'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    /** Who added it: the owner of an account webhook, the seated player who added a channel. */
    playerId: text('player_id')
      .notNull()
      .references(() => accounts.playerId, { onDelete: 'cascade' }),
    /** Null: an account webhook (all the owner's games); else the game's table channel. */
    gameId: text('game_id').references(() => games.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull(),
    eventTypes: text('event_types').array().notNull(),
    secret: text('secret').notNull(),
    /** The secret before the last rotation, still signing until `previous_secret_until`. */
    previousSecret: text('previous_secret'),
    previousSecretUntil: moment('previous_secret_until'),
    enabled: boolean('enabled').notNull(),
    /** Why it was disabled by the server (`gone`, `failures`); null when enabled or by hand. */
    disabledReason: text('disabled_reason'),
    /** Deliveries that ended failed or dead in a row (a success sets it back to 0). */
    consecutiveFailures: integer('consecutive_failures').notNull(),
    /** Table channels: the seats to act last announced by `turn.changed` ("1,2"). */
    lastTurn: text('last_turn'),
    /**
     * Table channels: the game version whose event was last handled for this channel (null: none
     * yet). A game ahead of it had an event lost to a crash: the catch-up round sends it.
     */
    announcedVersion: integer('announced_version'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    index('webhook_endpoints_player_idx').on(t.playerId),
    index('webhook_endpoints_game_idx').on(t.gameId),
  ],
);

/**
 * One row per (endpoint, event): its id is the `webhook-id` the receiver de-duplicates by, so a
 * retry or a manual redelivery is the same message; `event_key` (the notification's id, the
 * game's version, a test's id) makes creating it twice a no-op.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type', { enum: WEBHOOK_EVENT_TYPES }).notNull(),
    eventKey: text('event_key').notNull(),
    /** The public payload `{type, timestamp, data}`, fixed when the delivery is made. */
    payload: jsonb('payload').$type<JsonValue>().notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull(),
    attempts: integer('attempts').notNull(),
    /** Attempts since it was last queued (a manual redelivery starts a new round). */
    roundAttempts: integer('round_attempts').notNull(),
    nextRetryAt: moment('next_retry_at'),
    lastResponseCode: integer('last_response_code'),
    lastError: text('last_error'),
    lastAttemptAt: moment('last_attempt_at'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    unique('webhook_deliveries_event_unique').on(t.endpointId, t.eventKey),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_status_check', sql`${t.status} in (${inList(DELIVERY_STATUSES)})`),
    check(
      'webhook_deliveries_event_type_check',
      sql`${t.eventType} in (${inList(WEBHOOK_EVENT_TYPES)})`,
    ),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
