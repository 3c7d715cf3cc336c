import { describe, expect, it } from 'vitest';
import type { Translate } from './contract.ts';
import {
  formatTimeLimit,
  joinNames,
  pastTime,
  relativeTime,
  seatNames,
  seatOfPlayer,
} from './seats.ts';

const t: Translate = (key, values) => `${key}${values === undefined ? '' : JSON.stringify(values)}`;

const seat = (n: number, extra: { playerId?: string; displayName?: string; botName?: string }) => ({
  seat: n,
  kind: extra.botName === undefined ? ('human' as const) : ('bot' as const),
  playerId: extra.playerId ?? null,
  displayName: extra.displayName ?? null,
  username: null,
  botName: extra.botName ?? null,
  seedCommitment: null,
  seed: null,
  timeZone: null,
  vacationUntil: null,
});

describe('seats', () => {
  const game = {
    seatCount: 3,
    seats: [seat(0, { playerId: 'p1', displayName: 'Ann' }), seat(2, { botName: 'random' })],
  };

  it('names every seat, empty ones by number', () => {
    expect(seatNames(game, t)).toEqual(['Ann', 'game.seat{"n":2}', 'bot.name.random']);
  });

  it('tells apart bots that share a name by their seats, and leaves people’s names alone', () => {
    const bots = {
      seatCount: 5,
      seats: [
        seat(0, { playerId: 'p1', displayName: 'bot.name.random' }),
        seat(1, { botName: 'random' }),
        seat(2, { botName: 'random' }),
        seat(3, { botName: 'careful' }),
        seat(4, { botName: 'grandmaster' }),
      ],
    };
    expect(seatNames(bots, t)).toEqual([
      'bot.name.random',
      'game.botAtSeat{"name":"bot.name.random","n":2}',
      'game.botAtSeat{"name":"bot.name.random","n":3}',
      'bot.name.careful',
      'bot.named{"name":"grandmaster"}',
    ]);
  });

  it('finds a player’s seat', () => {
    expect(seatOfPlayer(game, 'p1')).toBe(0);
    expect(seatOfPlayer(game, 'p2')).toBeUndefined();
    expect(seatOfPlayer(game, undefined)).toBeUndefined();
  });

  it('joins names in the reader’s language', () => {
    expect(joinNames(['Ann', 'Bob', 'Cy'], 'en')).toBe('Ann, Bob, and Cy');
    expect(joinNames(['Ann', 'Bob'], 'it')).toBe('Ann e Bob');
  });
});

describe('time', () => {
  it('words move time limits in days or hours', () => {
    expect(formatTimeLimit(null, t)).toBe('lobby.create.noLimit');
    expect(formatTimeLimit(2 * 86_400, t)).toBe('lobby.create.days{"count":2}');
    expect(formatTimeLimit(4 * 3600, t)).toBe('lobby.create.hours{"count":4}');
  });

  it('says when a deadline falls, relative to now', () => {
    const now = new Date('2025-01-01T12:00:00Z');
    expect(relativeTime('2025-01-01T15:00:00Z', now, 'en')).toBe('in 3 hours');
    expect(relativeTime('2024-12-30T12:00:00Z', now, 'en')).toBe('2 days ago');
    expect(relativeTime('2025-01-01T12:00:30Z', now, 'fr')).toBe('dans 30 secondes');
  });

  it('reads a past moment stamped ahead of this device’s clock as now', () => {
    const now = new Date('2025-01-01T12:00:00Z');
    expect(pastTime('2025-01-01T12:00:21Z', now, 'en')).toBe('now');
    expect(pastTime('2025-01-01T11:00:00Z', now, 'en')).toBe('1 hour ago');
  });
});
