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
 * RULES.md revision 2 (rules version 2.0.0): one scenario per changed rule, each stored as a golden
 * replay fixture. version-1.test.ts shows 1.0.0 still playing the first engine's rules.
 */
describe('Bon Appétit! revision 2 (rules 2.0.0)', () => {
  it('§3.4.5: won cards go under the pile as they lie, so the card played last comes back first', async () => {
    // "con la raffigurazione girata verso l'alto": the common pile is not turned over.
    const s = table({
      centre: 'cat',
      piles: [['mouse_1', 'cheese'], repeat('cheese', 5)],
    });
    reveals(s, [GIOVANNI, TERESA]);
    expect(s.lastEvents).toContainEqual({ type: 'hunt_failed', seat: GIOVANNI, cards: 3 });
    // Played in the order cat (the centre), mouse, cheese: under his cheese, cheese comes first.
    expect(pileOf(s.state, GIOVANNI)).toEqual(['cheese', 'cheese', 'mouse_1', 'cat']);
    // Giovanni opens with his own cheese; his next card is Teresa's cheese, then his mouse.
    reveals(s, [GIOVANNI, TERESA, GIOVANNI]);
    expect(s.lastEvents[0]).toEqual({ type: 'card_revealed', seat: GIOVANNI, card: 'cheese' });
    reveals(s, [TERESA, GIOVANNI]);
    expect(s.lastEvents[0]).toEqual({ type: 'card_revealed', seat: GIOVANNI, card: 'mouse_1' });
    // Teresa misses again; the centre cat, played first, is the last to come back.
    s.when(TERESA, REVEAL).when(GIOVANNI, REVEAL);
    expect(s.lastEvents[0]).toEqual({ type: 'card_revealed', seat: GIOVANNI, card: 'cat' });
    await expectGolden(
      s,
      'ba-r2-won-cards-as-they-lie',
      'RULES §3.4.5 (revision 2): won cards go under face up, the card played last is drawn first',
    );
  });

  it('§3.4.1 and A-BA-11: a cat put on the centre mouse wins the pile and a token, as a catch', async () => {
    const s = table({
      centre: 'mouse_1',
      piles: [['cat', 'cheese', 'cheese'], repeat('cheese', 3)],
    });
    expect(s.state.phase).toEqual({ kind: 'turn', seat: GIOVANNI });
    s.when(GIOVANNI, REVEAL);
    expect(s.lastEvents).toEqual([
      { type: 'card_revealed', seat: GIOVANNI, card: 'cat' },
      { type: 'mouse_caught', seat: GIOVANNI, cards: 2 },
      { type: 'turn_started', seat: GIOVANNI },
    ]);
    expect(s.state.tokens).toEqual([1, 0]);
    expect(s.state.supply).toBe(4);
    expect(pileOf(s.state, GIOVANNI)).toEqual(['cheese', 'cheese', 'cat', 'mouse_1']);
    // RULES §3.4.3: the catcher opens a new common pile, then the next player goes.
    s.when(GIOVANNI, REVEAL);
    expect(s.state.common).toEqual(['cheese']);
    expect(bonAppetit.activeSeats(s.state)).toEqual([TERESA]);
    await expectGolden(
      s,
      'ba-a11-cat-on-centre-mouse',
      'RULES §3.4.1, A-BA-11: a cat put on the centre mouse is a catch',
    );
  });

  it('A-BA-6: a cheese covers the centre mouse, and a cat then put on the cheese catches nothing', async () => {
    const s = table({
      centre: 'mouse_2',
      piles: [repeat('cheese', 3), ['cat', 'cheese', 'cheese'], repeat('cheese', 3)],
    });
    // Nobody put the centre mouse there: no hunt, the starting player plays as usual.
    expect(s.state.phase).toEqual({ kind: 'turn', seat: GIOVANNI });
    reveals(s, [GIOVANNI, TERESA]);
    expect(eventTypes(s.lastEvents)).toEqual(['card_revealed', 'turn_started']);
    expect(s.state.common).toEqual(['mouse_2', 'cheese', 'cat']);
    expect(s.state.tokens).toEqual([0, 0, 0]);
    expect(bonAppetit.activeSeats(s.state)).toEqual([ANTONIO]);
    await expectGolden(
      s,
      'ba-a6-centre-mouse-covered',
      'A-BA-6: a cheese covers the centre mouse, play goes on',
    );
  });

  it('A-BA-6: a mouse put on the centre mouse starts its own normal hunt', async () => {
    const s = table({
      centre: 'mouse_2',
      piles: [['mouse_1', 'cheese', 'cheese'], repeat('cheese', 3), repeat('cheese', 3)],
    });
    s.when(GIOVANNI, REVEAL);
    expect(s.lastEvents).toEqual([
      { type: 'card_revealed', seat: GIOVANNI, card: 'mouse_1' },
      { type: 'hunt_started', hunter: TERESA, mouseOwner: GIOVANNI, paws: 1 },
    ]);
    s.when(TERESA, REVEAL);
    expect(s.lastEvents).toEqual([
      { type: 'card_revealed', seat: TERESA, card: 'cheese' },
      { type: 'hunt_failed', seat: GIOVANNI, cards: 3 },
      { type: 'turn_started', seat: GIOVANNI },
    ]);
    expect(pileOf(s.state, GIOVANNI)).toEqual(['cheese', 'cheese', 'cheese', 'mouse_1', 'mouse_2']);
    await expectGolden(
      s,
      'ba-a6-mouse-on-centre-mouse',
      'A-BA-6: a mouse put on the centre mouse is hunted as usual',
    );
  });
});
