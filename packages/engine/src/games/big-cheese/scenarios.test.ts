import { describe, expect, it } from 'vitest';
import { auction, eventsOf, expectGolden, project, table, win } from './scenario-kit.ts';

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

  /** P2 (seat 1) wins a Veto and collects it one auction later; the "20" is then on offer, opened by P1. */
  function vetoTable(eligibility: 'not_passed' | 'not_yet_bid') {
    const s = table({
      options: { direction: 'cw', veto_eligibility: eligibility },
      deck: ['veto', 2, 20, 4, 6, 8],
    });
    win(s, 1, 1);
    win(s, 0, 1);
    expect(s.state.players[1]?.vetoes).toBe(1);
    return s;
  }

  it('BC-T2 Veto: the project and the Veto are discarded, nothing moves, the same opener opens again', async () => {
    const s = vetoTable('not_passed');
    s.when(0, { type: 'bid', amount: 4 });
    const before = { players: s.state.players, projects: s.state.projects };
    s.when(1, { type: 'veto' });
    expect(s.state.discard).toEqual([20, 'veto']);
    expect(s.state.players.map((p) => p.available)).toEqual(before.players.map((p) => p.available));
    expect(s.state.projects).toEqual(before.projects);
    expect(s.state.players[1]?.vetoes).toBe(0);
    expect(s.state.phase).toMatchObject({
      kind: 'auction',
      auction: { opener: 0, turn: 0, high: null },
    });
    expect(s.state.deck[0]).toBe(4);
    await expectGolden(
      s,
      'bc-t2-veto',
      'RULES BC-T2: a Veto cancels the auction; P1 opens the next card',
    );
  });

  it('BC-T2 under not_yet_bid: no Veto after bidding in the same auction', async () => {
    const s = vetoTable('not_yet_bid');
    s.when(0, { type: 'bid', amount: 4 })
      .when(1, { type: 'bid', amount: 5 })
      .when(2, { type: 'pass' });
    s.when(0, { type: 'bid', amount: 6 });
    expect(s.whenRefused(1, { type: 'veto' }).code).toBe('VETO_NOT_ALLOWED');
    expect(s.state.players[1]?.vetoes).toBe(1);
    await expectGolden(
      s,
      'bc-t2-veto-not-yet-bid',
      'RULES BC-T2 (FR eligibility): the bidder may no longer Veto',
    );
  });

  it('BC-T3 the card "2" in poly mode: odd scores 1, even scores 2', async () => {
    for (const [draw, points] of [
      [4, 1],
      [3, 2],
    ] as const) {
      const s = table({ options: { direction: 'cw' }, deck: [2, 4, 6, 8] });
      win(s, 0, 1);
      win(s, 1, 1, [draw]);
      const [rolled] = eventsOf(s.lastEvents, 'project_rolled');
      expect(rolled?.dice).toEqual([draw + 1]);
      expect(s.state.players[0]?.score).toBe(points);
      if (points === 1)
        await expectGolden(
          s,
          'bc-t3-card-two',
          'RULES BC-T3: a die showing 5 scores 1 for the "2"',
        );
    }
  });

  it('BC-T4 d6 mode: a "12" rolls 4 (48); a Big Cheese re-roll of 1 must be kept (12)', async () => {
    const s = table({
      options: { direction: 'cw', scoring: 'd6' },
      deck: ['big_cheese', 12, 2, 4, 6],
    });
    win(s, 0, 1);
    win(s, 0, 1);
    expect(s.state.players[0]?.bigCheeses).toBe(1);
    win(s, 1, 1, [3]);
    expect(s.state.phase).toMatchObject({ kind: 'resolution', roll: { dice: [4] } });
    expect(s.state.players[0]?.score).toBe(0);
    s.when(0, { type: 'use_big_cheese', reroll: [4] }, [0]);
    expect(eventsOf(s.lastEvents, 'project_scored').map((e) => e.points)).toEqual([12]);
    expect(s.state.players[0]).toMatchObject({ score: 12, bigCheeses: 0 });
    await expectGolden(s, 'bc-t4-d6-big-cheese', 'RULES BC-T4: the worse re-roll is kept');
  });

  it('BC-T5 a Big Cheese maturing with an "8" may re-roll it at once', async () => {
    const s = table({ options: { direction: 'cw' }, deck: ['big_cheese', 8, 2, 4, 6] });
    win(s, 0, 2);
    win(s, 0, 1);
    win(s, 1, 1, [0]);
    const types = s.lastEvents.map((e) => e.type);
    expect(types.indexOf('special_collected')).toBeLessThan(types.indexOf('project_rolled'));
    expect(s.state.phase).toMatchObject({ kind: 'resolution', roll: { dice: [1] } });
    s.when(0, { type: 'use_big_cheese', reroll: [1] }, [6]);
    expect(s.state.players[0]?.score).toBe(7);
    await expectGolden(
      s,
      'bc-t5-same-turn-big-cheese',
      'RULES BC-T5: the just-matured Big Cheese re-rolls the 8',
    );
  });
});
