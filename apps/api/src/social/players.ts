/** Players as the social features name them: by username, with their display name. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { accounts, players } from '../db/schema.ts';
import { ServiceError } from '../errors.ts';
import { usernameSchema } from '../accounts/inputs.ts';
import { parseInput } from '../service/inputs.ts';

/** A player as lists show them. */
export interface PlayerCard {
  readonly username: string;
  readonly displayName: string;
}

export interface NamedPlayer extends PlayerCard {
  readonly playerId: string;
  readonly memberSince: Date;
  readonly timeZone: string;
}

/** The account named `username` (any case); USERNAME_NOT_FOUND when none is. */
export async function playerNamed(db: Db, username: string): Promise<NamedPlayer> {
  const name = parseInput(usernameSchema, username, 'username');
  const [row] = await db
    .select({
      playerId: accounts.playerId,
      username: accounts.username,
      displayName: players.displayName,
      memberSince: accounts.createdAt,
      timeZone: accounts.timeZone,
    })
    .from(accounts)
    .innerJoin(players, eq(players.id, accounts.playerId))
    .where(eq(accounts.usernameKey, name.toLowerCase()));
  if (row === undefined) {
    throw new ServiceError('USERNAME_NOT_FOUND', `No player is called ${name}.`);
  }
  return row;
}
