import { eq, sql } from 'drizzle-orm';
import { advanceClocks, deadlinesBySeat, nextDeadline } from '../clocks/clocks.ts';
import type { ClockPauses } from '../clocks/pauses.ts';
import type { Db } from '../db/database.ts';
import { games } from '../db/schema.ts';
import { slot, transactionQuery } from '../db/transaction-query.ts';
import type { Decision, StreamHead } from './types.ts';

/** A drizzle transaction over either driver. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export const headColumns = {
  status: games.status,
  version: games.version,
  headHash: games.headHash,
  seatCount: games.seatCount,
  timeControl: games.timeControl,
  clocks: games.clocks,
  turnDeadline: games.turnDeadline,
  seatDeadlines: games.seatDeadlines,
  weekendPause: games.weekendPause,
  vacation: games.vacation,
};

const versionColumns = { id: games.id, version: games.version, status: games.status };

/**
 * The heads of a list of games in one statement whose text never varies (an array parameter,
 * not an IN list), built once: the live feed's batched head reads send it for every batch of
 * long-polls asking again after a move, hundreds of times a move at 5,000 watchers.
 */
const selectVersions = transactionQuery({ gameIds: games.id }, { head: versionColumns }, (db) =>
  db
    .select(versionColumns)
    .from(games)
    .where(sql`${games.id} = any(${slot('gameIds')}::text[])`),
);

/** The committed version and status of each of `gameIds` that exists (the live feed's poll). */
export async function readVersions(
  db: Db,
  gameIds: readonly string[],
): Promise<{ id: string; version: number | null; status: string }[]> {
  if (gameIds.length === 0) return [];
  const rows = await selectVersions.run(db, { gameIds: [...gameIds] });
  return rows.map(({ head }) => head);
}

export async function readHead(
  db: Db | Transaction,
  gameId: string,
): Promise<StreamHead | undefined> {
  const [row] = await db.select(headColumns).from(games).where(eq(games.id, gameId));
  return row;
}

/**
 * The clock columns of the games row once `decision`'s entry is appended after `head`, the seats'
 * paused time (`pauses`, read in the same transaction: pause-store.ts) skipped.
 */
export function clockColumns(
  head: Pick<StreamHead, 'seatCount' | 'timeControl' | 'clocks'>,
  decision: Decision<unknown>,
  pauses: ClockPauses,
): {
  clocks: StreamHead['clocks'];
  turnDeadline: Date | null;
  checkAt: Date | null;
  seatDeadlines: (string | null)[] | null;
} {
  const { entry, progress } = decision;
  const clocks =
    advanceClocks(
      head.timeControl,
      head.seatCount,
      head.clocks ?? undefined,
      {
        at: entry.at,
        actor: entry.actor,
        toMove: progress.outcome === null ? progress.activeSeats : [],
      },
      pauses,
    ) ?? null;
  const deadline = nextDeadline(clocks ?? undefined, pauses);
  const seatDeadlines = clocks === null ? null : deadlinesBySeat(clocks, pauses);
  // The sweeper looks at the game when its first clock runs out (the only policy yet: a bot move).
  return { clocks, turnDeadline: deadline, checkAt: deadline, seatDeadlines };
}
