/**
 * Delivery preferences (issue 18 item 2, ADR 0031): for each account and notification kind which
 * channels besides the inbox carry it, and each account's quiet hours and digest state. A kind
 * without a row takes the defaults of delivery/preferences.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment, players } from './games.ts';
import { NOTIFICATION_KINDS } from './inbox.ts';

/** How e-mail carries a kind: each notification at once, gathered in a daily digest, or not. */
export const EMAIL_MODES = ['immediate', 'digest', 'never'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    email: text('email', { enum: EMAIL_MODES }).notNull(),
    push: boolean('push').notNull(),
    webhook: boolean('webhook').notNull(),
  },
  (t) => [
    primaryKey({ name: 'notification_preferences_pk', columns: [t.playerId, t.kind] }),
    check('notification_preferences_email_check', sql`${t.email} in (${inList(EMAIL_MODES)})`),
  ],
);

/**
 * Quiet hours (minutes after local midnight in the account's time zone; start = end is none)
 * and the digest: the local hour it goes out at, and the end of the span the last one covered.
 */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    playerId: text('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    quietStartMinute: integer('quiet_start_minute').notNull().default(0),
    quietEndMinute: integer('quiet_end_minute').notNull().default(0),
    digestHour: integer('digest_hour').notNull().default(8),
    /** Notifications created before this were in a digest already (or predate digests). */
    digestCoveredUntil: moment('digest_covered_until'),
    /** When the next digest is due; null while no kind is in digest mode. */
    nextDigestAt: moment('next_digest_at'),
  },
  (t) => [
    check(
      'delivery_settings_minutes_check',
      sql`${t.quietStartMinute} between 0 and 1439 and ${t.quietEndMinute} between 0 and 1439`,
    ),
    check('delivery_settings_digest_hour_check', sql`${t.digestHour} between 0 and 23`),
  ],
);

export type NotificationPreferenceRow = typeof notificationPreferences.$inferSelect;
export type DeliverySettingsRow = typeof deliverySettings.$inferSelect;
