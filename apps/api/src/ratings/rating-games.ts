/**
 * The finished games ratings are folded from, read from the games rows and their seats (the
 * outcome a game records is the log's, ADR 0037), as `@tavolo/sdk/ratings` takes them.
 */
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { ratingOutcomeSchema } from '@tavolo/sdk/ratings';
import type { RatingGame } from '@tavolo/sdk/ratings';
import type { Db } from '../db/database.ts';
import { games, ratingChanges, seats } from '../db/schema.ts';
import type { Transaction } from '../store/game-rows.ts';

/** Seats are read for this many games per statement (a bound on bind parameters). */
const SEATS_BATCH = 500;

/** Finished rated games of people only (bots never rate; a lone seat rates nobody). */
const countingGames = and(
  eq(games.status, 'finished'),
  eq(games.rated, true),
  sql`${games.seatCount} >= 2`,
  notExists(
    sql`(select 1 from ${seats} where ${seats.gameId} = ${games.id} and ${seats.kind} = 'bot')`,
  ),
);

const notProjected = notExists(
  sql`(select 1 from ${ratingChanges} where ${ratingChanges.gameId} = ${games.id})`,
);

/** Every game of `engine` that counts for ratings. */
export function countingGamesOf(db: Db | Transaction, engine: string): Promise<RatingGame[]> {
  return readGames(db, and(countingGames, eq(games.engine, engine)));
}

/** The games of `engine` that count but have no rating changes yet. */
export function pendingGamesOf(db: Db | Transaction, engine: string): Promise<RatingGame[]> {
  return readGames(db, and(countingGames, notProjected, eq(games.engine, engine)));
}

/** The titles with a game that counts but is not projected yet (the start-up catch-up). */
export async function titlesWithPendingGames(db: Db | Transaction): Promise<string[]> {
  const rows = await db
    .selectDistinct({ engine: games.engine })
    .from(games)
    .where(and(countingGames, notProjected));
  return rows.map((row) => row.engine);
}

/** The titles that have a game that counts. */
export async function titlesWithGames(db: Db | Transaction): Promise<string[]> {
  const rows = await db.selectDistinct({ engine: games.engine }).from(games).where(countingGames);
  return rows.map((row) => row.engine);
}

/** The title of a game, if it exists. */
export async function engineOf(db: Db, gameId: string): Promise<string | undefined> {
  const [row] = await db.select({ engine: games.engine }).from(games).where(eq(games.id, gameId));
  return row?.engine;
}

async function readGames(
  db: Db | Transaction,
  where: ReturnType<typeof and>,
): Promise<RatingGame[]> {
  const rows = await db
    .select({
      id: games.id,
      engine: games.engine,
      finishedAt: games.finishedAt,
      rated: games.rated,
      outcome: games.outcome,
    })
    .from(games)
    .where(where);
  const seatsByGame = new Map<string, RatingGame['seats'][number][]>();
  for (let from = 0; from < rows.length; from += SEATS_BATCH) {
    const ids = rows.slice(from, from + SEATS_BATCH).map((row) => row.id);
    const seatRows = await db
      .select({
        gameId: seats.gameId,
        seat: seats.seat,
        kind: seats.kind,
        playerId: seats.playerId,
      })
      .from(seats)
      .where(inArray(seats.gameId, ids));
    for (const { gameId, ...seat } of seatRows) {
      const list = seatsByGame.get(gameId) ?? [];
      list.push(seat);
      seatsByGame.set(gameId, list);
    }
  }
  return rows.flatMap((row) => {
    const outcome = ratingOutcomeSchema.safeParse(row.outcome);
    // A finished game always has both; a row without them is not a result to rate.
    if (row.finishedAt === null || !outcome.success) return [];
    const gameSeats = (seatsByGame.get(row.id) ?? []).sort((a, b) => a.seat - b.seat);
    return [
      {
        gameId: row.id,
        engine: row.engine,
        finishedAt: row.finishedAt.toISOString(),
        rated: row.rated,
        seats: gameSeats,
        outcome: outcome.data,
      },
    ];
  });
}
