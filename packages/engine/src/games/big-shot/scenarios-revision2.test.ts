import { describe, expect, it } from 'vitest';
import { seatViewer } from '../../kernel/index.ts';
import { bigShot } from './index.ts';
import {
  allPass,
  auction,
  cashOf,
  engineOf,
  eventsOf,
  expectGolden,
  place,
  roll,
  table,
} from './scenario-kit.ts';
import type { BigShotScenario } from './scenario-kit.ts';

/**
 * RULES.md revision 2 for Big Shot (rules 2.0.0): the hidden-money loan round at the start of the
 * turn (§2.9.2), who is caught overbidding (A-BS-18), the repeated auction (A-BS-17) and the 55 M
 * bid cap (A-BS-19). Three players: seat 0 rolls first, so the bidding order is 1, 2, 0.
 */
const HIDDEN = { hidden_money: true } as const;

function cashSeenBy(s: BigShotScenario, seat: number): (number | 'hidden')[] {
  return bigShot.view(s.state, seatViewer(seat)).purses.map((p) => p.cash);
}

/** The first turn's loan round: seat 0 (red) alone borrows, 9 M; then the roll. */
function redBorrowsThenRoll(s: BigShotScenario): void {
  s.when(1, { type: 'end_loans' });
  s.when(2, { type: 'end_loans' });
  s.when(0, { type: 'take_loan', colour: 'red' });
  roll(s);
}

/** Yellow (10 M) and black (10 M) both bid above their cash; red (19 M) wins with 13. */
function twoOverbidsThenRedWins(s: BigShotScenario): void {
  auction(s, [
    [1, 11],
    [2, 12],
    [0, 13],
    [1, 'pass'],
    [2, 'pass'],
  ]);
}

