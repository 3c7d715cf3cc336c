/**
 * Writing the ratings projection (ADR 0037), always inside a transaction that holds the title's
 * advisory lock: games of one title are applied one after another, in order of finish, by
 * whichever process gets there first.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { byFinish, computeRatings, initialRating, rateGame } from '@tavolo/sdk/ratings';
import type { PlayerRating, RatingChange, RatingGame } from '@tavolo/sdk/ratings';
import { ratingChanges, ratings } from '../db/schema.ts';
import type { Transaction } from '../store/game-rows.ts';
import { countingGamesOf, pendingGamesOf } from './rating-games.ts';

/** Waits for, then holds until the transaction ends, the lock of one title's ratings. */
export async function lockTitle(tx: Transaction, engine: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('tavolo-ratings'), hashtext(${engine}))`,
  );
}

/**
 * Applies the title's games that count and are not projected yet. Incrementally when they all
 * finished after the last one applied; otherwise (a game that a crash kept from the projection
 * while later ones were applied) the title is recomputed from scratch, so the order holds.
 * Returns how many games were applied.
 */
export async function catchUpTitle(tx: Transaction, engine: string): Promise<number> {
  const pending = (await pendingGamesOf(tx, engine)).sort(byFinish);
  const first = pending[0];
  if (first === undefined) return 0;
  if (await appliedAfter(tx, first)) {
    await recomputeTitle(tx, engine);
    return pending.length;
  }
  const current = await currentRatings(tx, engine, pending);
  for (const game of pending) {
    const changes = rateGame(
      game,
      (playerId) => current.get(playerId) ?? initialRating(playerId, engine),
    );
    for (const change of changes) current.set(change.playerId, change.after);
    await writeChanges(tx, changes);
  }
  return pending.length;
}

/** Rebuilds one title's ratings and history from its games. */
export async function recomputeTitle(tx: Transaction, engine: string): Promise<void> {
  await tx.delete(ratingChanges).where(eq(ratingChanges.engine, engine));
  await tx.delete(ratings).where(eq(ratings.engine, engine));
  const { changes } = computeRatings(await countingGamesOf(tx, engine));
  await writeChanges(tx, changes);
}

/** Whether a game already applied comes after `game` in order of finish. */
async function appliedAfter(tx: Transaction, game: RatingGame): Promise<boolean> {
  const rows = await tx
    .selectDistinct({ gameId: ratingChanges.gameId, finishedAt: ratingChanges.finishedAt })
    .from(ratingChanges)
    .where(
      and(
        eq(ratingChanges.engine, game.engine),
        gte(ratingChanges.finishedAt, new Date(game.finishedAt)),
      ),
    );
  return rows.some(
    (row) =>
      byFinish({ ...game, gameId: row.gameId, finishedAt: row.finishedAt.toISOString() }, game) > 0,
  );
}

async function currentRatings(
  tx: Transaction,
  engine: string,
  pending: readonly RatingGame[],
): Promise<Map<string, PlayerRating>> {
  const playerIds = [
    ...new Set(pending.flatMap((game) => game.seats.flatMap((seat) => seat.playerId ?? []))),
  ];
  const rows =
    playerIds.length === 0
      ? []
      : await tx
          .select()
          .from(ratings)
          .where(and(eq(ratings.engine, engine), inArray(ratings.playerId, playerIds)));
  return new Map(
    rows.map((row) => [
      row.playerId,
      { playerId: row.playerId, engine, mu: row.mu, sigma: row.sigma, games: row.games },
    ]),
  );
}

async function writeChanges(tx: Transaction, changes: readonly RatingChange[]): Promise<void> {
  for (const change of changes) {
    const finishedAt = new Date(change.finishedAt);
    await tx.insert(ratingChanges).values({
      gameId: change.gameId,
      playerId: change.playerId,
      engine: change.engine,
      finishedAt,
      seat: change.seat,
      place: change.place,
      muBefore: change.before.mu,
      sigmaBefore: change.before.sigma,
      muAfter: change.after.mu,
      sigmaAfter: change.after.sigma,
      games: change.after.games,
    });
    const current = {
      mu: change.after.mu,
      sigma: change.after.sigma,
      games: change.after.games,
      lastPlayedAt: finishedAt,
    };
    await tx
      .insert(ratings)
      .values({ playerId: change.playerId, engine: change.engine, ...current })
      .onConflictDoUpdate({ target: [ratings.engine, ratings.playerId], set: current });
  }
}
