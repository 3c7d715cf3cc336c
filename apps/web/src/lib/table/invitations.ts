/** Who may invite a player by username to a game before its start (ADR 0035; pure). */
import type { GameSummary } from '@tavolo/sdk/client';

type InviteFacts = Pick<GameSummary, 'createdBy' | 'seatCount' | 'status'> & {
  readonly seats: readonly { readonly playerId: string | null }[];
};

/**
 * The server's own rule, so the field shows only where it can work: the creator or a seated
 * player, in a game that has not started and has a free seat.
 */
export function mayInvite(game: InviteFacts, playerId: string | undefined): boolean {
  if (playerId === undefined || game.status !== 'created') return false;
  if (game.seats.length >= game.seatCount) return false;
  return game.createdBy === playerId || game.seats.some((seat) => seat.playerId === playerId);
}
