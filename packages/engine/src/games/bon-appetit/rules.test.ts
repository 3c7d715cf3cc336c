import { describe, expect, it } from 'vitest';
import { handle, replay, startGame } from '../../kernel/index.ts';
import { seededRng, testSeed } from '../../testing/index.ts';
import { decide } from './decide.ts';
import { REVEAL_LIMIT, gameEnded } from './end.ts';
import { bonAppetit } from './index.ts';
import type { BonAppetitOptions } from './options.ts';
import { REVEAL, repeat, table } from './scenario-kit.ts';
import type { BonAppetitState } from './types.ts';

function options(input: unknown, seatCount: number): BonAppetitOptions {
  const parsed = bonAppetit.parseOptions(input, seatCount);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

function started(seatCount: number, input: unknown, seed = 1): BonAppetitState {
  const config = { seatCount, options: options(input, seatCount) };
  return startGame(bonAppetit, config, seededRng(testSeed(seed), 0)).state;
}

describe('options', () => {
  it('fills in defaults and normalises the automatic seats', () => {
    expect(options({}, 2)).toEqual({
      auto_reveal: [],
      starting_seat: 'random',
      initial_card: 'inert',
    });
    expect(options({ auto_reveal: [2, 0, 2] }, 3).auto_reveal).toEqual([0, 2]);
  });

  it('refuses seats outside the game, unknown keys and values, and bad seat counts', () => {
    for (const [input, seats] of [
      [{ auto_reveal: [3] }, 3],
      [{ starting_seat: 4 }, 4],
      [{ starting_seat: -1 }, 4],
      [{ initial_card: 'face_down' }, 4],
      [{ tokens: 9 }, 4],
      [{}, 1],
      [{}, 7],
    ] as const) {
      const parsed = bonAppetit.parseOptions(input, seats);
      expect(parsed.ok ? 'accepted' : parsed.error.code, JSON.stringify(input)).toMatch(
        /^INVALID_(OPTIONS|SEAT_COUNT)$/,
      );
    }
  });
});

describe('setup (RULES §3.3)', () => {
  it.each([2, 3, 4, 5, 6])('%i players: all cards but one dealt as evenly as possible', (n) => {
    const state = started(n, { starting_seat: n - 1 });
    const deckSize = n <= 3 ? 45 : 90;
    const sizes = state.piles.map((p) => p.length);
    expect(sizes.reduce((a, b) => a + b, 0) + state.common.length).toBe(deckSize);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    // A-BA-3: dealing starts with the starting player, who gets any extra card first.
    expect(sizes[n - 1]).toBe(Math.max(...sizes));
    expect(state.supply).toBe(n <= 3 ? 5 : 9);
    expect(state.startingSeat).toBe(n - 1);
  });

  it('deals exactly the deck in use', () => {
    const state = started(3, {});
    const cards = [...state.piles.flat(), ...state.common];
    expect(cards.filter((c) => c === 'cat')).toHaveLength(7);
    expect(cards.filter((c) => c === 'mouse_3')).toHaveLength(3);
  });

  it('draws the starting seat at random unless one is configured', () => {
    const seats = new Set(Array.from({ length: 40 }, (_, i) => started(4, {}, i).startingSeat));
    expect(seats.size).toBe(4);
  });
});

describe('every seat revealing automatically', () => {
  it('plays the whole game during setup, ending with an outcome', () => {
    for (const n of [2, 3, 4, 5, 6]) {
      const config = { seatCount: n, options: options({ auto_reveal: [...Array(n).keys()] }, n) };
      const { events, state } = startGame(bonAppetit, config, seededRng(testSeed(n), 0));
      expect(bonAppetit.outcome(state)?.scores).toHaveLength(n);
      expect(events.at(-1)?.type).toBe('game_ended');
      expect(bonAppetit.activeSeats(state)).toEqual([]);
      expect(replay(bonAppetit, config, events)).toEqual(state);
      const again = handle(bonAppetit, state, 0, REVEAL, seededRng(testSeed(n), 1));
      expect(again.ok ? null : again.error.code).toBe('GAME_OVER');
    }
  });
});

describe('end of game', () => {
  it('A-BA-9: equal cards and equal tokens share the victory', () => {
    const s = table({ piles: [repeat('cheese', 2), repeat('cheese', 3), repeat('cheese', 3)] });
    expect(gameEnded(s.state, 'NO_CARDS_LEFT')).toEqual({
      type: 'game_ended',
      reason: 'NO_CARDS_LEFT',
      winners: [1, 2],
      tieBreak: 'SHARED',
    });
  });

  it('A-BA-12: 2.0.0 has no reveal cut-off, a game past REVEAL_LIMIT reveals goes on', () => {
    const s = table({ piles: [repeat('cheese', 3), repeat('cheese', 3)] });
    const state = { ...s.state, reveals: REVEAL_LIMIT };
    const decided = decide(state, REVEAL, { actor: 0, rng: seededRng(testSeed(1), 1) });
    expect(decided.ok && decided.value).toEqual([
      { type: 'card_revealed', seat: 0, card: 'cheese' },
      { type: 'turn_started', seat: 1 },
    ]);
  });
});
