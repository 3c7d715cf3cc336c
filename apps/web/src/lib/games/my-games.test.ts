import { describe, expect, it } from 'vitest';
import { standing, winnersOf } from './my-games.ts';

const human = (seat: number, playerId: string) => ({
  seat,
  kind: 'human' as const,
  playerId,
  displayName: playerId,
  username: playerId,
  botName: null,
  seedCommitment: null,
  seed: null,
  timeZone: null,
  vacationUntil: null,
});

const game = {
  seatCount: 3,
  seats: [human(0, 'ann'), human(1, 'bob')],
  activeSeats: [1],
  outcome: null,
};

describe('standing in My games', () => {
  it('says whose turn it is in a game in play', () => {
    expect(standing({ ...game, status: 'started' }, 'bob')).toEqual({ kind: 'yourTurn' });
    expect(standing({ ...game, status: 'started' }, 'ann')).toEqual({
      kind: 'waitingFor',
      seats: [1],
    });
    // Several seats may act at once (a churn, a simultaneous choice): one of them is enough.
    const both = { ...game, status: 'started' as const, activeSeats: [0, 1] };
    expect(standing(both, 'ann')).toEqual({ kind: 'yourTurn' });
    expect(standing({ ...game, status: 'started' }, undefined).kind).toBe('waitingFor');
  });

  it('counts the seats taken at a table still waiting for players', () => {
    expect(standing({ ...game, status: 'created', activeSeats: [] }, 'ann')).toEqual({
      kind: 'seating',
      taken: 2,
      count: 3,
    });
  });

  it('names the winners of a finished game, when the outcome says', () => {
    const over = { ...game, status: 'finished' as const, activeSeats: [] };
    const outcome = { winners: [0, 2], scores: [5, 3, 5], reason: 'TARGET_REACHED' };
    expect(standing({ ...over, outcome }, 'ann')).toEqual({ kind: 'finished', winners: [0, 2] });
    expect(standing(over, 'ann')).toEqual({ kind: 'finished', winners: null });
  });

  it('reads winners only from an outcome that has them', () => {
    expect(winnersOf({ winners: [] })).toEqual([]);
    expect(winnersOf({ winners: ['0'] })).toBeNull();
    expect(winnersOf('won')).toBeNull();
    expect(winnersOf({ scores: [1] })).toBeNull();
  });
});
