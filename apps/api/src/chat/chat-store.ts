/**
 * The chat's rows (db/tables/chat.ts): a game's standing as chat sees it, messages, the rate
 * count and the "new message" notifications, each write in one transaction that NOTIFYs the
 * chat channel (and the inboxes it wrote to) when it commits.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  chatMessages,
  chatMutes,
  gameWatchers,
  games,
  notifications,
  players,
  seats,
} from '../db/schema.ts';
import type { ChatChannel } from '../db/schema.ts';
import type { Transaction } from '../store/game-rows.ts';
import { writeNotifications } from '../store/inbox-store.ts';
import type { GameStatus } from './chat-access.ts';

/** The NOTIFY channel of new chat messages; the payload is the game's id, nothing more. */
export const CHAT_CHANNEL = 'tavolo_chat';

export interface ChatGame {
  readonly engine: string;
  readonly status: GameStatus;
  readonly version: number | null;
  /** The human seats: who sits where. */
  readonly seated: readonly { readonly seat: number; readonly playerId: string }[];
}

export interface ChatMessage {
  readonly id: string;
  /** The cursor: `after` of the next read. */
  readonly seq: number;
  readonly channel: ChatChannel;
  readonly authorId: string;
  readonly authorName: string;
  /** The author's seat in the game, null for a spectator. */
  readonly seat: number | null;
  readonly body: string;
  readonly createdAt: string;
}

export interface NewMessage {
  readonly gameId: string;
  readonly channel: ChatChannel;
  readonly authorId: string;
  readonly body: string;
}

export class ChatStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async game(gameId: string): Promise<ChatGame | undefined> {
    const [game] = await this.#db
      .select({ engine: games.engine, status: games.status, version: games.version })
      .from(games)
      .where(eq(games.id, gameId));
    if (game === undefined) return undefined;
    const rows = await this.#db
      .select({ seat: seats.seat, playerId: seats.playerId })
      .from(seats)
      .where(and(eq(seats.gameId, gameId), isNotNull(seats.playerId)));
    const seated = rows.flatMap(({ seat, playerId }) =>
      playerId === null ? [] : [{ seat, playerId }],
    );
    return { ...game, seated };
  }

  /** The game's messages of `channels` after `after`, oldest first, at most `limit`. */
  async messages(
    gameId: string,
    channels: readonly ChatChannel[],
    after: number,
    limit: number,
  ): Promise<(Omit<ChatMessage, 'seat' | 'createdAt'> & { readonly createdAt: Date })[]> {
    if (channels.length === 0) return [];
    return this.#db
      .select({
        id: chatMessages.id,
        seq: chatMessages.seq,
        channel: chatMessages.channel,
        authorId: chatMessages.authorId,
        authorName: players.displayName,
        body: chatMessages.body,
        createdAt: chatMessages.createdAt,
      })
      .from(chatMessages)
      .innerJoin(players, eq(players.id, chatMessages.authorId))
      .where(
        and(
          eq(chatMessages.gameId, gameId),
          inArray(chatMessages.channel, [...channels]),
          gt(chatMessages.seq, after),
        ),
      )
      .orderBy(asc(chatMessages.seq))
      .limit(limit);
  }

  /**
   * Appends a message unless the author wrote `rule.count` messages in the game within any of
   * the windows (then the refused rule): serialised per author and game by an advisory lock, so
   * two processes cannot both let the sixth message through.
   */
  async append(
    message: NewMessage,
    at: Date,
    windowsMs: readonly { readonly count: number; readonly windowMs: number }[],
    afterInsert: (tx: Transaction, seq: number) => Promise<void>,
  ): Promise<{ readonly seq: number } | { readonly limitedBy: number }> {
    return this.#db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`chat:${message.authorId}:${message.gameId}`}))`,
      );
      for (const rule of windowsMs) {
        const since = new Date(at.getTime() - rule.windowMs);
        const [row] = await tx
          .select({ recent: count() })
          .from(chatMessages)
          .where(
            and(
              eq(chatMessages.authorId, message.authorId),
              eq(chatMessages.gameId, message.gameId),
              gt(chatMessages.createdAt, since),
            ),
          );
        if ((row?.recent ?? 0) >= rule.count) return { limitedBy: rule.windowMs };
      }
      const [inserted] = await tx
        .insert(chatMessages)
        .values({ ...message, id: randomUUID(), createdAt: at })
        .returning({ seq: chatMessages.seq });
      if (inserted === undefined) throw new Error('INSERT … RETURNING returned no row');
      await afterInsert(tx, inserted.seq);
      await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${message.gameId})`);
      return { seq: inserted.seq };
    });
  }

  /**
   * "New message at table X" for `playerIds` (in `tx`) who neither muted the game nor watched
   * it since `watchedSince`: one unread notification per account and game — the dedupe key
   * counts the account's read ones, so a new one comes only after the last was read.
   */
  async notify(
    tx: Transaction,
    game: { readonly id: string; readonly engine: string },
    playerIds: readonly string[],
    at: Date,
    watchedSince: Date,
  ): Promise<void> {
    const rows = [];
    for (const playerId of playerIds) {
      const [muted] = await tx
        .select({ at: chatMutes.mutedAt })
        .from(chatMutes)
        .where(and(eq(chatMutes.gameId, game.id), eq(chatMutes.playerId, playerId)));
      if (muted !== undefined) continue;
      const [watching] = await tx
        .select({ at: gameWatchers.seenAt })
        .from(gameWatchers)
        .where(
          and(
            eq(gameWatchers.gameId, game.id),
            eq(gameWatchers.playerId, playerId),
            gt(gameWatchers.seenAt, watchedSince),
          ),
        );
      if (watching !== undefined) continue;
      const [read] = await tx
        .select({ read: count() })
        .from(notifications)
        .where(
          and(
            eq(notifications.playerId, playerId),
            eq(notifications.gameId, game.id),
            eq(notifications.kind, 'chat_message'),
            isNotNull(notifications.readAt),
          ),
        );
      rows.push({
        playerId,
        kind: 'chat_message' as const,
        gameId: game.id,
        // Never the text: only that there is something to read at this table.
        data: { engine: game.engine },
        dedupeKey: `chat:${game.id}:${read?.read ?? 0}`,
      });
    }
    await writeNotifications(tx, rows, at);
  }

  async mute(gameId: string, playerId: string, at: Date): Promise<void> {
    await this.#db
      .insert(chatMutes)
      .values({ gameId, playerId, mutedAt: at })
      .onConflictDoNothing({ target: [chatMutes.gameId, chatMutes.playerId] });
  }

  async unmute(gameId: string, playerId: string): Promise<void> {
    await this.#db
      .delete(chatMutes)
      .where(and(eq(chatMutes.gameId, gameId), eq(chatMutes.playerId, playerId)));
  }

  async isMuted(gameId: string, playerId: string): Promise<boolean> {
    const [row] = await this.#db
      .select({ at: chatMutes.mutedAt })
      .from(chatMutes)
      .where(and(eq(chatMutes.gameId, gameId), eq(chatMutes.playerId, playerId)));
    return row !== undefined;
  }
}
