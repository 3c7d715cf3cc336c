/** The inbox (issue 17 items 8 and 9): notifications, reminder ladders, turns and watchers. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { JsonValue } from '@tavolo/engine';
import { games, moment, players } from './games.ts';

/** What an inbox notification is about (service/inbox/notification-data.ts renders each). */
export const NOTIFICATION_KINDS = [
  'your_turn',
  'reminder',
  'game_started',
  'game_finished',
  'invited',
  'seat_timed_out',
  'vacation_ending',
  'game_cleaned_up',
  'webhook_disabled',
  'rematch_offered',
  'rematch_declined',
  'chat_message',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The in-app inbox (issue 17 item 8): one row per notification of one account. `data` holds
 * only what the account may see (ids, seats, names, public results); `dedupe_key` names the
 * fact or reminder rung that wrote it, so writing it twice (a retried sweep, two processes)
 * leaves one row.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    /** Newest first, and the paging cursor: an increasing number. */
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** No foreign key: a notice that a game was cleaned up outlives the game. */
    gameId: text('game_id'),
    data: jsonb('data').$type<JsonValue>().notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: moment('created_at').notNull(),
    readAt: moment('read_at'),
    /**
     * When the delivery relay handed it to the queue (issue 18, ADR 0031), in the transaction
     * that enqueued its job: null until then, so a notification written just before a crash is
     * still delivered. The row is its own outbox entry.
     */
    dispatchedAt: moment('dispatched_at'),
  },
  (t) => [
    unique('notifications_player_dedupe_unique').on(t.playerId, t.dedupeKey),
    index('notifications_undispatched_idx')
      .on(t.seq)
      .where(sql`${t.dispatchedAt} is null`),
    unique('notifications_seq_unique').on(t.seq),
    index('notifications_player_seq_idx').on(t.playerId, t.seq),
    check(
      'notifications_kind_check',
      sql`${t.kind} in (${sql.raw(NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
  ],
);

/**
 * An account's reminder ladder: how long before a deadline each reminder comes, in seconds,
 * largest first; an empty list turns reminders off. No row: the default ladder (24 h, 4 h, 1 h).
 */
export const reminderSettings = pgTable('reminder_settings', {
  playerId: text('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  offsetsSeconds: integer('offsets_seconds').array().notNull(),
  updatedAt: moment('updated_at').notNull(),
});

/**
 * The seats whose turn it is, one row per human seat to move (service/inbox/turns.ts): a row
 * that appears is a "your turn" notification, and `remind_at` is when the reminder sweeper must
 * send the next rung of the ladder before `deadline` (null: no deadline, or no rung left).
 */
export const seatTurns = pgTable(
  'seat_turns',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The game's version when the turn began (or its deadline last changed). */
    sinceVersion: integer('since_version').notNull(),
    deadline: moment('deadline'),
    remindAt: moment('remind_at'),
  },
  (t) => [
    primaryKey({ name: 'seat_turns_pk', columns: [t.gameId, t.seat] }),
    index('seat_turns_remind_at_idx').on(t.remindAt),
    index('seat_turns_player_idx').on(t.playerId),
  ],
);

/**
 * Who has a game's table open (service/inbox/presence.ts): refreshed by state reads, long-polls
 * and live subscriptions of a seated account; a row seen recently means "watching", and no
 * reminder of that game goes to that account.
 */
export const gameWatchers = pgTable(
  'game_watchers',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    seenAt: moment('seen_at').notNull(),
  },
  (t) => [primaryKey({ name: 'game_watchers_pk', columns: [t.gameId, t.playerId] })],
);

/**
 * How far the inbox has handled each game (ADR 0029): the version whose facts last gave their
 * notifications and turns, written in the same transaction as them (null: not even the start).
 * A game ahead of its mark for longer than a grace period lost facts to a crash between a
 * move's commit and the inbox's handler; the catch-up round replays them (no row: none yet).
 */
export const inboxMarks = pgTable('inbox_marks', {
  gameId: text('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  handledVersion: integer('handled_version'),
  updatedAt: moment('updated_at').notNull(),
});
