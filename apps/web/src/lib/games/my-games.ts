/**
 * What the "My games" list says of one game, worked out from its summary alone (pure: tested
 * without a page): whose move it is, how full a table still waiting is, who won a finished one.
 */
import type { GameSummary } from '@tavolo/sdk/client';
import { seatOfPlayer } from './seats.ts';

type Summary = Pick<GameSummary, 'status' | 'seatCount' | 'seats' | 'activeSeats' | 'outcome'>;

export type GameStanding =
  | { readonly kind: 'yourTurn' }
  | { readonly kind: 'waitingFor'; readonly seats: readonly number[] }
  | { readonly kind: 'seating'; readonly taken: number; readonly count: number }
  | { readonly kind: 'finished'; readonly winners: readonly number[] | null };

export function standing(game: Summary, playerId: string | undefined): GameStanding {
  switch (game.status) {
    case 'created':
      return { kind: 'seating', taken: game.seats.length, count: game.seatCount };
    case 'finished':
      return { kind: 'finished', winners: winnersOf(game.outcome) };
    case 'started': {
      const mine = seatOfPlayer(game, playerId);
      return mine !== undefined && game.activeSeats.includes(mine)
        ? { kind: 'yourTurn' }
        : { kind: 'waitingFor', seats: game.activeSeats };
    }
  }
}

/** The kernel's Outcome carries `winners` (seats); anything else reads as unknown. */
export function winnersOf(outcome: unknown): readonly number[] | null {
  if (typeof outcome !== 'object' || outcome === null || !('winners' in outcome)) return null;
  const { winners } = outcome;
  return Array.isArray(winners) && winners.every((seat) => typeof seat === 'number')
    ? winners
    : null;
}
