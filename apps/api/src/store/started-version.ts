/**
 * The version a started game has reached, for writes that point at a version of it (seen marks,
 * notes): GAME_NOT_FOUND for no such game, GAME_NOT_STARTED before its start.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { games } from '../db/schema.ts';
import { ServiceError } from '../errors.ts';

/** `beforeStart` ends the GAME_NOT_STARTED message: what there is not yet ("nothing to see yet"). */
export async function startedGameVersion(
  db: Db,
  gameId: string,
  beforeStart: string,
): Promise<number> {
  const [game] = await db
    .select({ version: games.version })
    .from(games)
    .where(eq(games.id, gameId));
  if (game === undefined) throw new ServiceError('GAME_NOT_FOUND', `No game ${gameId}.`);
  if (game.version === null) {
    throw new ServiceError('GAME_NOT_STARTED', `The game has not started: ${beforeStart}.`);
  }
  return game.version;
}
