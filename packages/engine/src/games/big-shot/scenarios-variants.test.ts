import { describe, expect, it } from 'vitest';
import { seatViewer, spectator } from '../../kernel/index.ts';
import type { LotId } from './board.ts';
import { LOT_IDS } from './board.ts';
import { bigShot } from './index.ts';
import {
  allPass,
  auction,
  cashOf,
  eventsOf,
  expectGolden,
  noLoans,
  place,
  roll,
  table,
} from './scenario-kit.ts';
import type { BigShotScenario } from './scenario-kit.ts';

/** Places the cubes in hand round-robin over the lots, never filling one. */
function spread(s: BigShotScenario, start: number): void {
  const { phase } = s.state;
  if (phase.kind !== 'placement') throw new Error('no cubes to place');
  const hand = (['red', 'yellow', 'black', 'white'] as const).flatMap((c) =>
    Array.from({ length: phase.cubes[c] }, () => c),
  );
  place(
    s,
    hand.map((colour, i): [typeof colour, LotId] => [colour, LOT_IDS[(start + i) % 13] ?? 'H1']),
  );
}

describe('Big Shot broker, 2-player and hidden-money scenarios (RULES §2.12)', () => {
  it('BS-T6 broker skipping: from space 5 over empty 6 and 7, a 3 stops on 10', async () => {
    const s = table({ seatCount: 3, broker: 5 });
    const rolls = [1, 1, 6, 6, 4];
    const stops = [6, 7, 13, 1, 5];
    rolls.forEach((value, turn) => {
      roll(s, value);
      expect(s.state.broker).toBe(stops[turn]);
      allPass(s);
      spread(s, turn * 4);
    });
    expect(s.state.spaces[6]).toEqual({ red: 0, yellow: 0, black: 0, white: 0 });
    roll(s, 3);
    expect(eventsOf(s.lastEvents, 'broker_moved')).toEqual([
      { type: 'broker_moved', roll: 3, from: 5, to: 10 },
    ]);
    await expectGolden(s, 'bs-t6-broker-skipping', 'RULES BS-T6: empty spaces are not counted');
  });

  it('BS-T8 two-player purses: 6 M and 7 M cannot bid 8; 7 is paid entirely by the 7 M colour', async () => {
    // Seat 0 plays red and black, seat 1 yellow and white; loans are declared before each auction.
    const s = table({ seatCount: 2 });
    roll(s);
    // §2.8: with open money the 2-player loan round stays after the roll, before the auction.
    expect(s.state.phase).toEqual({ kind: 'loans', declarer: 1, next: 'auction' });
    noLoans(s);
    auction(s, [
      [1, 'pass'],
      [0, 4],
    ]);
    expect(s.state.phase).toEqual({ kind: 'paying', winner: 0, amount: 4 });
    s.when(0, { type: 'choose_paying_colour', colour: 'red' });
    spread(s, 0);
    roll(s);
    noLoans(s);
    auction(s, [
      [0, 3],
      [1, 'pass'],
    ]);
    s.when(0, { type: 'choose_paying_colour', colour: 'black' });
    spread(s, 4);
    expect([cashOf(s, 'red'), cashOf(s, 'black')]).toEqual([6, 7]);
    roll(s);
    noLoans(s);
    auction(s, [[1, 'pass']]);
    expect(s.whenRefused(0, { type: 'bid', amount: 8 }).code).toBe('BID_ABOVE_CASH');
    auction(s, [[0, 7]]);
    expect(bigShot.legalCommands(s.state, 0)).toEqual([
      { type: 'choose_paying_colour', colour: 'black' },
    ]);
    expect(s.whenRefused(0, { type: 'choose_paying_colour', colour: 'red' }).code).toBe(
      'CANNOT_AFFORD',
    );
    s.when(0, { type: 'choose_paying_colour', colour: 'black' });
    expect([cashOf(s, 'red'), cashOf(s, 'black')]).toEqual([6, 0]);
    await expectGolden(s, 'bs-t8-two-player-purses', 'RULES BS-T8: purses are never combined');
  });

  it('hidden money: an overbid is caught when it must be paid, and the auction repeats', async () => {
    const s = table({ seatCount: 3, options: { hidden_money: true } });
    // §2.9.2: loans are declared at the start of the turn, before the roll, in bidding order (A-BS-16).
    expect(s.state.phase).toEqual({ kind: 'loans', declarer: 1, next: 'roll' });
    s.when(1, { type: 'end_loans' });
    s.when(2, { type: 'take_loan', colour: 'black' });
    s.when(0, { type: 'end_loans' });
    roll(s);
    expect(bigShot.view(s.state, seatViewer(0)).purses.map((p) => p.cash)).toEqual([
      10,
      'hidden',
      'hidden',
      0,
    ]);
    auction(s, [
      [1, 30],
      [2, 'pass'],
    ]);
    expect(bigShot.view(s.state, spectator).purses[1]?.cash).toBe('hidden');
    auction(s, [[0, 'pass']]);
    expect(s.lastEvents).toEqual([
      { type: 'passed', seat: 0 },
      {
        type: 'overbid_caught',
        seat: 1,
        amount: 30,
        cash: [{ colour: 'yellow', cash: 10 }],
      },
      { type: 'auction_restarted' },
    ]);
    // Yellow's cash is open for good; black's stays hidden from the others.
    expect(bigShot.view(s.state, seatViewer(0)).purses.map((p) => p.cash)).toEqual([
      10,
      10,
      'hidden',
      0,
    ]);
    expect(s.whenRefused(1, { type: 'bid', amount: 11 }).code).toBe('BID_ABOVE_CASH');
    auction(s, [
      [1, 5],
      [2, 40],
      [0, 'pass'],
      [1, 'pass'],
    ]);
    expect(eventsOf(s.lastEvents, 'overbid_caught')).toMatchObject([{ seat: 2, amount: 40 }]);
    auction(s, [
      [1, 'pass'],
      [2, 'pass'],
      [0, 'pass'],
    ]);
    expect(eventsOf(s.lastEvents, 'cubes_taken_free')).toEqual([
      { type: 'cubes_taken_free', seat: 0 },
    ]);
    expect(bigShot.view(s.state, spectator).purses.map((p) => p.cash)).toEqual([
      'hidden',
      10,
      19,
      0,
    ]);
    await expectGolden(s, 'bs-hidden-money-overbid', 'RULES §2.9: overbids are caught at payment');
  });

  it('3 players: the dummy colour never rolls or bids but can own a lot', () => {
    const s = table({ seatCount: 3, spaces: ['WWWR', 'WWWR', 'WRYB'] });
    roll(s);
    allPass(s);
    place(s, [
      ['white', 'H1'],
      ['white', 'H1'],
      ['white', 'H1'],
      ['red', 'H2'],
    ]);
    expect(s.state.roller).toBe(1);
    roll(s);
    expect(bigShot.activeSeats(s.state)).toEqual([2]);
    allPass(s);
    place(s, [
      ['white', 'H1'],
      ['white', 'H1'],
      ['white', 'H1'],
      ['red', 'H1'],
    ]);
    expect(s.state.lots.find((l) => l.id === 'H1')).toEqual({
      id: 'H1',
      status: 'owned',
      owner: 'white',
    });
    expect(s.state.roller).toBe(2);
  });
});
