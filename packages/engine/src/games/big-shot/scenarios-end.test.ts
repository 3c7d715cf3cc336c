import { describe, expect, it } from 'vitest';
import {
  auction,
  cashOf,
  eventsOf,
  expectGolden,
  lotPlan,
  placeByPlan,
  playOutByPlan,
  roll,
  table,
} from './scenario-kit.ts';
import type { BigShotScenario } from './scenario-kit.ts';
import type { ColourFortune } from './types.ts';

function finalAccounts(s: BigShotScenario): readonly ColourFortune[] {
  const [ended] = eventsOf(s.lastEvents, 'game_ended');
  if (ended === undefined) throw new Error('the game has not ended');
  return ended.fortunes;
}

function account(s: BigShotScenario, colour: string): ColourFortune | undefined {
  return finalAccounts(s).find((f) => f.colour === colour);
}

/** Red ends with P1, A9, A10; white with A11 (BS-T2); 18 cubes of each colour in all. */
const PARK_PLAN = {
  P1: 'RRRRYBW',
  A9: 'RRRRYBW',
  A10: 'RRRRYBW',
  A11: 'WWWWRYB',
  B9: 'YYYYRBW',
  B10: 'YYYYRBW',
  H1: 'BBBBYWR',
  H2: 'WWYYRRB',
  H3: 'BBBBWWW',
  H4: 'WWWYYY',
  H5: 'BBB',
};

describe('Big Shot end-of-game scenarios (RULES §2.12)', () => {
  it('BS-T2 park scoring: red 9×2 + 10×2 = 38, white 11', async () => {
    const s = table({ seatCount: 4 });
    playOutByPlan(s, lotPlan(PARK_PLAN));
    expect(account(s, 'red')).toMatchObject({
      properties: ['P1', 'A9', 'A10'],
      propertyValue: 38,
      fortune: 48,
    });
    expect(account(s, 'white')).toMatchObject({ properties: ['A11'], propertyValue: 11 });
    expect(s.state.lots.find((l) => l.id === 'H4')).toEqual({ id: 'H4', status: 'unowned' });
    // RULES §2.6.1: lots that never received a cube (P2, B11 here) are unowned too.
    expect(s.state.lots.filter((l) => l.status === 'open')).toEqual([]);
    expect(s.state.lots.find((l) => l.id === 'P2')).toEqual({ id: 'P2', status: 'unowned' });
    await expectGolden(
      s,
      'bs-t2-park-scoring',
      'RULES BS-T2: a park doubles its owner’s adjacent 9 and 10',
    );
  });

  it('BS-T3 the OW table, in sales and in the final resolution', async () => {
    const s = table({ seatCount: 4 });
    const plan = {
      H1: 'RRRYYYB', // 3/3/1 → the colour with 1
      H2: 'RRYYBBW', // 2/2/2/1 → the colour with 1
      H3: 'YYYRRBB', // 3/2/2 → the colour with 3
      A9: 'WWRY', // end 2/1/1 → the colour with 2
      A10: 'B', // end 1/0 → the colour with 1
      A11: 'RRYYW', // end 2/2/1 → the colour with 1
      B9: 'BBBWWW', // end 3/3 → nobody
      B10: 'RRBBYW', // end 2/2/1/1 → nobody
      H4: 'WWWWRYB',
      H5: 'WWWWRYB',
      P1: 'RRRRYBW',
      P2: 'BBBBYYY',
      B11: 'W',
    };
    playOutByPlan(s, lotPlan(plan));
    const owners = Object.fromEntries(
      s.state.lots.map((l) => [l.id, l.status === 'owned' ? l.owner : l.status]),
    );
    expect(owners).toEqual({
      H1: 'black',
      H2: 'white',
      H3: 'yellow',
      A9: 'white',
      A10: 'black',
      A11: 'white',
      B9: 'unowned',
      B10: 'unowned',
      H4: 'white',
      H5: 'white',
      P1: 'red',
      P2: 'black',
      B11: 'white',
    });
    await expectGolden(
      s,
      'bs-t3-ownership-table',
      'RULES BS-T3: every row of the OW table on one board',
    );
  });

  it('BS-T4 loans pay 9, 8, 7; a second loan in a turn is refused; 30 M is repaid', async () => {
    const s = table({ seatCount: 4 });
    const plan = lotPlan(PARK_PLAN);
    for (let turn = 1; turn <= 3; turn += 1) {
      roll(s);
      // Red (seat 0) borrows on its bidding turn, then passes; the others pass around it.
      const order = [1, 2, 3, 0].map((k) => (s.state.roller + k) % 4);
      for (const seat of order) {
        if (seat === 0) {
          auction(s, [[0, 'red']]);
          expect(s.whenRefused(0, { type: 'take_loan', colour: 'red' }).code).toBe(
            'LOAN_ALREADY_TAKEN',
          );
        }
        s.when(seat, { type: 'pass' });
      }
      placeByPlan(s, plan);
    }
    expect(cashOf(s, 'red')).toBe(10 + 9 + 8 + 7);
    playOutByPlan(s, plan);
    expect(account(s, 'red')).toMatchObject({
      cash: 34,
      certificates: 3,
      propertyValue: 38,
      fortune: 38 + 34 - 30,
    });
    await expectGolden(
      s,
      'bs-t4-loans',
      'RULES BS-T4: three loans on three turns, repaid at the end',
    );
  });

  it('BS-T7 eligibility: the richest player with 1 property loses to a poorer one with 2', async () => {
    // Seats 0–2 are red (A), yellow (B), black (C); white is the dummy.
    const s = table({ seatCount: 3 });
    const plan = lotPlan({
      H5: 'RRRRWBY',
      P1: 'YYYYRBW',
      P2: 'YYYYRBW',
      A9: 'WRRYYBB',
      A10: 'WRRYYBB',
      A11: 'WRRYYBB',
      B9: 'WRRYYBB',
      B10: 'WWWBBRR',
      B11: 'WWWBBRR',
      H1: 'WWWWBBB',
      H2: 'YW',
    });
    roll(s);
    // B borrows 9 M and pays 13 M for the first cubes: 6 M cash and one certificate.
    auction(s, [
      [1, 'yellow'],
      [1, 13],
      [2, 'pass'],
      [0, 'pass'],
    ]);
    placeByPlan(s, plan);
    playOutByPlan(s, plan);
    const [ended] = eventsOf(s.lastEvents, 'game_ended');
    expect(account(s, 'red')).toMatchObject({ properties: ['H5'], fortune: 31 });
    expect(account(s, 'yellow')).toMatchObject({ properties: ['P1', 'P2'], fortune: -4 });
    expect(ended).toMatchObject({ scores: [31, -4, 10], eligible: [1], winners: [1] });
    expect(s.state.phase).toMatchObject({ kind: 'over', outcome: { winners: [1] } });
    await expectGolden(
      s,
      'bs-t7-eligibility',
      'RULES BS-T7: 2 properties at −4 M beat 1 property at 31 M',
    );
  });
});
