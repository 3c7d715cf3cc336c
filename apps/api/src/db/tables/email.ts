/**
 * The e-mail channel (issue 18 items 3 and 4): each account's address and whether it is
 * verified, what has been sent (so a redelivered job never sends twice), the local outbox that
 * stands in for SMTP when none is configured, the key that signs verification and unsubscribe
 * links. One-click unsubscribes change the delivery preferences (tables/delivery.ts).
 */
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment, players } from './games.ts';

/**
 * An account's e-mail address: verified once its owner opened the signed link sent to it
 * (`verified_at`); changing it clears that. Nothing but the verification mail goes to an address
 * whose `verified_at` is null.
 */
export const emailAddresses = pgTable('email_addresses', {
  playerId: text('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  address: text('address').notNull(),
  verifiedAt: moment('verified_at'),
  /** When the last verification mail went out (the resend cooldown counts from it). */
  verificationSentAt: moment('verification_sent_at'),
  updatedAt: moment('updated_at').notNull(),
});

/**
 * Each message sent to an address, by its key (a notification id, or `digest:<key>`): the
 * channel looks here first and records after sending, so a redelivered job sends nothing again.
 */
export const emailSent = pgTable(
  'email_sent',
  {
    address: text('address').notNull(),
    messageKey: text('message_key').notNull(),
    messageId: text('message_id').notNull(),
    sentAt: moment('sent_at').notNull(),
  },
  (t) => [primaryKey({ name: 'email_sent_pk', columns: [t.address, t.messageKey] })],
);

/**
 * The local outbox (no SMTP_URL): each message as raw RFC 822 built by nodemailer, with the
 * parts an administrator's page shows. Newest first by `seq`.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    messageId: text('message_id').notNull(),
    /** Header name → value, as set on the message (Message-ID, List-Unsubscribe, …). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    raw: text('raw').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index('email_outbox_seq_idx').on(t.seq)],
);

/** Signing keys kept in the database, made on first use (one row per purpose). */
export const emailKeys = pgTable('email_keys', {
  name: text('name').primaryKey(),
  /** 32 random bytes, base64url. */
  secret: text('secret').notNull(),
  createdAt: moment('created_at').notNull(),
});
