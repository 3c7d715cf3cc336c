import { describe, expect, it } from 'vitest';
import {
  PROVISIONAL_GAMES,
  computeRatings,
  countsForRatings,
  displayRating,
  isProvisional,
  placesOf,
} from './index.ts';
import type { RatingGame } from './index.ts';

function game(
  id: string,
  finishedAt: string,
  players: readonly (string | null)[],
  outcome: RatingGame['outcome'],
  rated = true,
): RatingGame {
  return {
    gameId: id,
    engine: 'big-cheese',
    finishedAt,
    rated,
    seats: players.map((playerId, seat) => ({
      seat,
      kind: playerId === null ? 'bot' : 'human',
      playerId,
    })),
    outcome,
  };
}

describe('placesOf', () => {
  it('puts winners first, the others by score, equal scores sharing a place', () => {
    const g = game('g', '2026-01-01T00:00:00Z', ['a', 'b', 'c', 'd'], {
      winners: [2],
      scores: [10, 30, 40, 10],
    });
    expect(placesOf(g)).toEqual([3, 2, 1, 3]);
  });

  it('shares the first place among shared winners', () => {
    const g = game('g', '2026-01-01T00:00:00Z', ['a', 'b', 'c'], {
      winners: [0, 1],
      scores: [5, 5, 9],
    });
    expect(placesOf(g)).toEqual([1, 1, 2]);
  });

  it('puts forfeiting seats last, whatever their score', () => {
    const g = game('g', '2026-01-01T00:00:00Z', ['a', 'b', 'c'], {
      winners: [1],
      scores: [50, 20, 10],
      forfeits: [0],
    });
    expect(placesOf(g)).toEqual([3, 1, 2]);
  });
});

describe('countsForRatings', () => {
  it('counts rated games with a person in every seat only', () => {
    const outcome = { winners: [0], scores: [1, 0] };
    expect(countsForRatings(game('g', '2026-01-01T00:00:00Z', ['a', 'b'], outcome))).toBe(true);
    expect(countsForRatings(game('g', '2026-01-01T00:00:00Z', ['a', 'b'], outcome, false))).toBe(
      false,
    );
    expect(countsForRatings(game('g', '2026-01-01T00:00:00Z', ['a', null], outcome))).toBe(false);
  });
});

describe('computeRatings', () => {
  it('raises the winner and lowers the loser, and ignores casual and bot games', () => {
    const { ratings, changes } = computeRatings([
      game('g1', '2026-01-01T00:00:00Z', ['a', 'b'], { winners: [0], scores: [3, 1] }),
      game('g2', '2026-01-02T00:00:00Z', ['a', 'b'], { winners: [1], scores: [0, 1] }, false),
      game('g3', '2026-01-03T00:00:00Z', ['a', null], { winners: [1], scores: [0, 1] }),
    ]);
    expect(changes.map((c) => c.gameId)).toEqual(['g1', 'g1']);
    const [a, b] = ratings;
    expect(a?.playerId).toBe('a');
    expect(b?.playerId).toBe('b');
    expect(a?.mu).toBeGreaterThan(25);
    expect(b?.mu).toBeLessThan(25);
    expect(a?.games).toBe(1);
  });

  it('gives equal ratings to a tie between newcomers', () => {
    const { ratings } = computeRatings([
      game('g1', '2026-01-01T00:00:00Z', ['a', 'b'], { winners: [0, 1], scores: [2, 2] }),
    ]);
    expect(ratings[0]?.mu).toBe(ratings[1]?.mu);
    expect(ratings[0]?.sigma).toBeLessThan(25 / 3);
  });

  it('applies games by finish time then id, whatever order they come in', () => {
    const games = [
      game('g2', '2026-01-01T00:00:00Z', ['a', 'b'], { winners: [1], scores: [0, 1] }),
      game('g1', '2026-01-01T00:00:00Z', ['a', 'b'], { winners: [0], scores: [1, 0] }),
      game('g0', '2026-01-02T00:00:00Z', ['b', 'c'], { winners: [0], scores: [1, 0] }),
    ];
    const forwards = computeRatings(games);
    const backwards = computeRatings([...games].reverse());
    expect(backwards).toEqual(forwards);
    expect(forwards.changes.map((c) => c.gameId)).toEqual(['g1', 'g1', 'g2', 'g2', 'g0', 'g0']);
  });

  it('shows 1200 for a newcomer, provisional for the first games', () => {
    expect(displayRating({ mu: 25, sigma: 25 / 3 })).toBe(1200);
    expect(isProvisional({ games: PROVISIONAL_GAMES - 1 })).toBe(true);
    expect(isProvisional({ games: PROVISIONAL_GAMES })).toBe(false);
  });
});
