import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { games } from '../db/schema.ts';
import type { StreamHead } from './types.ts';

/** A drizzle transaction over either driver. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export const headColumns = {
  status: games.status,
  version: games.version,
  headHash: games.headHash,
  moveTimeLimitSeconds: games.moveTimeLimitSeconds,
  turnDeadline: games.turnDeadline,
};

export async function readHead(
  db: Db | Transaction,
  gameId: string,
): Promise<StreamHead | undefined> {
  const [row] = await db.select(headColumns).from(games).where(eq(games.id, gameId));
  return row;
}

/** When the seats now due must have moved, for games with a time limit per move. */
export function turnDeadline(
  head: Pick<StreamHead, 'moveTimeLimitSeconds'>,
  at: Date,
): Date | null {
  const limit = head.moveTimeLimitSeconds;
  return limit === null ? null : new Date(at.getTime() + limit * 1000);
}
