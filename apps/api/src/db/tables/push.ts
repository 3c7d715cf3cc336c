/** Web push (issue 18 item 6): the server's VAPID keys, browsers' subscriptions, what was sent. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment, players } from './games.ts';

/**
 * The server's one VAPID key pair (RFC 8292), made on first start: `id` is always 1, so two
 * processes starting at once insert one row between them (the second insert does nothing).
 * Browsers subscribe with the public key; changing it would orphan every subscription.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: integer('id').primaryKey(),
    /** base64url of the uncompressed P-256 point (65 bytes), as browsers take it. */
    publicKey: text('public_key').notNull(),
    /** base64url of the 32-byte private scalar. */
    privateKey: text('private_key').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [check('push_vapid_keys_single_row', sql`${t.id} = 1`)],
);

/**
 * A browser's PushSubscription for an account (one per device). The endpoint is the browser's
 * push-service URL, unique: a browser another account signs in on moves to that account.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    /** base64url of the browser's P-256 public key (65 bytes). */
    p256dh: text('p256dh').notNull(),
    /** base64url of the browser's 16-byte auth secret. */
    auth: text('auth').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index('push_subscriptions_player_idx').on(t.playerId)],
);

/**
 * Each notification sent to each subscription, recorded after the push service accepted it: a
 * redelivered job skips those (the browser would show it again otherwise, if its tag had gone).
 * No foreign key to the notification: the record may outlive it, and only guards resending.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    notificationId: text('notification_id').notNull(),
    sentAt: moment('sent_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'push_deliveries_pk', columns: [t.subscriptionId, t.notificationId] }),
  ],
);
