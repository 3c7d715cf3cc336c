import { describe, expect, it } from 'vitest';
import { seededRng, testSeed } from '../../testing/index.ts';
import type { Card } from './cards.ts';
import { decide } from './decide.ts';
import { REVEAL_LIMIT } from './end.ts';
import { bonAppetitVersions } from './index.ts';
import {
  GIOVANNI,
  REVEAL,
  TERESA,
  engineOf,
  pileOf,
  repeat,
  reveals,
  table,
} from './scenario-kit.ts';
import { rulesFor } from './versions.ts';

/**
 * Rules version 1.0.0 keeps playing the first engine's rules, which RULES.md revision 2 changed
 * (ADR 0024): stored games replay under it. Its golden fixtures are frozen in fixtures/1.0.0/ and
 * replayed by fixtures.test.ts; these tests set each changed rule beside revision 2's.
 */
const V1 = '1.0.0';

describe('rules 1.0.0: what revision 2 changed stays as it was', () => {
  it('publishes both versions, each with its own options', () => {
    expect(bonAppetitVersions.map((game) => game.rulesVersion)).toEqual(['1.0.0', '2.0.0']);
    const v1 = engineOf(V1);
    const v2 = engineOf('2.0.0');
    expect(v1.parseOptions({}, 3)).toEqual({
      ok: true,
      value: { auto_reveal: [], starting_seat: 'random', initial_card: 'right_neighbour' },
    });
    expect(v2.parseOptions({}, 3)).toEqual({
      ok: true,
      value: { auto_reveal: [], starting_seat: 'random', initial_card: 'inert' },
    });
    expect(v1.parseOptions({ initial_card: 'inert' }, 3).ok).toBe(true);
    expect(v2.parseOptions({ initial_card: 'hunted' }, 3).ok).toBe(true);
    // Each version refuses the other's spelling of the hunted reading, as any unknown value.
    for (const [game, other] of [
      [v1, 'hunted'],
      [v2, 'right_neighbour'],
    ] as const) {
      const parsed = game.parseOptions({ initial_card: other }, 3);
      expect(parsed.ok ? 'accepted' : parsed.error.code).toBe('INVALID_OPTIONS');
    }
  });

  it('names its behaviours, stored in the state as state.rules', () => {
    const options = { auto_reveal: [], starting_seat: 0, initial_card: 'right_neighbour' } as const;
    expect(rulesFor('1.0.0', options)).toEqual({
      wonCards: 'turned_over',
      catOnMouse: 'nothing',
      centreMouse: 'hunted',
      endlessGame: 'reveal_limit',
    });
    expect(rulesFor('2.0.0', { ...options, initial_card: 'inert' })).toEqual({
      wonCards: 'as_it_lies',
      catOnMouse: 'catch',
      centreMouse: 'inert',
      endlessGame: 'first_repeat',
    });
    expect(rulesFor('2.0.0', { ...options, initial_card: 'hunted' }).centreMouse).toBe('hunted');
    expect(table({ piles: [['cheese'], ['cheese']], rulesVersion: V1 }).state.rules).toEqual(
      rulesFor('1.0.0', { ...options, starting_seat: GIOVANNI }),
    );
  });

  it('A-BA-7: the common pile is turned over, so the card played first comes back first', () => {
    const piles: Card[][] = [['mouse_1', 'cheese'], repeat('cheese', 5)];
    const deal = { centre: 'cat' as const, piles };
    const old = reveals(table({ ...deal, rulesVersion: V1 }), [GIOVANNI, TERESA]);
    const revised = reveals(table(deal), [GIOVANNI, TERESA]);
    expect(pileOf(old.state, GIOVANNI)).toEqual(['cheese', 'cat', 'mouse_1', 'cheese']);
    expect(pileOf(revised.state, GIOVANNI)).toEqual(['cheese', 'cheese', 'mouse_1', 'cat']);
    // After his own cheese, Giovanni's next card: the centre cat (1.0.0), Teresa's cheese (2.0.0).
    reveals(old, [GIOVANNI, TERESA, GIOVANNI]);
    expect(old.lastEvents[0]).toEqual({ type: 'card_revealed', seat: GIOVANNI, card: 'cat' });
  });

  it('a cat on an inert centre mouse catches nothing', () => {
    const s = table({
      centre: 'mouse_2',
      options: { initial_card: 'inert' },
      piles: [['cat', 'cheese'], repeat('cheese', 2), repeat('cheese', 2)],
      rulesVersion: V1,
    });
    s.when(GIOVANNI, REVEAL);
    expect(s.lastEvents).toEqual([
      { type: 'card_revealed', seat: GIOVANNI, card: 'cat' },
      { type: 'turn_started', seat: TERESA },
    ]);
    expect(s.state.tokens).toEqual([0, 0, 0]);
  });

  it('by default the starting player hunts a centre mouse (right_neighbour)', () => {
    const deal = { centre: 'mouse_1' as const, piles: [repeat('cheese', 3), repeat('cheese', 3)] };
    expect(table({ ...deal, rulesVersion: V1 }).state.phase).toEqual({
      kind: 'hunt',
      hunter: GIOVANNI,
      mouseOwner: TERESA,
      paws: 1,
      revealsLeft: 1,
    });
    expect(table(deal).state.phase).toEqual({ kind: 'turn', seat: GIOVANNI });
  });

  it('keeps no record of past states, and a deal that cycles under 2.0.0 plays on', () => {
    const cycling: Card[][] = [
      ['cheese', 'mouse_1', 'cheese', 'cheese', 'cheese'],
      ['cheese', 'cheese', 'mouse_2', 'cheese'],
    ];
    const auto = { auto_reveal: [GIOVANNI, TERESA] };
    const old = table({ piles: cycling, options: auto, rulesVersion: V1 });
    expect(old.state.pastStates).toEqual([]);
    expect(old.lastEvents.at(-1)).toMatchObject({ type: 'game_ended', reason: 'NO_CARDS_LEFT' });
    expect(table({ piles: cycling, options: auto }).lastEvents.at(-1)).toMatchObject({
      reason: 'STATE_REPEATED',
    });
  });

  it('the REVEAL_LIMIT safety net stops an endless game once its reveal settles', () => {
    const s = table({ piles: [repeat('cheese', 3), repeat('cheese', 3)], rulesVersion: V1 });
    const state = { ...s.state, reveals: REVEAL_LIMIT - 1 };
    const decided = decide(state, REVEAL, { actor: 0, rng: seededRng(testSeed(1), 1) });
    expect(decided.ok && decided.value.map((e) => e.type)).toEqual([
      'card_revealed',
      'turn_started',
      'game_ended',
    ]);
    expect(decided.ok && decided.value.at(-1)).toMatchObject({ reason: 'REVEAL_LIMIT' });
  });

  it('the REVEAL_LIMIT safety net never cuts off a pending hunt (as A-BA-8)', () => {
    const s = table({
      piles: [['mouse_1', 'cheese', 'cheese'], repeat('cheese', 3)],
      rulesVersion: V1,
    });
    const game = engineOf(V1);
    const state = { ...s.state, reveals: REVEAL_LIMIT - 1 };
    const mouse = decide(state, REVEAL, { actor: 0, rng: seededRng(testSeed(1), 1) });
    if (!mouse.ok) throw new Error(mouse.error.message);
    expect(mouse.value.map((e) => e.type)).toEqual(['card_revealed', 'hunt_started']);
    const hunted = mouse.value.reduce((s2, e) => game.evolve(s2, e), state);
    const decided = decide(hunted, REVEAL, { actor: 1, rng: seededRng(testSeed(1), 2) });
    expect(decided.ok && decided.value).toEqual([
      { type: 'card_revealed', seat: 1, card: 'cheese' },
      { type: 'hunt_failed', seat: 0, cards: 3 },
      { type: 'turn_started', seat: 0 },
      { type: 'game_ended', reason: 'REVEAL_LIMIT', winners: [0], tieBreak: null },
    ]);
  });
});
