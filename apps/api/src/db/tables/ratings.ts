/**
 * Ratings (issue 21 items 2–4, ADR 0037): a projection of finished rated games, rebuilt from
 * them at will (`pnpm --filter @tavolo/api ratings:recompute`). `ratings` is each player's current
 * rating per title, `rating_changes` the history: one row per player per game that counted.
 * μ and σ are double precision so the projection keeps exactly the numbers `@tavolo/sdk/ratings`
 * computes (a recompute, or `tavolo ratings` over the exports, gives the same bits).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { moment, players } from './games.ts';

export const ratings = pgTable(
  'ratings',
  {
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The game title (engine id). */
    engine: text('engine').notNull(),
    mu: doublePrecision('mu').notNull(),
    sigma: doublePrecision('sigma').notNull(),
    /** Rated games played in the title. */
    games: integer('games').notNull(),
    /** When the last of them finished (the leaderboard's "active"). */
    lastPlayedAt: moment('last_played_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'ratings_pk', columns: [t.engine, t.playerId] }),
    check('ratings_games_check', sql`${t.games} > 0`),
    index('ratings_player_idx').on(t.playerId),
  ],
);

export const ratingChanges = pgTable(
  'rating_changes',
  {
    /** No foreign key: the history is the projection's, and games are never removed once finished. */
    gameId: text('game_id').notNull(),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    engine: text('engine').notNull(),
    finishedAt: moment('finished_at').notNull(),
    seat: integer('seat').notNull(),
    /** 1 the best; ties share it. */
    place: integer('place').notNull(),
    muBefore: doublePrecision('mu_before').notNull(),
    sigmaBefore: doublePrecision('sigma_before').notNull(),
    muAfter: doublePrecision('mu_after').notNull(),
    sigmaAfter: doublePrecision('sigma_after').notNull(),
    /** The player's rated games in the title after this one. */
    games: integer('games').notNull(),
  },
  (t) => [
    primaryKey({ name: 'rating_changes_pk', columns: [t.gameId, t.playerId] }),
    index('rating_changes_player_idx').on(t.playerId, t.engine, t.finishedAt),
    index('rating_changes_engine_idx').on(t.engine, t.finishedAt, t.gameId),
  ],
);
