/** Slow play (issue 17): vacations, calendar feeds and when each seat last looked at its game. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { games, moment } from './games.ts';
import { accounts } from './accounts.ts';

/**
 * Vacations (issue 17 item 7): one row per vacation, kept after it ends so that the clocks of
 * every game stay a projection of the log and these intervals (an auditor gets them in exports).
 */
export const vacations = pgTable(
  'vacations',
  {
    id: text('id').primaryKey(),
    playerId: text('player_id')
      .notNull()
      .references(() => accounts.playerId, { onDelete: 'cascade' }),
    startedAt: moment('started_at').notNull(),
    /** The end the player chose, if any. */
    until: moment('until'),
    /** When it ends at the latest: `until`, or when the bank it started with runs out. */
    endsBy: moment('ends_by').notNull(),
    /** When it ended; null while it runs. */
    endedAt: moment('ended_at'),
    /** When `vacation_ending` was announced (once per vacation). */
    endingNoticedAt: moment('ending_noticed_at'),
    /** When the sweeper must look next (the notice, then the end); null once ended. */
    checkAt: moment('check_at'),
  },
  (t) => [
    check('vacations_ends_by_check', sql`${t.endsBy} >= ${t.startedAt}`),
    // One running vacation per player: two concurrent starts cannot both commit.
    uniqueIndex('vacations_one_running_idx')
      .on(t.playerId)
      .where(sql`${t.endedAt} is null`),
    index('vacations_player_idx').on(t.playerId, t.startedAt),
    index('vacations_check_at_idx').on(t.checkAt),
  ],
);

/**
 * Each account's calendar feed (calendar/calendar-service.ts): the secret of its URL, stored as
 * its sha256 only, like API tokens. Regenerating replaces the row, so the old URL stops working.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    playerId: text('player_id')
      .primaryKey()
      .references(() => accounts.playerId, { onDelete: 'cascade' }),
    /** sha256 (hex) of the feed's secret. */
    tokenHash: text('token_hash').notNull(),
    /** The secret's first characters, so its owner can tell which URL is the current one. */
    tokenPrefix: text('token_prefix').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [unique('calendar_feeds_token_hash_unique').on(t.tokenHash)],
);

/**
 * The last version of a game each seat has seen ("while you were away", seen/seen-store.ts): a
 * row per seat that has said so, never moved back.
 */
export const seatSeen = pgTable(
  'seat_seen',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    lastSeenVersion: integer('last_seen_version').notNull(),
    seenAt: moment('seen_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'seat_seen_pk', columns: [t.gameId, t.seat] }),
    check('seat_seen_version_check', sql`${t.lastSeenVersion} >= 0`),
  ],
);
