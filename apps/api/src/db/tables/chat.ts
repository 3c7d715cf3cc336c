/**
 * Game chat and private notes (issue 21 items 5 and 6, ADR 0038). Neither is part of a game's
 * log: no hash chain, no export, no version bump. Each message is a row of one channel of one
 * game; who may read and write which channel is decided in chat/chat-access.ts.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { games, moment, players } from './games.ts';

/** `players`: the seated players' table talk; `spectators`: everyone else's, apart. */
export const CHAT_CHANNELS = ['players', 'spectators'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    /** The order of a game's messages and the long-poll's cursor: an increasing number. */
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: CHAT_CHANNELS }).notNull(),
    authorId: text('author_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Plain text, trimmed, 1–500 characters, no control characters (chat/chat-inputs.ts). */
    body: text('body').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    index('chat_messages_game_seq_idx').on(t.gameId, t.seq),
    // The rate limit counts an author's recent messages in a game.
    index('chat_messages_author_idx').on(t.authorId, t.gameId, t.createdAt),
    check('chat_messages_channel_check', sql`${t.channel} in ('players', 'spectators')`),
  ],
);

/** A seated player who muted a game's chat: no "new message" notifications of that game. */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    mutedAt: moment('muted_at').notNull(),
  },
  (t) => [primaryKey({ name: 'chat_mutes_pk', columns: [t.gameId, t.playerId] })],
);

/**
 * Private notes: one per author, game and version (the move it was written at); only the author
 * ever reads them. Writing the same version again replaces the text; an empty text deletes it.
 */
export const gameNotes = pgTable(
  'game_notes',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    body: text('body').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'game_notes_pk', columns: [t.gameId, t.authorId, t.version] }),
    check('game_notes_version_check', sql`${t.version} >= 0`),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type GameNoteRow = typeof gameNotes.$inferSelect;
