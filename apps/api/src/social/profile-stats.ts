/**
 * The figures of a public profile, computed on each read from the games rows and the log (ADR
 * 0039): nothing here is stored, so they are a projection of the log like everything else.
 *
 * - games played and wins per title: finished games where the player held a human seat; a win is
 *   a seat among the outcome's `winners` (ties: every winner counts a win);
 * - average move time: over the entries the person sent themselves (a commandId outside the
 *   server's grammar, `@tavolo/sdk/audit` server-entries.ts), the server time of the entry minus
 *   the server time of the entry before it (when the table last changed: for a seat that moved
 *   at once after another seat, its thinking time; in simultaneous phases an upper bound);
 * - timeout rate: the seat's `timeout:`, `takeover:` and `forfeit:` entries (the server acted
 *   because the seat's time ran out) over those plus the person's own moves.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { games, log, seats } from '../db/schema.ts';

export interface TitleStats {
  readonly engine: string;
  readonly gamesPlayed: number;
  readonly wins: number;
  /** Seconds, or null when the player has sent no move of this title. */
  readonly averageMoveSeconds: number | null;
  /** 0 to 1, or null when the player has neither moved nor timed out in this title. */
  readonly timeoutRate: number | null;
}

interface Results {
  readonly engine: string;
  readonly played: number;
  readonly wins: number;
}

interface Timing {
  readonly engine: string;
  readonly moves: number;
  readonly moveSeconds: number;
  readonly timeouts: number;
}

const previous = alias(log, 'previous');

/** Server entries that mean the seat's time ran out. */
const TIMEOUT_ENTRY = sql`(${log.commandId} like 'timeout:%' or ${log.commandId} like 'takeover:%' or ${log.commandId} like 'forfeit:%')`;
/** Entries the server wrote (any kind of the grammar): not the person's own moves. */
const SERVER_ENTRY = sql`${log.commandId} ~ '^[a-z]+:[0-9]{1,9}:[0-9]{1,10}$'`;

async function results(db: Db, playerId: string): Promise<Results[]> {
  const rows = await db
    .select({
      engine: games.engine,
      played: sql<number>`count(*)::int`,
      wins: sql<number>`count(*) filter (where (${games.outcome} -> 'winners') @> to_jsonb(${seats.seat}))::int`,
    })
    .from(seats)
    .innerJoin(games, eq(games.id, seats.gameId))
    .where(and(eq(seats.playerId, playerId), eq(seats.kind, 'human'), eq(games.status, 'finished')))
    .groupBy(games.engine);
  return rows.map((row) => ({ engine: row.engine, played: row.played, wins: row.wins }));
}

async function timings(db: Db, playerId: string): Promise<Timing[]> {
  const own = sql`(${log.commandId} is not null and not ${SERVER_ENTRY} and ${log.command} is not null)`;
  const rows = await db
    .select({
      engine: games.engine,
      moves: sql<number>`count(*) filter (where ${own})::int`,
      moveSeconds: sql<number>`coalesce(sum(extract(epoch from (${log.at} - ${previous.at}))) filter (where ${own}), 0)::float8`,
      timeouts: sql<number>`count(*) filter (where ${TIMEOUT_ENTRY})::int`,
    })
    .from(seats)
    .innerJoin(games, eq(games.id, seats.gameId))
    .innerJoin(log, and(eq(log.gameId, seats.gameId), eq(log.actor, seats.seat)))
    .innerJoin(
      previous,
      and(eq(previous.gameId, log.gameId), eq(previous.version, sql`${log.version} - 1`)),
    )
    .where(
      and(
        eq(seats.playerId, playerId),
        eq(seats.kind, 'human'),
        inArray(games.status, ['started', 'finished']),
      ),
    )
    .groupBy(games.engine);
  return rows.map((row) => ({
    engine: row.engine,
    moves: row.moves,
    moveSeconds: row.moveSeconds,
    timeouts: row.timeouts,
  }));
}

export interface ProfileStats {
  readonly titles: readonly TitleStats[];
  /** Every title together (the averages weighted by moves). */
  readonly overall: Omit<TitleStats, 'engine'>;
}

/** Per title the player has played or moved in (sorted by title id), and all together. */
export async function profileStats(db: Db, playerId: string): Promise<ProfileStats> {
  const [played, timed] = await Promise.all([results(db, playerId), timings(db, playerId)]);
  const engines = [...new Set([...played, ...timed].map((row) => row.engine))].sort();
  const titles = engines.map((engine) => {
    const result = played.find((row) => row.engine === engine);
    return {
      engine,
      gamesPlayed: result?.played ?? 0,
      wins: result?.wins ?? 0,
      ...rates(timed.find((row) => row.engine === engine)),
    };
  });
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const overall = {
    gamesPlayed: sum(played.map((row) => row.played)),
    wins: sum(played.map((row) => row.wins)),
    ...rates(
      timed.length === 0
        ? undefined
        : {
            moves: sum(timed.map((row) => row.moves)),
            moveSeconds: sum(timed.map((row) => row.moveSeconds)),
            timeouts: sum(timed.map((row) => row.timeouts)),
          },
    ),
  };
  return { titles, overall };
}

/** Average move time and timeout rate of one title's timing (null where nothing counts). */
export function rates(
  timing: Pick<Timing, 'moves' | 'moveSeconds' | 'timeouts'> | undefined,
): Pick<TitleStats, 'averageMoveSeconds' | 'timeoutRate'> {
  if (timing === undefined) return { averageMoveSeconds: null, timeoutRate: null };
  const { moves, moveSeconds, timeouts } = timing;
  return {
    averageMoveSeconds: moves === 0 ? null : Math.round((moveSeconds / moves) * 10) / 10,
    timeoutRate: moves + timeouts === 0 ? null : timeouts / (moves + timeouts),
  };
}
