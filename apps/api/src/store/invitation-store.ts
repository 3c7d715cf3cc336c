/**
 * Invitations of a named account to a game before its start (ADR 0035). An invitation is the
 * invitee's `invited` notification, written with the dedupe key {@link invitationKey}: one row is
 * both what the inbox shows (and the delivery engine sends) and what lets the invitee join a
 * private game without its code (lobby-store.ts asks {@link isInvited} in its seat transaction).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { accounts, games, notifications, players, seats } from '../db/schema.ts';
import { ServiceError } from '../errors.ts';
import type { Transaction } from './game-rows.ts';
import { writeNotifications } from './inbox-store.ts';

/** The dedupe key of an invitation to `gameId` (one per invitee and game). */
export const invitationKey = (gameId: string): string => `invited:${gameId}`;

/** Whether `playerId` holds an invitation to `gameId` (read in the caller's transaction). */
export async function isInvited(
  tx: Transaction,
  gameId: string,
  playerId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(eq(notifications.playerId, playerId), eq(notifications.dedupeKey, invitationKey(gameId))),
    );
  return row !== undefined;
}

export interface InvitationRequest {
  readonly gameId: string;
  readonly inviterId: string;
  readonly username: string;
}

/** Who was invited, as the inviter may know them (their username and display name). */
export interface Invitee {
  readonly playerId: string;
  readonly username: string;
  readonly displayName: string;
}

export class InvitationStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /**
   * Writes the invitation under the game's row lock (a join or a start cannot slip in between
   * the checks and the write), or refuses with a stable code and writes nothing.
   */
  invite(request: InvitationRequest, at: Date): Promise<Invitee> {
    return this.#db.transaction(async (tx) => {
      const [game] = await tx
        .select()
        .from(games)
        .where(eq(games.id, request.gameId))
        .for('update');
      if (game === undefined) throw new ServiceError('GAME_NOT_FOUND', 'There is no such game.');
      const taken = await tx.select().from(seats).where(eq(seats.gameId, game.id));
      const insider =
        game.createdBy === request.inviterId ||
        taken.some((seat) => seat.playerId === request.inviterId);
      if (!insider) {
        throw new ServiceError(
          'INVITER_NOT_IN_GAME',
          'Only the game’s creator or a seated player may invite people to it.',
        );
      }
      if (game.status !== 'created') {
        throw new ServiceError('GAME_ALREADY_STARTED', 'This game has already started.');
      }
      if (taken.length >= game.seatCount) {
        throw new ServiceError('GAME_FULL', 'Every seat of this game is taken.');
      }
      const invitee = await inviteeOf(tx, request.username);
      if (invitee.playerId === request.inviterId) {
        throw new ServiceError('SELF_INVITATION', 'You cannot invite yourself.');
      }
      if (taken.some((seat) => seat.playerId === invitee.playerId)) {
        throw new ServiceError('ALREADY_SEATED', `${invitee.username} already has a seat here.`);
      }
      const [inviter] = await tx
        .select({ displayName: players.displayName })
        .from(players)
        .where(eq(players.id, request.inviterId));
      const written = await writeNotifications(
        tx,
        [
          {
            playerId: invitee.playerId,
            kind: 'invited',
            gameId: game.id,
            data: { engine: game.engine, byDisplayName: inviter?.displayName ?? '' },
            dedupeKey: invitationKey(game.id),
          },
        ],
        at,
      );
      if (written.length === 0) {
        throw new ServiceError(
          'ALREADY_INVITED',
          `${invitee.username} has already been invited to this game.`,
        );
      }
      return invitee;
    });
  }
}

async function inviteeOf(tx: Transaction, username: string): Promise<Invitee> {
  const [row] = await tx
    .select({
      playerId: accounts.playerId,
      username: accounts.username,
      displayName: players.displayName,
    })
    .from(accounts)
    .innerJoin(players, eq(players.id, accounts.playerId))
    .where(eq(accounts.usernameKey, username.toLowerCase()));
  if (row === undefined) {
    throw new ServiceError('USERNAME_NOT_FOUND', `Nobody has the username ${username}.`);
  }
  return row;
}
