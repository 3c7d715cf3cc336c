import { describe, expect, it } from 'vitest';
import { mayInvite } from './invitations.ts';

/** A seat as far as invitations go: whose it is (null: a bot). */
const seat = (playerId: string | null) => ({ playerId });

const game = {
  createdBy: 'host',
  status: 'created' as 'created' | 'started' | 'finished',
  seatCount: 3,
  seats: [seat('host'), seat('guest')],
};

describe('mayInvite', () => {
  it('lets the creator and seated players invite into an open game with a free seat', () => {
    expect(mayInvite(game, 'host')).toBe(true);
    expect(mayInvite(game, 'guest')).toBe(true);
    expect(mayInvite({ ...game, seats: [seat('guest')] }, 'host')).toBe(true);
  });

  it('refuses strangers, the signed-out, full games and started games', () => {
    expect(mayInvite(game, 'stranger')).toBe(false);
    expect(mayInvite(game, undefined)).toBe(false);
    expect(mayInvite({ ...game, seats: [...game.seats, seat(null)] }, 'host')).toBe(false);
    expect(mayInvite({ ...game, status: 'started' }, 'host')).toBe(false);
  });
});
