/**
 * The inbox's notifications (schema `notifications`). Writes are idempotent by (account,
 * dedupe key) and NOTIFY the accounts they wrote to on the inbox channel when they commit, so
 * every API process's live inbox learns of them (live/inbox-feed.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { slot, transactionQuery } from '../db/transaction-query.ts';
import type { JsonValue } from '@tavolo/engine';
import type { Db } from '../db/database.ts';
import { notifications } from '../db/schema.ts';
import type { NotificationKind, NotificationRow } from '../db/schema.ts';
import type { Transaction } from './game-rows.ts';

/** The NOTIFY channel of inbox changes; the payload is the account's id, nothing more. */
export const INBOX_CHANNEL = 'tavolo_inbox';

export interface NewNotification {
  readonly playerId: string;
  readonly kind: NotificationKind;
  readonly gameId: string | null;
  readonly data: JsonValue;
  /** What wrote it (a fact, a reminder rung): a second write with the same key is ignored. */
  readonly dedupeKey: string;
}

export interface NotificationPageQuery {
  readonly limit: number;
  /** Only those older than this cursor (the `seq` of the last one of the previous page). */
  readonly before?: number | undefined;
  readonly unreadOnly: boolean;
}

/** Tells every process that these accounts' inboxes changed, when `tx` commits. */
export async function notifyInboxes(tx: Transaction, playerIds: Iterable<string>): Promise<void> {
  for (const playerId of new Set(playerIds)) {
    await tx.execute(sql`select pg_notify(${INBOX_CHANNEL}, ${playerId})`);
  }
}

/** Builds the write's text once (no database needed: the text is the same on both drivers). */
const dialect = new PgDialect();

/**
 * The notifications' INSERT and the NOTIFY of each account that got one, in one statement whose
 * text is built once (db/transaction-query.ts): the rows come as arrays, in order (the fact's
 * notice before the "your turn" it brings), and a row whose (account, dedupe key) was written
 * before is skipped. A game id of '' is none (text arrays carry no NULLs here).
 */
const insertNotifications = transactionQuery(
  {
    ids: notifications.id,
    playerIds: notifications.id,
    kinds: notifications.id,
    gameIds: notifications.id,
    data: notifications.id,
    dedupeKeys: notifications.id,
    at: notifications.createdAt,
    channel: notifications.id,
  },
  { written: { playerId: notifications.playerId } },
  () => ({
    toSQL: () =>
      dialect.sqlToQuery(sql`
with written as (
  insert into notifications (id, player_id, kind, game_id, data, dedupe_key, created_at)
  select id, player_id, kind, nullif(game_id, ''), data::jsonb, dedupe_key, ${slot('at')}::timestamptz
  from unnest(${slot('ids')}::text[], ${slot('playerIds')}::text[], ${slot('kinds')}::text[],
              ${slot('gameIds')}::text[], ${slot('data')}::text[], ${slot('dedupeKeys')}::text[])
       with ordinality as n(id, player_id, kind, game_id, data, dedupe_key, position)
  order by position
  on conflict (player_id, dedupe_key) do nothing
  returning player_id
)
select told.player_id from (select distinct player_id from written) told
cross join lateral (select pg_notify(${slot('channel')}::text, told.player_id)) notified`),
  }),
);

/**
 * Writes the notifications not written before, in `tx`, and tells every process that these
 * accounts' inboxes changed when `tx` commits; the accounts that got a new one.
 */
export async function writeNotifications(
  tx: Transaction,
  rows: readonly NewNotification[],
  at: Date,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const written = await insertNotifications.run(tx, {
    ids: rows.map(() => randomUUID()),
    playerIds: rows.map((row) => row.playerId),
    kinds: rows.map((row) => row.kind),
    gameIds: rows.map((row) => row.gameId ?? ''),
    data: rows.map((row) => JSON.stringify(row.data)),
    dedupeKeys: rows.map((row) => row.dedupeKey),
    at,
    channel: INBOX_CHANNEL,
  });
  return written.map((row) => row.written.playerId);
}

export class InboxStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Writes `rows` (those not written before) and tells the live inboxes. */
  async write(rows: readonly NewNotification[], at: Date): Promise<string[]> {
    if (rows.length === 0) return [];
    return this.#db.transaction((tx) => writeNotifications(tx, rows, at));
  }

  /** A page of an account's notifications, newest first. */
  async page(playerId: string, query: NotificationPageQuery): Promise<NotificationRow[]> {
    const conditions: SQL[] = [eq(notifications.playerId, playerId)];
    if (query.before !== undefined) conditions.push(lt(notifications.seq, query.before));
    if (query.unreadOnly) conditions.push(isNull(notifications.readAt));
    return this.#db
      .select()
      .from(notifications)
      .where(and(...conditions))
      .orderBy(desc(notifications.seq))
      .limit(query.limit);
  }

  async unreadCount(playerId: string): Promise<number> {
    const [row] = await this.#db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.playerId, playerId), isNull(notifications.readAt)));
    return row?.unread ?? 0;
  }

  /** The newest notification's cursor, or 0 for an empty inbox: part of the live ETag. */
  async newestSeq(playerId: string): Promise<number> {
    const [row] = await this.#db
      .select({ seq: notifications.seq })
      .from(notifications)
      .where(eq(notifications.playerId, playerId))
      .orderBy(desc(notifications.seq))
      .limit(1);
    return row?.seq ?? 0;
  }

  /**
   * Marks one of the account's notifications read (a read one stays as it was); false when the
   * account has no notification with that id — another account's included.
   */
  async markRead(playerId: string, id: string, at: Date): Promise<boolean> {
    return this.#db.transaction(async (tx) => {
      const [mine] = await tx
        .select({ readAt: notifications.readAt })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.playerId, playerId)));
      if (mine === undefined) return false;
      if (mine.readAt === null) {
        await tx
          .update(notifications)
          .set({ readAt: at })
          .where(and(eq(notifications.id, id), eq(notifications.playerId, playerId)));
        await notifyInboxes(tx, [playerId]);
      }
      return true;
    });
  }

  /** Marks every unread notification of the account read; how many were. */
  async markAllRead(playerId: string, at: Date): Promise<number> {
    return this.#db.transaction(async (tx) => {
      const marked = await tx
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.playerId, playerId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      if (marked.length > 0) await notifyInboxes(tx, [playerId]);
      return marked.length;
    });
  }
}
