/**
 * Players as people (issue 21 items 1 and 7, ADR 0039): the public profile's own words, who
 * follows whom, who blocks whom, and reports of players for the administrators.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { games, moment } from './games.ts';

/** The longest bio, in characters (plain text). */
export const BIO_MAX_LENGTH = 300;
/** The longest reason of a report, in characters (plain text). */
export const REPORT_REASON_MAX_LENGTH = 1000;

/** What a player says of themselves: no row until they first edit their profile. */
export const playerProfiles = pgTable(
  'player_profiles',
  {
    playerId: text('player_id')
      .primaryKey()
      .references(() => accounts.playerId, { onDelete: 'cascade' }),
    bio: text('bio').notNull().default(''),
    /** ISO 3166-1 alpha-2 (upper case), or null when not given. */
    country: text('country'),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check(
      'player_profiles_bio_check',
      sql`char_length(${t.bio}) <= ${sql.raw(String(BIO_MAX_LENGTH))}`,
    ),
    check('player_profiles_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);

/** `followerId` follows `followeeId` (one way; "friends" are those one follows). */
export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => accounts.playerId, { onDelete: 'cascade' }),
    followeeId: text('followee_id')
      .notNull()
      .references(() => accounts.playerId, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'follows_pk', columns: [t.followerId, t.followeeId] }),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followeeId}`),
    index('follows_followee_idx').on(t.followeeId),
  ],
);

/** `blockerId` blocks `blockedId`; the rules apply both ways (social/blocks.ts). */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => accounts.playerId, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => accounts.playerId, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'blocks_pk', columns: [t.blockerId, t.blockedId] }),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
    index('blocks_blocked_idx').on(t.blockedId),
  ],
);

/**
 * A report of a player for the administrators: the game it is about, if any, and then the
 * reported player's last messages at that table (social/report-excerpt.ts).
 */
export const playerReports = pgTable(
  'player_reports',
  {
    id: text('id').primaryKey(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => accounts.playerId, { onDelete: 'cascade' }),
    reportedId: text('reported_id')
      .notNull()
      .references(() => accounts.playerId, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    gameId: text('game_id').references(() => games.id, { onDelete: 'set null' }),
    chatExcerpt: text('chat_excerpt'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    check(
      'player_reports_reason_check',
      sql`char_length(${t.reason}) between 1 and ${sql.raw(String(REPORT_REASON_MAX_LENGTH))}`,
    ),
    index('player_reports_created_idx').on(t.createdAt),
  ],
);
