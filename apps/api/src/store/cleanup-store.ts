/**
 * Unplayed games, found and removed (issue 17 item 6, ADR 0026): open games nobody joined, and
 * started games in which no person ever moved, once they are older than the configured period.
 * A round takes a bounded batch with `FOR UPDATE SKIP LOCKED`, so several API processes clean up
 * side by side without waiting on each other or on a move (a move holds the same row lock: a game
 * being moved is skipped this round, and its move then makes it played).
 */
import { and, asc, eq, gt, inArray, lte, notExists, notLike, or, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { games, log, seats } from '../db/schema.ts';
import { BOT_COMMAND_ID_PREFIX, TIMEOUT_COMMAND_ID_PREFIX } from '../service/inputs.ts';

export const CLEANUP_REASONS = ['never_joined', 'never_moved'] as const;
export type CleanupReason = (typeof CLEANUP_REASONS)[number];

/** A game removed, and the people seated in it (its creator included), to be told. */
export interface CleanedUpGame {
  readonly gameId: string;
  readonly engine: string;
  readonly reason: CleanupReason;
  readonly playerIds: readonly string[];
}

const serverMove = (prefix: string): string => `${prefix}%`;

/** `select 1`, for the NOT EXISTS subqueries. */
const selectOne = () => new QueryBuilder().select({ one: sql`1` });

/** Open games nobody but their creator sat at, created at or before `cutoff`. */
const neverJoined = (cutoff: Date) =>
  and(
    eq(games.status, 'created'),
    lte(games.createdAt, cutoff),
    notExists(
      selectOne()
        .from(seats)
        .where(
          and(
            eq(seats.gameId, games.id),
            eq(seats.kind, 'human'),
            sql`${seats.playerId} is distinct from ${games.createdBy}`,
          ),
        ),
    ),
  );

/** Started games, started at or before `cutoff`, without one move sent by a person. */
const neverMoved = (cutoff: Date) =>
  and(
    eq(games.status, 'started'),
    lte(games.startedAt, cutoff),
    notExists(
      selectOne()
        .from(log)
        .innerJoin(seats, and(eq(seats.gameId, log.gameId), eq(seats.seat, log.actor)))
        .where(
          and(
            eq(log.gameId, games.id),
            gt(log.version, 0),
            eq(seats.kind, 'human'),
            notLike(log.commandId, serverMove(BOT_COMMAND_ID_PREFIX)),
            notLike(log.commandId, serverMove(TIMEOUT_COMMAND_ID_PREFIX)),
          ),
        ),
    ),
  );

export class CleanupStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /**
   * Removes up to `limit` unplayed games created (open games) or started (started games) at or
   * before `cutoff`; what was removed. Seats and log entries go with their game (ON DELETE CASCADE).
   */
  async removeUnplayed(cutoff: Date, limit: number): Promise<CleanedUpGame[]> {
    return this.#db.transaction(async (tx) => {
      const due = await tx
        .select({ id: games.id, engine: games.engine, status: games.status })
        .from(games)
        .where(or(neverJoined(cutoff), neverMoved(cutoff)))
        .orderBy(asc(games.createdAt))
        .limit(limit)
        .for('update', { of: games, skipLocked: true });
      if (due.length === 0) return [];
      const ids = due.map((game) => game.id);
      const people = await tx
        .select({ gameId: seats.gameId, playerId: seats.playerId })
        .from(seats)
        .where(and(inArray(seats.gameId, ids), eq(seats.kind, 'human')))
        .orderBy(asc(seats.seat));
      await tx.delete(games).where(inArray(games.id, ids));
      return due.map((game) => ({
        gameId: game.id,
        engine: game.engine,
        reason: game.status === 'created' ? 'never_joined' : 'never_moved',
        playerIds: people.flatMap((seat) =>
          seat.gameId === game.id && seat.playerId !== null ? [seat.playerId] : [],
        ),
      }));
    });
  }
}
