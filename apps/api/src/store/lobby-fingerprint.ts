/**
 * What the lobby's poll compares (live/lobby-feed.ts): one short row that changes whenever the
 * public lists would — a public game created, joined, left, started, finished or removed — and
 * not at every move, so lobby watchers are not woken by play.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { games } from '../db/schema.ts';

const open = sql`${games.status} = 'created'`;
const inPlay = sql`${games.status} = 'started'`;

/**
 * The counts of public open games and games in play, the last change of an open game (a seat
 * taken or freed moves it) and the last start. A game that finishes or is removed lowers a count
 * unless another arrives at once, and then a latest time moves.
 */
export async function lobbyFingerprint(db: Db): Promise<string> {
  const [row] = await db
    .select({
      open: sql<string>`(count(*) filter (where ${open}))::text`,
      openChanged: sql<string>`coalesce((max(${games.updatedAt}) filter (where ${open}))::text, '')`,
      inPlay: sql<string>`(count(*) filter (where ${inPlay}))::text`,
      lastStart: sql<string>`coalesce((max(${games.startedAt}) filter (where ${inPlay}))::text, '')`,
    })
    .from(games)
    .where(and(eq(games.visibility, 'public'), ne(games.status, 'finished')));
  return row === undefined ? '' : [row.open, row.openChanged, row.inPlay, row.lastStart].join('|');
}