describe('Big Shot rules 2.0.0 (RULES.md revision 2)', () => {
  it('§2.9.2: the loan round comes before the roll; nobody sees the cubes on offer', async () => {
    const s = table({ seatCount: 3, options: HIDDEN });
    // The turn opens with the loans, from the roller's left (A-BS-16); the broker has not moved.
    expect(s.state.phase).toEqual({ kind: 'loans', declarer: 1, next: 'roll' });
    expect(s.state.broker).toBe(17);
    expect(bigShot.activeSeats(s.state)).toEqual([1]);
    expect(s.whenRefused(0, { type: 'roll' }).code).toBe('NOT_YOUR_TURN');
    // Yellow's one loan of the turn ends its declaration.
    s.when(1, { type: 'take_loan', colour: 'yellow' });
    expect(s.state.phase).toEqual({ kind: 'loans', declarer: 2, next: 'roll' });
    s.when(2, { type: 'end_loans' });
    s.when(0, { type: 'end_loans' });
    expect(s.state.phase).toEqual({ kind: 'roll' });
    roll(s);
    // After the roll the auction opens at once: the loans were taken, none is taken now.
    expect(s.state.phase).toMatchObject({ kind: 'auction', auction: { turn: 1, high: null } });
    expect(s.whenRefused(1, { type: 'take_loan', colour: 'yellow' }).code).toBe('WRONG_PHASE');
    allPass(s);
    place(s, [
      ['red', 'H1'],
      ['yellow', 'H2'],
      ['black', 'H3'],
      ['white', 'H4'],
    ]);
    // The next turn opens with its own loan round, from the new roller's left.
    expect(s.lastEvents.at(-1)).toEqual({ type: 'turn_started', turn: 2, roller: 1 });
    expect(s.state.phase).toEqual({ kind: 'loans', declarer: 2, next: 'roll' });
    expect(cashOf(s, 'yellow')).toBe(19);
    await expectGolden(
      s,
      'bs-r2-loans-before-roll',
      'RULES §2.9.2 (revision 2): hidden-money loans are declared at the start of the turn, before the roll',
    );
  });

  it('§2.9.2 under rules 1.0.0: the same table still holds the loan round after the roll', () => {
    const s = table({ seatCount: 3, options: HIDDEN, version: '1.0.0' });
    expect(s.state.phase).toEqual({ kind: 'roll' });
    expect(s.whenRefused(0, { type: 'take_loan', colour: 'red' }).code).toBe('WRONG_PHASE');
    roll(s);
    expect(s.state.broker).toBe(0);
    expect(s.state.phase).toEqual({ kind: 'loans', declarer: 1, next: 'auction' });
    s.when(1, { type: 'take_loan', colour: 'yellow' });
    s.when(2, { type: 'end_loans' });
    s.when(0, { type: 'end_loans' });
    expect(s.state.phase).toMatchObject({ kind: 'auction', auction: { turn: 1, high: null } });
    // 1.0.0 has no overbid_check option, and refuses it as an unknown key.
    const parsed = engineOf('1.0.0').parseOptions({ ...HIDDEN, overbid_check: 'winner' }, 3);
    expect(parsed.ok ? null : parsed.error.code).toBe('INVALID_OPTIONS');
  });

  it('§2.9.2 with 2 players: one loan round per turn, before the roll, loans per colour', () => {
    // Seat 0 plays red and black, seat 1 yellow and white.
    const s = table({ seatCount: 2, options: HIDDEN });
    expect(s.state.phase).toEqual({ kind: 'loans', declarer: 1, next: 'roll' });
    s.when(1, { type: 'take_loan', colour: 'yellow' });
    s.when(1, { type: 'take_loan', colour: 'white' });
    expect(s.state.phase).toEqual({ kind: 'loans', declarer: 0, next: 'roll' });
    s.when(0, { type: 'end_loans' });
    roll(s);
    expect(s.state.phase).toMatchObject({ kind: 'auction', auction: { turn: 1 } });
  });

  it("A-BS-18 default 'winner': only the winner's overbid is caught, a loser's is not", async () => {
    const s = table({ seatCount: 3, options: HIDDEN });
    expect(s.state.rules.overbidCheck).toBe('winner');
    redBorrowsThenRoll(s);
    twoOverbidsThenRedWins(s);
    // Red can pay 13 of its 19 M: it wins; yellow's 11 and black's 12 stay unseen.
    expect(eventsOf(s.lastEvents, 'overbid_caught')).toEqual([]);
    expect(eventsOf(s.lastEvents, 'price_paid')).toEqual([
      { type: 'price_paid', seat: 0, colour: 'red', amount: 13 },
    ]);
    expect(s.state.openCash).toEqual([]);
    expect(cashSeenBy(s, 0)).toEqual([6, 'hidden', 'hidden', 0]);
    await expectGolden(
      s,
      'bs-r2-overbid-winner',
      "RULES A-BS-18: by default only the winner's overbid is caught, when the price is due",
    );
  });

  it("A-BS-18 'any_bidder': every bidder above their cash is caught when the auction closes", async () => {
    const s = table({ seatCount: 3, options: { ...HIDDEN, overbid_check: 'any_bidder' } });
    redBorrowsThenRoll(s);
    twoOverbidsThenRedWins(s);
    // Red could pay, but the auction closes with two bids above their bidders' cash.
    expect(s.lastEvents).toEqual([
      { type: 'passed', seat: 2 },
      { type: 'overbid_caught', seat: 1, amount: 11, cash: [{ colour: 'yellow', cash: 10 }] },
      { type: 'overbid_caught', seat: 2, amount: 12, cash: [{ colour: 'black', cash: 10 }] },
      { type: 'auction_restarted' },
    ]);
    expect(s.state.openCash).toEqual([1, 2]);
    expect(cashSeenBy(s, 0)).toEqual([19, 10, 10, 0]);
    expect(cashSeenBy(s, 1)).toEqual(['hidden', 10, 10, 0]);
    await expectGolden(
      s,
      'bs-r2-overbid-any-bidder',
      "RULES A-BS-18, overbid_check 'any_bidder': every overbidder is caught, all open their cash, the auction repeats",
    );
  });

  it('A-BS-17: the repeat has the same cubes and roller, fresh bidding, capped offenders, no loan round', async () => {
    const s = table({ seatCount: 3, options: { ...HIDDEN, overbid_check: 'any_bidder' } });
    redBorrowsThenRoll(s);
    const offer = s.state.spaces[s.state.broker];
    twoOverbidsThenRedWins(s);
    expect(s.state.phase).toEqual({
      kind: 'auction',
      auction: { turn: 1, high: null, passed: [], highestBids: [] },
    });
    expect([s.state.roller, s.state.broker, s.state.spaces[s.state.broker]]).toEqual([0, 0, offer]);
    // Loans are taken once per turn, at its start: none before the repeat, not even by yellow.
    expect(s.whenRefused(1, { type: 'take_loan', colour: 'yellow' }).code).toBe('WRONG_PHASE');
    expect(s.whenRefused(1, { type: 'bid', amount: 11 }).code).toBe('BID_ABOVE_CASH');
    auction(s, [
      [1, 10],
      [2, 'pass'],
      [0, 11],
      [1, 'pass'],
    ]);
    expect(eventsOf(s.lastEvents, 'price_paid')).toEqual([
      { type: 'price_paid', seat: 0, colour: 'red', amount: 11 },
    ]);
    expect(s.state.phase).toMatchObject({ kind: 'placement', placer: 0, cubes: offer });
    await expectGolden(
      s,
      'bs-r2-repeat-auction',
      'RULES A-BS-17: the repeated auction uses the same cubes and roller; offenders bid within their open cash; no new loan round',
    );
  });

  it('A-BS-19: a hidden-money bid above 55 M is refused; 55 M is accepted', async () => {
    const s = table({ seatCount: 3, options: HIDDEN });
    s.when(1, { type: 'end_loans' });
    s.when(2, { type: 'end_loans' });
    s.when(0, { type: 'end_loans' });
    roll(s);
    const refused = s.whenRefused(1, { type: 'bid', amount: 56 });
    expect(refused.code).toBe('BID_ABOVE_LIMIT');
    expect(refused.message).toContain('55 M');
    const bids = bigShot.legalCommands(s.state, 1).filter((c) => c.type === 'bid');
    expect(bids.at(-1)).toEqual({ type: 'bid', amount: 55 });
    auction(s, [
      [1, 55],
      [2, 'pass'],
      [0, 'pass'],
    ]);
    expect(eventsOf(s.lastEvents, 'overbid_caught')).toMatchObject([{ seat: 1, amount: 55 }]);
    await expectGolden(
      s,
      'bs-r2-bid-cap',
      'RULES A-BS-19: hidden-money bids above 55 M, the most any purse can hold, are refused',
    );
  });
});
