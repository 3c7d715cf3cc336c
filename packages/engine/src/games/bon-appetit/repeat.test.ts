import { describe, expect, it } from 'vitest';
import { bonAppetit } from './index.ts';
import { stateKey } from './repeat.ts';
import { GIOVANNI, TERESA, expectGolden, reveals, table } from './scenario-kit.ts';
import type { Card } from './cards.ts';

/**
 * A hand-made deal that cycles (found by searching all 2-player deals of 4 and 5 cards): after nine
 * reveals every pile, the common pile and the turn are back to the deal's.
 */
const CYCLING_DEAL: readonly (readonly Card[])[] = [
  ['cheese', 'mouse_1', 'cheese', 'cheese', 'cheese'],
  ['cheese', 'cheese', 'mouse_2', 'cheese'],
];

/** Giovanni and Teresa alternate; each mouse's hunt misses and its player takes the pile. */
const ONE_CYCLE = [
  GIOVANNI,
  TERESA,
  GIOVANNI, // mouse_1: Teresa hunts with one reveal
  TERESA, // cheese: Giovanni takes the pile and opens a new one
  GIOVANNI,
  TERESA, // mouse_2: Giovanni hunts with two reveals
  GIOVANNI,
  GIOVANNI, // two cheeses: Teresa takes the pile and opens a new one
  TERESA,
];

describe('A-BA-12: an endless game ends the first time a whole state repeats', () => {
  it('a cycling deal ends after one cycle and is scored as usual (RULES §3.5.3, §3.5.4)', async () => {
    const s = table({ piles: CYCLING_DEAL });
    const dealt = stateKey(s.state);
    reveals(s, ONE_CYCLE.slice(0, -1));
    expect(bonAppetit.outcome(s.state)).toBeNull();
    s.when(TERESA, { type: 'reveal' });
    // Teresa's opening cheese brings back the deal's state: Giovanni is not asked to reveal.
    expect(s.lastEvents).toEqual([
      { type: 'card_revealed', seat: TERESA, card: 'cheese' },
      { type: 'turn_started', seat: GIOVANNI },
      { type: 'game_ended', reason: 'STATE_REPEATED', winners: [GIOVANNI], tieBreak: null },
    ]);
    expect(s.state.piles).toEqual(CYCLING_DEAL);
    expect(s.state.common).toEqual(['cheese']);
    // The state the game ended in is the deal's, Giovanni to reveal, but for the phase now over.
    expect(stateKey({ ...s.state, phase: { kind: 'turn', seat: GIOVANNI } })).toBe(dealt);
    expect(bonAppetit.outcome(s.state)).toEqual({
      winners: [GIOVANNI],
      scores: [5, 4],
      reason: 'STATE_REPEATED',
      tieBreak: null,
    });
    expect(s.whenRefused(GIOVANNI, { type: 'reveal' }).code).toBe('GAME_OVER');
    await expectGolden(
      s,
      'ba-a12-state-repeats',
      'A-BA-12: a hand-made deal that cycles ends the first time a whole state repeats',
    );
  });

  it('ends at the same point when every seat reveals automatically: during setup', () => {
    const s = table({ piles: CYCLING_DEAL, options: { auto_reveal: [GIOVANNI, TERESA] } });
    expect(s.lastEvents.filter((e) => e.type === 'card_revealed')).toHaveLength(9);
    expect(s.lastEvents.at(-1)).toEqual({
      type: 'game_ended',
      reason: 'STATE_REPEATED',
      winners: [GIOVANNI],
      tieBreak: null,
    });
  });

  it('the key tells apart every part of the state that steers play', () => {
    const s = table({ piles: CYCLING_DEAL });
    const key = stateKey(s.state);
    const changed = [
      { ...s.state, piles: [CYCLING_DEAL[1] ?? [], CYCLING_DEAL[0] ?? []] },
      { ...s.state, common: ['cat' as const] },
      { ...s.state, tokens: [1, 0] },
      { ...s.state, phase: { kind: 'turn' as const, seat: TERESA } },
      {
        ...s.state,
        phase: {
          kind: 'hunt' as const,
          hunter: GIOVANNI,
          mouseOwner: TERESA,
          paws: 2,
          revealsLeft: 1,
        },
      },
    ];
    for (const state of changed) expect(stateKey(state)).not.toBe(key);
    // What does not steer play does not count: the record of cards played and the reveal count.
    expect(stateKey({ ...s.state, lastPlayed: [], reveals: 7 })).toBe(key);
  });

  it('records a key per card turned over, and starts anew at each catch (tokens never return)', () => {
    const s = table({
      piles: [
        ['cheese', 'mouse_1', 'cheese'],
        ['cheese', 'cat', 'cheese'],
      ],
    });
    expect(s.state.pastStates).toEqual([]);
    reveals(s, [GIOVANNI, TERESA, GIOVANNI]);
    expect(s.state.pastStates).toHaveLength(3);
    expect(s.state.pastStates[0]).toBe('c1c/ckc/c/0,0/t0');
    s.when(TERESA, { type: 'reveal' });
    expect(s.lastEvents).toContainEqual({ type: 'mouse_caught', seat: TERESA, cards: 5 });
    expect(s.state.pastStates).toEqual([]);
  });
});
