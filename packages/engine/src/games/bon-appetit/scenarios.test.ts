import { describe, expect, it } from 'vitest';
import { bonAppetit } from './index.ts';
import {
  ANTONIO,
  GIOVANNI,
  REVEAL,
  TERESA,
  eventTypes,
  expectGolden,
  pileOf,
  repeat,
  reveals,
  table,
} from './scenario-kit.ts';

/** RULES §3.9 test scenarios under the newest rules, each stored as a golden replay fixture. */
describe('Bon Appétit! scenarios (RULES §3.9)', () => {
  it('BA-T1 = Example 1: cheese then cat catches the 2-paw mouse', async () => {
    const s = table({
      piles: [
        ['mouse_2', ...repeat('cheese', 4)],
        ['cheese', 'cat', ...repeat('cheese', 3)],
        repeat('cheese', 5),
      ],
    });
    s.when(GIOVANNI, REVEAL);
    expect(s.state.phase).toEqual({
      kind: 'hunt',
      hunter: TERESA,
      mouseOwner: GIOVANNI,
      paws: 2,
      revealsLeft: 2,
    });
    s.when(TERESA, REVEAL).when(TERESA, REVEAL);
    expect(s.lastEvents).toEqual([
      { type: 'card_revealed', seat: TERESA, card: 'cat' },
      { type: 'mouse_caught', seat: TERESA, cards: 4 },
      { type: 'turn_started', seat: TERESA },
    ]);
    // The whole common pile goes under Teresa's pile as it lies (RULES §3.4.5): the cat she
    // played last is the first of them she will draw again.
    expect(pileOf(s.state, TERESA)).toEqual([
      ...repeat('cheese', 3),
      'cat',
      'cheese',
      'mouse_2',
      'cheese',
    ]);
    expect(s.state.tokens).toEqual([0, 1, 0]);
    expect(s.state.supply).toBe(4);
    expect(s.state.common).toEqual([]);
    // Teresa opens a new common pile, then Antonio plays.
    s.when(TERESA, REVEAL);
    expect(s.state.common).toEqual(['cheese']);
    expect(bonAppetit.activeSeats(s.state)).toEqual([ANTONIO]);
    await expectGolden(s, 'ba-t1-example-1-cat-catches', 'RULES BA-T1 = seed Example 1');
  });

  it('BA-T2 = Example 2: two cheeses, Giovanni takes the pile without a token', async () => {
    const s = table({
      piles: [['mouse_2', ...repeat('cheese', 4)], repeat('cheese', 5), repeat('cheese', 5)],
    });
    reveals(s, [GIOVANNI, TERESA, TERESA]);
    expect(s.lastEvents).toEqual([
      { type: 'card_revealed', seat: TERESA, card: 'cheese' },
      { type: 'hunt_failed', seat: GIOVANNI, cards: 4 },
      { type: 'turn_started', seat: GIOVANNI },
    ]);
    // Under his pile as it lies (RULES §3.4.5): Teresa's cheeses, his mouse, the centre card.
    expect(pileOf(s.state, GIOVANNI)).toEqual([
      ...repeat('cheese', 4),
      'cheese',
      'cheese',
      'mouse_2',
      'cheese',
    ]);
    expect(s.state.tokens).toEqual([0, 0, 0]);
    expect(s.state.supply).toBe(5);
    // Giovanni opens a new pile, then Teresa plays again.
    s.when(GIOVANNI, REVEAL);
    expect(bonAppetit.activeSeats(s.state)).toEqual([TERESA]);
    await expectGolden(s, 'ba-t2-example-2-all-cheese', 'RULES BA-T2 = seed Example 2');
  });

  it('BA-T3 = Example 3: a second mouse passes the hunt to Antonio, who catches', async () => {
    const s = table({
      piles: [
        ['mouse_2', ...repeat('cheese', 4)],
        ['mouse_3', 'cat', ...repeat('cheese', 3)],
        ['cat', ...repeat('cheese', 4)],
      ],
    });
    reveals(s, [GIOVANNI, TERESA]);
    // Teresa stops at once, forfeiting her second reveal (her cat stays in her pile).
    expect(s.lastEvents).toEqual([
      { type: 'card_revealed', seat: TERESA, card: 'mouse_3' },
      { type: 'hunt_started', hunter: ANTONIO, mouseOwner: TERESA, paws: 3 },
    ]);
    expect(s.whenRefused(TERESA, REVEAL).code).toBe('NOT_YOUR_TURN');
    s.when(ANTONIO, REVEAL);
    expect(eventTypes(s.lastEvents)).toEqual(['card_revealed', 'mouse_caught', 'turn_started']);
    expect(s.state.tokens).toEqual([0, 0, 1]);
    expect(pileOf(s.state, ANTONIO).slice(-4)).toEqual(['cat', 'mouse_3', 'mouse_2', 'cheese']);
    expect(pileOf(s.state, TERESA)[0]).toBe('cat');
    await expectGolden(s, 'ba-t3-example-3-mouse-chain', 'RULES BA-T3 = seed Example 3');
  });

  it('BA-T4: the 5th token with 3 players ends the game at once; tokens break the card tie', async () => {
    const s = table({
      piles: [
        [...repeat('mouse_1', 5), 'cheese', 'cheese'],
        ['cat', 'cheese', 'cat', 'cheese', 'cat', 'cheese', 'cat', 'cheese', 'cat', 'cheese'],
        repeat('cheese', 24),
      ],
    });
    // Each round: Giovanni's 1-paw mouse, Teresa's cat catches it, Teresa opens, Antonio plays.
    for (let round = 1; round <= 4; round += 1) reveals(s, [GIOVANNI, TERESA, TERESA, ANTONIO]);
    expect(s.state.supply).toBe(1);
    reveals(s, [GIOVANNI, TERESA]);
    expect(s.lastEvents).toEqual([
      { type: 'card_revealed', seat: TERESA, card: 'cat' },
      { type: 'mouse_caught', seat: TERESA, cards: 4 },
      { type: 'game_ended', reason: 'LAST_TOKEN', winners: [TERESA], tieBreak: 'MOST_TOKENS' },
    ]);
    expect(bonAppetit.outcome(s.state)).toEqual({
      winners: [TERESA],
      scores: [2, 20, 20],
      reason: 'LAST_TOKEN',
      tieBreak: 'MOST_TOKENS',
    });
    expect(s.state.tokens).toEqual([0, 5, 0]);
    expect(s.whenRefused(TERESA, REVEAL).code).toBe('GAME_OVER');
    await expectGolden(s, 'ba-t4-last-token', 'RULES BA-T4: last token with 3 players');
  });

  it('BA-T5: revealing one’s last card, a cheese, ends the game at once', async () => {
    const s = table({ piles: [['cheese'], repeat('cheese', 2), repeat('cheese', 3)] });
    s.when(GIOVANNI, REVEAL);
    expect(s.lastEvents).toEqual([
      { type: 'card_revealed', seat: GIOVANNI, card: 'cheese' },
      { type: 'game_ended', reason: 'NO_CARDS_LEFT', winners: [ANTONIO], tieBreak: null },
    ]);
    expect(bonAppetit.outcome(s.state)?.scores).toEqual([0, 2, 3]);
    await expectGolden(s, 'ba-t5-empty-pile-ends', 'RULES BA-T5: last card a cheese');
  });

  it('BA-T5: a last card that is a 1-paw mouse waits for the hunt, which hands back the pile', async () => {
    const s = table({ piles: [['mouse_1'], repeat('cheese', 3), repeat('cheese', 3)] });
    s.when(GIOVANNI, REVEAL);
    expect(pileOf(s.state, GIOVANNI)).toEqual([]);
    expect(bonAppetit.outcome(s.state)).toBeNull();
    s.when(TERESA, REVEAL);
    expect(s.lastEvents).toEqual([
      { type: 'card_revealed', seat: TERESA, card: 'cheese' },
      { type: 'hunt_failed', seat: GIOVANNI, cards: 3 },
      { type: 'turn_started', seat: GIOVANNI },
    ]);
    expect(pileOf(s.state, GIOVANNI)).toEqual(['cheese', 'mouse_1', 'cheese']);
    // The game goes on: Giovanni opens a new pile and Teresa plays.
    s.when(GIOVANNI, REVEAL);
    expect(bonAppetit.outcome(s.state)).toBeNull();
    expect(bonAppetit.activeSeats(s.state)).toEqual([TERESA]);
    await expectGolden(
      s,
      'ba-t5-empty-pile-mouse-waits',
      'RULES BA-T5: last card a 1-paw mouse, the hunt fails, the game goes on',
    );
  });
});
