import { describe, expect, it } from 'vitest';
import { mayInvite } from './invitations.ts';

const seat = (index: number, playerId: string | null) => ({
  seat: index,
  kind: playerId === null ? ('bot' as const) : ('human' as const),
  playerId,
  displayName: playerId,
  botName: playerId === null ? 'random' : null,
});

const game = {
  createdBy: 'host',
  status: 'created' as const,
  seatCount: 3,
  seats: [seat(0, 'host'), seat(1, 'guest')],
};

describe('mayInvite', () => {
  it('lets the creator and seated players invite into an open game with a free seat', () => {
    expect(mayInvite(game, 'host')).toBe(true);
    expect(mayInvite(game, 'guest')).toBe(true);
    expect(mayInvite({ ...game, seats: [seat(1, 'guest')] }, 'host')).toBe(true);
  });

  it('refuses strangers, the signed-out, full games and started games', () => {
    expect(mayInvite(game, 'stranger')).toBe(false);
    expect(mayInvite(game, undefined)).toBe(false);
    expect(mayInvite({ ...game, seats: [...game.seats, seat(2, null)] }, 'host')).toBe(false);
    expect(mayInvite({ ...game, status: 'started' as const }, 'host')).toBe(false);
  });
});
