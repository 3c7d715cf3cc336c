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

/**
 * The assumptions of RULES §3 that change play, under the newest rules, each stored as a golden
 * replay fixture too. Revision 2's new rules are in revision-2.test.ts.
 */
describe('Bon Appétit! assumptions (RULES §6, A-BA-x)', () => {
  it('A-BA-4: a hunter who runs out of cards mid-attempt fails; then the end check runs', async () => {
    const s = table({ piles: [['mouse_3', 'cheese'], ['cheese'], repeat('cheese', 3)] });
    reveals(s, [GIOVANNI, TERESA]);
    expect(s.lastEvents).toEqual([
      { type: 'card_revealed', seat: TERESA, card: 'cheese' },
      { type: 'hunt_failed', seat: GIOVANNI, cards: 3 },
      { type: 'game_ended', reason: 'NO_CARDS_LEFT', winners: [GIOVANNI], tieBreak: null },
    ]);
    expect(bonAppetit.outcome(s.state)?.scores).toEqual([4, 0, 3]);
    await expectGolden(s, 'ba-a4-hunter-runs-out', 'A-BA-4: the hunter runs out mid-attempt');
  });

  it('A-BA-4: a hunt passed on to a player with no cards fails at once (2 players)', async () => {
    const s = table({ piles: [['mouse_1'], ['mouse_2', 'cheese', 'cheese']] });
    s.when(GIOVANNI, REVEAL).when(TERESA, REVEAL);
    expect(s.lastEvents).toEqual([
      { type: 'card_revealed', seat: TERESA, card: 'mouse_2' },
      { type: 'hunt_started', hunter: GIOVANNI, mouseOwner: TERESA, paws: 2 },
      { type: 'hunt_failed', seat: TERESA, cards: 3 },
      { type: 'game_ended', reason: 'NO_CARDS_LEFT', winners: [TERESA], tieBreak: null },
    ]);
    await expectGolden(s, 'ba-a4-empty-hunter', 'A-BA-4: the hunter has no cards at all');
  });

  it('a chain goes round the table: the first mouse’s player may hunt again', async () => {
    const s = table({
      piles: [
        ['mouse_1', 'cat', 'cheese'],
        ['mouse_1', 'cheese', 'cheese'],
        ['mouse_2', 'cheese', 'cheese'],
      ],
    });
    reveals(s, [GIOVANNI, TERESA, ANTONIO]);
    expect(s.state.phase).toMatchObject({ hunter: GIOVANNI, mouseOwner: ANTONIO, paws: 2 });
    s.when(GIOVANNI, REVEAL);
    expect(s.lastEvents).toEqual([
      { type: 'card_revealed', seat: GIOVANNI, card: 'cat' },
      { type: 'mouse_caught', seat: GIOVANNI, cards: 5 },
      { type: 'turn_started', seat: GIOVANNI },
    ]);
    await expectGolden(s, 'ba-chain-round-the-table', 'RULES 3.4.2: a chain of any length');
  });

  it('A-BA-6 option hunted: a mouse in the centre is hunted by the starting player; failing, the right-hand neighbour takes it', async () => {
    const s = table({
      centre: 'mouse_1',
      options: { initial_card: 'hunted' },
      piles: [repeat('cheese', 3), repeat('cheese', 3), repeat('cheese', 3)],
    });
    expect(s.state.phase).toMatchObject({ kind: 'hunt', hunter: GIOVANNI, mouseOwner: ANTONIO });
    s.when(GIOVANNI, REVEAL);
    expect(s.lastEvents).toEqual([
      { type: 'card_revealed', seat: GIOVANNI, card: 'cheese' },
      { type: 'hunt_failed', seat: ANTONIO, cards: 2 },
      { type: 'turn_started', seat: ANTONIO },
    ]);
    // A-BA-5: Antonio opens the new pile, then Giovanni plays.
    s.when(ANTONIO, REVEAL);
    expect(bonAppetit.activeSeats(s.state)).toEqual([GIOVANNI]);
    await expectGolden(s, 'ba-a6-centre-mouse', 'A-BA-6 option hunted: the centre card is a mouse');
  });

  it('A-BA-6: an inert centre mouse starts no hunt, and a cat put on it catches (A-BA-11)', async () => {
    const s = table({
      centre: 'mouse_2',
      options: { initial_card: 'inert' },
      piles: [['cat', 'cheese'], repeat('cheese', 2), repeat('cheese', 2)],
    });
    expect(s.state.phase).toEqual({ kind: 'turn', seat: GIOVANNI });
    s.when(GIOVANNI, REVEAL);
    expect(eventTypes(s.lastEvents)).toEqual(['card_revealed', 'mouse_caught', 'turn_started']);
    expect(s.state.common).toEqual([]);
    expect(s.state.tokens).toEqual([1, 0, 0]);
    await expectGolden(
      s,
      'ba-a6-inert-centre',
      'A-BA-6: an inert centre card (the default); A-BA-11: a cat put on it catches',
    );
  });

  it('A-BA-5: a mouse opening a new pile is hunted, and its player takes the pile on a miss', async () => {
    const s = table({
      piles: [['mouse_1', 'cheese', 'cheese'], ['cat', 'mouse_1', 'cheese'], repeat('cheese', 3)],
    });
    reveals(s, [GIOVANNI, TERESA, TERESA]);
    expect(s.state.phase).toMatchObject({ kind: 'hunt', hunter: ANTONIO, mouseOwner: TERESA });
    s.when(ANTONIO, REVEAL);
    expect(s.lastEvents).toContainEqual({ type: 'hunt_failed', seat: TERESA, cards: 2 });
    // Each pile went under hers as it lay (RULES §3.4.5), the card played last first.
    expect(pileOf(s.state, TERESA)).toEqual([
      'cheese',
      'cat',
      'mouse_1',
      'cheese',
      'cheese',
      'mouse_1',
    ]);
    expect(s.state.tokens).toEqual([0, 1, 0]);
    await expectGolden(s, 'ba-a5-opening-mouse', 'A-BA-5: a new pile opened with a mouse');
  });

  it('automatic reveals run within the command until a player who reveals by hand must act', async () => {
    const s = table({
      options: { auto_reveal: [TERESA, ANTONIO] },
      piles: [
        ['cheese', 'mouse_1', 'cheese'],
        ['cheese', 'cat', 'cheese'],
        ['cheese', 'cheese', 'cheese'],
      ],
    });
    s.when(GIOVANNI, REVEAL);
    expect(s.lastEvents).toEqual([
      { type: 'card_revealed', seat: GIOVANNI, card: 'cheese' },
      { type: 'turn_started', seat: TERESA },
      { type: 'card_revealed', seat: TERESA, card: 'cheese' },
      { type: 'turn_started', seat: ANTONIO },
      { type: 'card_revealed', seat: ANTONIO, card: 'cheese' },
      { type: 'turn_started', seat: GIOVANNI },
    ]);
    // Giovanni's mouse is hunted by Teresa automatically; she catches and opens a new pile.
    s.when(GIOVANNI, REVEAL);
    expect(eventTypes(s.lastEvents)).toEqual([
      'card_revealed',
      'hunt_started',
      'card_revealed',
      'mouse_caught',
      'turn_started',
      'card_revealed',
      'turn_started',
      'card_revealed',
      'turn_started',
    ]);
    expect(bonAppetit.activeSeats(s.state)).toEqual([GIOVANNI]);
    expect(s.whenRefused(TERESA, REVEAL).code).toBe('NOT_YOUR_TURN');
    await expectGolden(s, 'ba-auto-reveal', 'Seats 1 and 2 reveal automatically');
  });
});
