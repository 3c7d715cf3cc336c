import { describe, expect, it } from 'vitest';
import type { Rematch } from '@tavolo/sdk/client';
import { playedIn, rematchChoice, settled } from './rematch.ts';

const game = {
  seats: [
    { kind: 'human', playerId: 'ann' },
    { kind: 'bot', playerId: null },
    { kind: 'human', playerId: 'bob' },
  ],
};

const offer = (status: Rematch['status'], bob: 'accepted' | 'waiting' | 'declined'): Rematch => ({
  gameId: 'g',
  status,
  offeredBy: 'ann',
  offeredAt: '2030-01-01T00:00:00.000Z',
  newGameId: status === 'started' ? 'h' : null,
  players: [
    { seat: 0, playerId: 'ann', displayName: 'Ann', answer: 'accepted' },
    { seat: 2, playerId: 'bob', displayName: 'Bob', answer: bob },
  ],
});

describe('the rematch box', () => {
  it('lets only the people of the game act', () => {
    expect(playedIn(game, 'ann')).toBe(true);
    expect(playedIn(game, 'eve')).toBe(false);
    expect(playedIn(game, undefined)).toBe(false);
    expect(rematchChoice(game, null, 'eve').kind).toBe('none');
  });

  it('offers first, then asks those who have not answered', () => {
    expect(rematchChoice(game, null, 'bob').kind).toBe('offer');
    expect(rematchChoice(game, offer('open', 'waiting'), 'bob').kind).toBe('answer');
    expect(rematchChoice(game, offer('open', 'waiting'), 'ann').kind).toBe('none');
    expect(rematchChoice(game, offer('declined', 'declined'), 'bob').kind).toBe('none');
  });

  it('stops reading once declined or started', () => {
    expect(settled(null)).toBe(false);
    expect(settled(offer('open', 'waiting'))).toBe(false);
    expect(settled(offer('started', 'accepted'))).toBe(true);
    expect(settled(offer('declined', 'declined'))).toBe(true);
  });
});
