/**
 * Invitations of a named account to an open game (ADR 0035): the creator or a seated player names
 * an account by username; the invitee gets an `invited` notification (inbox, then e-mail and push
 * by their preferences) and may join the game even when it is private. The checks and the write
 * are the store's, in one transaction; this adds input parsing and a per-inviter rate limit.
 */
import { z } from 'zod';
import { systemClock } from '../clock.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { ServiceError } from '../errors.ts';
import { usernameSchema } from '../accounts/inputs.ts';
import { InvitationStore } from '../store/invitation-store.ts';
import { gameIdSchema, parseInput, playerIdSchema } from './inputs.ts';

/** How many invitations one account may send per window, in one API process. */
export const INVITATIONS_PER_WINDOW = 20;
export const INVITATION_WINDOW_MS = 60 * 60 * 1000;

export interface Invitation {
  readonly gameId: string;
  readonly invitee: { readonly username: string; readonly displayName: string };
  readonly invitedAt: string;
}

const invitationSchema = z.object({
  gameId: gameIdSchema,
  inviterId: playerIdSchema,
  username: usernameSchema,
});

export class InvitationService {
  readonly #store: InvitationStore;
  readonly #clock: Clock;
  /** Per inviter, when their recent invitations were sent (the rate limit's window). */
  readonly #sent = new Map<string, number[]>();

  constructor(db: Db, clock: Clock = systemClock) {
    this.#store = new InvitationStore(db);
    this.#clock = clock;
  }

  /** `inviterId` invites the account named `username` to `gameId` (refusals: the store's). */
  async invite(gameId: string, inviterId: string, username: string): Promise<Invitation> {
    const request = parseInput(invitationSchema, { gameId, inviterId, username }, 'invitation');
    const at = this.#clock.now();
    const recent = this.#recent(request.inviterId, at.getTime());
    if (recent.length >= INVITATIONS_PER_WINDOW) {
      throw new ServiceError(
        'TOO_MANY_INVITATIONS',
        `You sent ${INVITATIONS_PER_WINDOW} invitations within an hour: wait a little.`,
      );
    }
    const invitee = await this.#store.invite(request, at);
    recent.push(at.getTime());
    return {
      gameId: request.gameId,
      invitee: { username: invitee.username, displayName: invitee.displayName },
      invitedAt: at.toISOString(),
    };
  }

  #recent(inviterId: string, now: number): number[] {
    const recent = (this.#sent.get(inviterId) ?? []).filter(
      (sentAt) => now - sentAt < INVITATION_WINDOW_MS && sentAt <= now,
    );
    this.#sent.set(inviterId, recent);
    return recent;
  }
}
