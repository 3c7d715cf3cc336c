/** Rematch offers (issue 21 item 8, ADR 0040): one per finished game, answered by its people. */
import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { games, moment, players } from './games.ts';

/**
 * open: waiting for answers; declined: someone said no (final); starting: every person accepted
 * and one request is creating the new game; started: `new_game_id` is that game.
 */
export const REMATCH_STATUSES = ['open', 'declined', 'starting', 'started'] as const;
export type RematchStatus = (typeof REMATCH_STATUSES)[number];

/**
 * The rematch offer of a finished game (the primary key makes it one per game). The row is also
 * the lock of the offer: answers take it FOR UPDATE, so two last accepts at once start one game.
 */
export const rematchOffers = pgTable(
  'rematch_offers',
  {
    gameId: text('game_id')
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    offeredBy: text('offered_by')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REMATCH_STATUSES }).notNull(),
    /** The people who said yes, the offerer first. */
    acceptedBy: text('accepted_by')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    declinedBy: text('declined_by').references(() => players.id, { onDelete: 'set null' }),
    newGameId: text('new_game_id').references(() => games.id, { onDelete: 'set null' }),
    offeredAt: moment('offered_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check(
      'rematch_offers_status_check',
      sql`${t.status} in (${sql.raw(REMATCH_STATUSES.map((status) => `'${status}'`).join(', '))})`,
    ),
  ],
);
export type RematchOfferRow = typeof rematchOffers.$inferSelect;
