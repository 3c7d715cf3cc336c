/**
 * Invitations of named accounts (REST and GraphQL alike, ADR 0035): a caller with the lobby
 * capability invites an account by username to a game they created or sit in. Every other check
 * is the service's, under the game's row lock.
 */
import type { Invitation, InvitationService } from '../../service/invitations.ts';
import { requireCapability } from '../caller.ts';
import type { Caller } from '../caller.ts';
import { parseId } from '../edge-inputs.ts';

export class InvitationOperations {
  readonly #invitations: InvitationService;

  constructor(invitations: InvitationService) {
    this.#invitations = invitations;
  }

  invite(caller: Caller, gameId: string, username: string): Promise<Invitation> {
    const account = requireCapability(caller, 'lobby');
    return this.#invitations.invite(parseId(gameId, 'game id'), account.playerId, username);
  }
}
