import { describe, expect, it } from 'vitest';
import { seatViewer, spectator } from '../../kernel/index.ts';
import { cheesonomics } from './index.ts';
import {
  churn,
  copies,
  eventsOf,
  expectGolden,
  give,
  giveBack,
  pick,
  produce,
  table,
} from './scenario-kit.ts';

const handSizes = (state: { players: readonly { hand: readonly unknown[] }[] }) =>
  state.players.map((p) => p.hand.length);

describe('Cheesonomics churn scenarios (RULES §4.14)', () => {
  it('CH-T3 knife example: blue is protected until the cheddar player’s next turn, goat is not', async () => {
    const s = table({
      hands: [
        ['red-cow', 'red-sheep', 'green-yak', 'orange-reindeer', 'yellow-cow'],
        ['blue-goat', 'red-yak', 'orange-cow', 'yellow-sheep', 'green-sheep'],
        ['blue-cow', 'red-reindeer', 'orange-yak', 'yellow-yak', 'green-cow'],
      ],
      drawPile: copies('yellow-reindeer', 12),
    });
    expect(s.state.players.map((p) => p.knife)).toEqual(['cheddar', 'edam', 'feta']);
    s.when(0, churn('blue'));
    expect(cheesonomics.activeSeats(s.state)).toEqual([1]);
    expect(cheesonomics.legalCommands(s.state, 1)).toEqual([give('blue-goat')]);
    s.when(1, give('blue-goat')).when(2, give('blue-cow'));
    expect(cheesonomics.legalCommands(s.state, 0)).toHaveLength(2 * 7);
    s.when(0, giveBack(1, 'red-cow')).when(0, giveBack(2, 'red-sheep'));
    expect(s.state.players[0]?.knifeOn).toBe('blue');
    expect(s.state.players[0]?.hand).toContain('blue-goat');
    expect(s.whenRefused(1, churn('blue')).code).toBe('CATEGORY_PROTECTED');
    // The next player churns goat and takes the cheddar player's blue goat: legal.
    s.when(1, churn('goat'));
    expect(eventsOf(s.lastEvents, 'hand_shown')).toEqual([
      {
        type: 'hand_shown',
        seat: 2,
        to: 1,
        hand: ['green-cow', 'orange-yak', 'red-reindeer', 'red-sheep', 'yellow-yak'],
      },
    ]);
    s.when(1, pick('orange-yak'));
    expect(cheesonomics.legalCommands(s.state, 0)).toEqual([give('blue-goat')]);
    s.when(0, give('blue-goat'))
      .when(1, giveBack(2, 'red-yak'))
      .when(1, giveBack(0, 'green-sheep'));
    expect(s.whenRefused(2, churn('blue')).code).toBe('CATEGORY_PROTECTED');
    expect(s.whenRefused(2, churn('goat')).code).toBe('CATEGORY_PROTECTED');
    s.when(2, produce('yak'));
    // At the start of the cheddar player's turn the knife is lifted: blue can be churned again.
    expect(eventsOf(s.lastEvents, 'knife_lifted')).toEqual([{ type: 'knife_lifted', seat: 0 }]);
    expect(s.state.players[0]?.knifeOn).toBeNull();
    expect(cheesonomics.legalCommands(s.state, 0)).toContainEqual(churn('blue'));
    expect(cheesonomics.legalCommands(s.state, 0)).not.toContainEqual(churn('goat'));
    s.when(0, churn('blue'));
    expect(handSizes(s.state)).toEqual([5, 5, 5]);
    await expectGolden(
      s,
      'ch-t3-knife-example',
      'RULES CH-T3: the cheddar knife covers blue until its owner’s next turn; goat may still be churned',
    );
  });

  it('CH-T4 churn without a match: the hand is shown to the churner alone, who picks any wedge', async () => {
    const s = table({
      hands: [
        ['red-cow', 'red-sheep', 'green-goat', 'orange-reindeer', 'yellow-cow'],
        ['blue-goat', 'red-goat', 'orange-cow', 'yellow-sheep', 'green-sheep'],
        ['blue-yak', 'red-yak', 'orange-goat', 'yellow-goat', 'green-cow'],
      ],
      drawPile: copies('yellow-reindeer', 12),
    });
    s.when(0, churn('yak'));
    const shown = eventsOf(s.lastEvents, 'hand_shown')[0];
    expect(shown?.hand).toEqual([
      'blue-goat',
      'green-sheep',
      'orange-cow',
      'red-goat',
      'yellow-sheep',
    ]);
    if (shown === undefined) return;
    // Only the churner (and the owner) see the shown hand, in the log and in the view.
    expect(cheesonomics.redactEvent(shown, seatViewer(0))).toMatchObject({
      hand: { size: 5, items: shown.hand },
    });
    expect(cheesonomics.redactEvent(shown, seatViewer(2))).toMatchObject({
      hand: { size: 5, items: null },
    });
    expect(cheesonomics.redactEvent(shown, spectator)).toMatchObject({
      hand: { size: 5, items: null },
    });
    expect(cheesonomics.view(s.state, seatViewer(0)).shownHand).toEqual({
      seat: 1,
      items: shown.hand,
    });
    expect(cheesonomics.view(s.state, seatViewer(2)).shownHand).toBeNull();
    expect(cheesonomics.activeSeats(s.state)).toEqual([0]);
    expect(cheesonomics.legalCommands(s.state, 0)).toEqual(shown.hand.map(pick));
    s.when(0, pick('orange-cow'));
    expect(cheesonomics.legalCommands(s.state, 2)).toEqual([give('blue-yak'), give('red-yak')]);
    s.when(2, give('red-yak'));
    const given = eventsOf(s.lastEvents, 'wedge_given')[0];
    if (given !== undefined)
      expect(cheesonomics.redactEvent(given, seatViewer(1))).toMatchObject({ wedge: null });
    s.when(0, giveBack(2, 'red-cow')).when(0, giveBack(1, 'yellow-cow'));
    expect(handSizes(s.state)).toEqual([5, 5, 5]);
    expect(s.state.players[0]?.hand).toEqual([
      'green-goat',
      'orange-cow',
      'orange-reindeer',
      'red-sheep',
      'red-yak',
    ]);
    expect(s.state.players[0]?.knifeOn).toBe('yak');
    await expectGolden(
      s,
      'ch-t4-churn-without-match',
      'RULES CH-T4: no yak, so the hand is shown to the churner alone; every hand keeps 5 wedges',
    );
  });
});
