/** What the finished table's rematch box offers a viewer (ADR 0040; pure, unit-tested). */
import type { Rematch } from '@tavolo/sdk/client';

export type RematchChoice =
  /** A person of the game, and nobody offered yet. */
  | { readonly kind: 'offer' }
  /** An open offer this person has not answered. */
  | { readonly kind: 'answer' }
  /** Nothing to do: waiting for the others, closed, or started. */
  | { readonly kind: 'none' };

interface SeatFacts {
  readonly seats: readonly { readonly kind: string; readonly playerId: string | null }[];
}

/** Whether `playerId` played the game (only they may offer or answer its rematch). */
export function playedIn(game: SeatFacts, playerId: string | undefined): boolean {
  return (
    playerId !== undefined &&
    game.seats.some((seat) => seat.kind === 'human' && seat.playerId === playerId)
  );
}

export function rematchChoice(
  game: SeatFacts,
  rematch: Rematch | null,
  playerId: string | undefined,
): RematchChoice {
  if (!playedIn(game, playerId)) return { kind: 'none' };
  if (rematch === null) return { kind: 'offer' };
  const mine = rematch.players.find((player) => player.playerId === playerId);
  return rematch.status === 'open' && mine?.answer === 'waiting'
    ? { kind: 'answer' }
    : { kind: 'none' };
}

/** Whether the offer can still change (then the box keeps reading it). */
export const settled = (rematch: Rematch | null): boolean =>
  rematch !== null && (rematch.status === 'declined' || rematch.status === 'started');
