/**
 * A games row read with its creator's name and username in the same statement (a left join on
 * the player and account of `created_by`): the lobby names who created a game even after they
 * left their seat, at no extra statement.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { accounts, games, players } from '../db/schema.ts';
import type { GameRow } from '../db/schema.ts';

/** Who created a game, read from the games row: named even after they left their seat. */
export interface CreatorRecord {
  readonly playerId: string;
  readonly displayName: string;
  /** Their profile's address; null for an accountless player. */
  readonly username: string | null;
}

/** A games row with its creator's name, read in the same statement (a left join). */
const gameWithCreator = {
  game: games,
  creatorName: players.displayName,
  creatorUsername: accounts.username,
};

export interface GameWithCreatorRow {
  readonly game: GameRow;
  readonly creatorName: string | null;
  readonly creatorUsername: string | null;
}

export function selectGames(db: Db) {
  return db
    .select(gameWithCreator)
    .from(games)
    .leftJoin(players, eq(players.id, games.createdBy))
    .leftJoin(accounts, eq(accounts.playerId, games.createdBy));
}

export function creatorOf(row: GameWithCreatorRow): CreatorRecord | null {
  const playerId = row.game.createdBy;
  if (playerId === null || row.creatorName === null) return null;
  return { playerId, displayName: row.creatorName, username: row.creatorUsername };
}
