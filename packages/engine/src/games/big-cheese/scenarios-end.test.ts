import { describe, expect, it } from 'vitest';
import { eventsOf, expectGolden, table, win } from './scenario-kit.ts';
import type { BigCheeseScenario } from './scenario-kit.ts';
import type { Card } from './cards.ts';

/** P1 (seat 0) reaches 26 with exact 30 on: "20" rolls 20, "8" rolls 6; its "10" is next to mature. */
function onTwentySix(): BigCheeseScenario {
  const s = table({ options: { direction: 'cw', exact30: true }, deck: [20, 8, 10, 2, 4, 6, 12] });
  win(s, 0, 1);
  win(s, 0, 1, [19]);
  win(s, 0, 1, [5]);
  expect(s.state.players[0]?.score).toBe(26);
  return s;
}

/**
 * Two players cross 40 in one resolution (3 players, clockwise). P1 builds 23 from a "20" and a "4",
 * P2 builds 21 or 22 from a "20" and "2"s; then both "20"s mature together on P3's win.
 */
function raceToForty(
  p2TwoRolls: readonly number[],
  finalRolls: readonly [number, number],
): BigCheeseScenario {
  const deck: Card[] = [20, 20, 4, ...p2TwoRolls.map((): Card => 2), 20, 20, 6, 8, 10, 12];
  const s = table({ options: { direction: 'cw' }, deck });
  win(s, 0, 1);
  win(s, 1, 1, [19]);
  win(s, 0, 1, [19]);
  p2TwoRolls.forEach((_, i) => win(s, 1, 1, i === 0 ? [2] : [p2TwoRolls[i - 1] ?? 0]));
  win(s, 0, 2, [p2TwoRolls.at(-1) ?? 0]);
  win(s, 1, 1);
  win(s, 2, 1, [finalRolls[0] - 1, finalRolls[1] - 1]);
  return s;
}

describe('The Big Cheese end of game (RULES §1.10, §1.15)', () => {
  it('BC-T6 exact 30: an overshooting 7 is ignored and the card discarded', async () => {
    const s = onTwentySix();
    win(s, 1, 1, [6]);
    expect(eventsOf(s.lastEvents, 'project_voided').map((e) => [e.card, e.points])).toEqual([
      [10, 7],
    ]);
    expect(s.state.players[0]).toMatchObject({ score: 26, scoredProjects: 2 });
    expect(s.state.discard).toContain(10);
    await expectGolden(
      s,
      'bc-t6-exact-30-overshoot',
      'RULES BC-T6: 26 + 7 would pass 30, so it scores nothing',
    );
  });

  it('BC-T6 exact 30: a 4 makes exactly 30 and wins', async () => {
    const s = onTwentySix();
    win(s, 1, 1, [3]);
    expect(s.state.phase).toMatchObject({
      kind: 'over',
      outcome: { winners: [0], reason: 'EXACT_30', tieBreak: null },
    });
    await expectGolden(s, 'bc-t6-exact-30-win', 'RULES BC-T6: 26 + 4 is exactly 30 and wins');
  });

  it('BC-T7 both pass 40 in one resolution: 43 beats 41', async () => {
    const s = raceToForty([4], [20, 20]);
    expect(s.state.players.map((p) => p.score)).toEqual([43, 41, 0]);
    expect(s.state.phase).toMatchObject({
      kind: 'over',
      outcome: { winners: [0], reason: 'TARGET_REACHED', tieBreak: null },
    });
    await expectGolden(
      s,
      'bc-t7-highest-score-wins',
      'RULES BC-T7: 43 against 41, the higher score wins',
    );
  });

  it('BC-T7 42 against 42: the player with more scored projects wins (A-BC-10)', async () => {
    // P2 scores 20 + 1 + 1 from three projects, then 20: four projects against P1's three.
    const s = raceToForty([4, 4], [19, 20]);
    expect(s.state.players.map((p) => [p.score, p.scoredProjects])).toEqual([
      [42, 3],
      [42, 4],
      [0, 0],
    ]);
    expect(s.state.phase).toMatchObject({
      kind: 'over',
      outcome: { winners: [1], tieBreak: 'MOST_SCORED_PROJECTS' },
    });
    await expectGolden(
      s,
      'bc-t7-most-projects',
      'RULES BC-T7: 42 against 42, more scored projects wins',
    );
  });

  it('BC-T9 no bid: the card is discarded, nothing moves, the same opener opens again', async () => {
    const s = table({ options: { direction: 'cw' }, deck: [12, 4, 6] });
    win(s, 1, 2);
    const before = s.state;
    s.when(1, { type: 'pass' }).when(2, { type: 'pass' }).when(0, { type: 'pass' });
    expect(eventsOf(s.lastEvents, 'no_bid').map((e) => e.card)).toEqual([4]);
    expect(s.state.players).toEqual(before.players);
    expect(s.state.projects).toEqual(before.projects);
    expect(s.state.discard).toEqual([4]);
    expect(s.state.phase).toMatchObject({ kind: 'auction', auction: { opener: 1, turn: 1 } });
    await expectGolden(
      s,
      'bc-t9-no-bid',
      'RULES BC-T9 / A-BC-3: everyone passes, the same opener opens the next card',
    );
  });
});
