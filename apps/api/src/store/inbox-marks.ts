/**
 * How far the inbox has handled each game (schema `inbox_marks`, ADR 0029): the catch-up of facts
 * lost to a crash between a move's commit and the inbox's handler, as the table channels' marks
 * do it for webhooks (ADR 0031). The live handler moves a game's mark only one version on (a
 * version skipped stays behind, for the catch-up), in the transaction of its notifications; the
 * catch-up claims a game's mark with FOR NO KEY UPDATE SKIP LOCKED, so two processes never
 * replay one game at once, and moves it to the version it replayed.
 */
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { games, inboxMarks, log } from '../db/schema.ts';
import type { Transaction } from './game-rows.ts';

/** A log entry the inbox has not handled, as much of it as the replay needs. */
export interface UnhandledEntry {
  readonly version: number;
  readonly commandId: string | null;
  readonly actor: number | null;
  readonly at: Date;
}

/** The claimed mark of a game: the version handled so far (null: not even the start). */
export interface ClaimedMark {
  readonly handledVersion: number | null;
}

/**
 * Records that the live handler handled the game's start (version 0): the start makes the mark.
 * A later version moves it only from the version before (a skipped one is the catch-up's), in
 * the turns' reconcile statement (store/turn-reconcile.ts).
 */
export async function markStartHandled(tx: Transaction, gameId: string, at: Date): Promise<void> {
  await tx
    .insert(inboxMarks)
    .values({ gameId, handledVersion: 0, updatedAt: at })
    .onConflictDoUpdate({
      target: inboxMarks.gameId,
      set: { handledVersion: 0, updatedAt: at },
      setWhere: isNull(inboxMarks.handledVersion),
    });
}

/** Records that the catch-up replayed the game up to `version` (never moves a mark back). */
export async function markCaughtUp(
  tx: Transaction,
  gameId: string,
  version: number,
  at: Date,
): Promise<void> {
  await tx
    .update(inboxMarks)
    .set({ handledVersion: version, updatedAt: at })
    .where(
      and(
        eq(inboxMarks.gameId, gameId),
        or(isNull(inboxMarks.handledVersion), lte(inboxMarks.handledVersion, version)),
      ),
    );
}

/**
 * Claims the game's mark for a catch-up in `tx` (made if the start's facts were lost too);
 * undefined when another process holds it.
 */
export async function claimMark(
  tx: Transaction,
  gameId: string,
  at: Date,
): Promise<ClaimedMark | undefined> {
  await tx
    .insert(inboxMarks)
    .values({ gameId, handledVersion: null, updatedAt: at })
    .onConflictDoNothing();
  const [mark] = await tx
    .select({ handledVersion: inboxMarks.handledVersion })
    .from(inboxMarks)
    .where(eq(inboxMarks.gameId, gameId))
    .for('no key update', { skipLocked: true });
  return mark;
}

/** The game's log entries after `handledVersion` (all of them for null), oldest first. */
export function unhandledEntries(
  tx: Transaction,
  gameId: string,
  handledVersion: number | null,
): Promise<UnhandledEntry[]> {
  const after = handledVersion === null ? [] : [gt(log.version, handledVersion)];
  return tx
    .select({ version: log.version, commandId: log.commandId, actor: log.actor, at: log.at })
    .from(log)
    .where(and(eq(log.gameId, gameId), ...after))
    .orderBy(asc(log.version));
}

/**
 * Started or finished games whose first entry the inbox has not handled was committed at or
 * before `committedBy` (the grace period before it: the live handler's time): at most `limit`.
 */
export async function gamesBehind(db: Db, committedBy: Date, limit: number): Promise<string[]> {
  const handled = sql`coalesce(${inboxMarks.handledVersion}, -1)`;
  const rows = await db
    .select({ gameId: games.id })
    .from(games)
    .leftJoin(inboxMarks, eq(inboxMarks.gameId, games.id))
    .innerJoin(log, and(eq(log.gameId, games.id), eq(log.version, sql`${handled} + 1`)))
    .where(
      and(
        or(eq(games.status, 'started'), eq(games.status, 'finished')),
        sql`${games.version} > ${handled}`,
        lte(log.at, committedBy),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.gameId);
}
