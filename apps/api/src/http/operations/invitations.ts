/**
 * Invitations of named accounts (REST and GraphQL alike, ADR 0035): a caller with the lobby
 * capability invites an account by username to a game they created or sit in. Every other check
 * is the service's, under the game's row lock.
 */
import type { Invitation, InvitationService } from '../../service/invitations.ts';
import { requireCapability } from '../caller.ts';
import type { Caller } from '../caller.ts';
import { parseId } from '../edge-inputs.ts';
import type { SocialService } from '../../social/social-service.ts';

export class InvitationOperations {
  readonly #invitations: InvitationService;
  readonly #social: SocialService;

  constructor(invitations: InvitationService, social: SocialService) {
    this.#invitations = invitations;
    this.#social = social;
  }

  /** PLAYER_BLOCKED when inviter and invitee block each other, either way (ADR 0039). */
  async invite(caller: Caller, gameId: string, username: string): Promise<Invitation> {
    const account = requireCapability(caller, 'lobby');
    const invitee = await this.#social.playerNamed(username);
    await this.#social.blocks.requireMayInteract(
      account.playerId,
      invitee.playerId,
      'No invitation',
    );
    return this.#invitations.invite(parseId(gameId, 'game id'), account.playerId, username);
  }
}
