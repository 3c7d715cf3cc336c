import { describe, expect, it } from 'vitest';
import { auction, eventsOf, expectGolden, project, table } from './scenario-kit.ts';

/** RULES §1.15 test scenarios, each stored as a golden replay fixture. */
describe('The Big Cheese scenarios (RULES §1.15)', () => {
  it('BC-T1 worker timing: a project won one auction earlier matures with the older ones', async () => {
    // P1, P2, P3 are seats 0, 1, 2 bidding clockwise. Cards A=8, B=6, C=4, D=10.
    const s = table({ options: { direction: 'cw' }, deck: [8, 6, 4, 10, 12, 20, 2] });
    auction(s, [
      [0, 3],
      [1, 'pass'],
      [2, 'pass'],
    ]);
    expect(project(s.state, 1)).toMatchObject({ card: 8, owner: 0, workers: 3 });
    auction(s, [
      [0, 'pass'],
      [1, 2],
      [2, 'pass'],
    ]);
    expect(project(s.state, 1)?.workers).toBe(2);
    expect(s.state.players[0]?.available).toBe(8);
    auction(s, [
      [1, 'pass'],
      [2, 'pass'],
      [0, 1],
    ]);
    expect([project(s.state, 1)?.workers, project(s.state, 2)?.workers]).toEqual([1, 1]);
    // Auction 4: P3 wins D; A, B and C all reach 0. Payout from P3 onward: P1 (A d8, C d4), then P2 (B d6).
    auction(
      s,
      [
        [0, 'pass'],
        [1, 'pass'],
        [2, 1],
      ],
      [4, 1, 2],
    );
    const scored = eventsOf(s.lastEvents, 'project_scored');
    expect(scored.map((e) => [e.seat, e.card, e.points])).toEqual([
      [0, 8, 5],
      [0, 4, 2],
      [1, 6, 3],
    ]);
    expect(s.state.projects.map((p) => p.id)).toEqual([4]);
    expect(s.state.phase).toMatchObject({ kind: 'auction', auction: { opener: 2, turn: 2 } });
    await expectGolden(
      s,
      'bc-t1-worker-timing',
      'RULES BC-T1: C matures one auction after it was won',
    );
  });
});
