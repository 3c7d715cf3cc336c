import { describe, expect, it } from 'vitest';
import { seatViewer, spectator } from '../../kernel/index.ts';
import type { MarketWedge } from './components.ts';
import { cheesonomics } from './index.ts';
import {
  copies,
  engineOf,
  eventsOf,
  expectGolden,
  flip,
  mw,
  produce,
  sell,
  table,
} from './scenario-kit.ts';
import type { RulesVersion } from './versions.ts';

/**
 * RULES.md revision 2 (rules version 2.0.0) for the Sharp market discard pile: A-CH-12 (draw
 * first, then the outgoing wedge joins the pile) and A-CH-18 (the pile is shown sorted by id).
 * Each rule is stored as a golden fixture under 2.0.0, and checked against what 1.0.0 still does.
 */

const take = (wedge: number) => ({ type: 'take_from_discard', wedge });
const ids = (wedges: readonly MarketWedge[] | null | undefined) => wedges?.map((w) => w.id);

const supplyOf = (first: number) => [
  mw(first, 'red+', 'blue'),
  mw(first + 1, 'green', 'yellow+'),
  mw(first + 2, 'orange', 'red'),
];

const HANDS = [
  ['red-cow-bell', 'red-sheep', 'orange-goat', 'yellow-yak', 'green-reindeer'],
  ['orange-cow', 'orange-cow', 'yellow-sheep', 'green-goat', 'blue-yak'],
  ['yellow-cow', 'yellow-cow', 'green-sheep', 'blue-goat', 'orange-yak'],
] as const;

/**
 * A Sharp table where seat 0 has produced its reds and it is its turn again; the market's red
 * slots are 0–2 (wedges 101–103). `seats` players, each with a supply of 3.
 */
function sharpTable(seats: 2 | 3, discard: readonly MarketWedge[], rulesVersion?: RulesVersion) {
  const s = table({
    flavour: 'sharp',
    hands: HANDS.slice(0, seats),
    drawPile: copies('blue-reindeer', 20),
    supplies: [supplyOf(301), supplyOf(311), supplyOf(321)].slice(0, seats),
    discard,
    ...(rulesVersion === undefined ? {} : { rulesVersion }),
  });
  s.when(0, produce('red')).when(1, produce('orange'));
  if (seats === 3) s.when(2, produce('yellow'));
  return s;
}

/** Discarded in this order (ids out of order), so a view in discard order would show it. */
const TWO_IN_PILE = [mw(399, 'blue+', 'red'), mw(398, 'yellow', 'green+')];

describe('Sharp Replenish, RULES §4.9 step 2 (A-CH-12)', () => {
  const quote =
    'RULES §4.9 step 2 (A-CH-12): "If the discard pile holds any wedge, you take one of them …, ' +
    'and only then does the removed wedge go onto the discard pile."';

  it('2.0.0: the seller draws one of the wedges already in the pile, never the one just removed', async () => {
    const s = sharpTable(3, TWO_IN_PILE);
    s.when(0, sell('red-sheep'));
    s.when(0, { type: 'replace', slot: 0, wedge: 301, side_up: 'a' });
    expect(cheesonomics.legalCommands(s.state, 0)).toEqual([take(398), take(399)]);
    expect(s.whenRefused(0, take(101)).code).toBe('NOT_IN_DISCARD');
    expect(ids(cheesonomics.view(s.state, seatViewer(0)).discard)).toEqual([398, 399]);
    expect(cheesonomics.view(s.state, seatViewer(1)).discard).toBeNull();
    expect(cheesonomics.view(s.state, spectator).discardSize).toBe(2);
    s.when(0, take(398));
    expect(ids(s.state.players[0]?.supply)).toEqual([302, 303, 398]);
    expect(ids(s.state.discard)).toEqual([399, 101]);
    s.when(0, flip(1));
    expect(s.state.turn).toBe(1);
    await expectGolden(s, 'sharp-replenish-before-removed-joins', quote);
  });

  it('2.0.0: with an empty pile the seller keeps the removed wedge', () => {
    const s = sharpTable(2, []);
    s.when(0, sell('red-sheep'));
    s.when(0, { type: 'replace', slot: 0, wedge: 301, side_up: 'a' });
    expect(eventsOf(s.lastEvents, 'discard_drawn')).toEqual([]);
    expect(ids(s.state.players[0]?.supply)).toEqual([101, 302, 303]);
    expect(s.state.discard).toEqual([]);
  });

  it('1.0.0 still puts the removed wedge on the pile first, and lets the seller take it back', () => {
    const s = sharpTable(3, TWO_IN_PILE, '1.0.0');
    s.when(0, sell('red-sheep'));
    s.when(0, { type: 'replace', slot: 0, wedge: 301, side_up: 'a' });
    const legal = engineOf('1.0.0').legalCommands(s.state, 0);
    expect(legal).toEqual([take(101), take(398), take(399)]);
    s.when(0, take(101));
    expect(ids(s.state.players[0]?.supply)).toEqual([101, 302, 303]);
    expect(ids(s.state.discard)).toEqual([399, 398]);
  });

  it('1.0.0 still draws the removed wedge back from an otherwise empty pile', () => {
    const s = sharpTable(2, [], '1.0.0');
    s.when(0, sell('red-sheep'));
    s.when(0, { type: 'replace', slot: 0, wedge: 301, side_up: 'a' });
    expect(ids(eventsOf(s.lastEvents, 'discard_drawn').map((e) => e.wedge))).toEqual([101]);
  });
});

describe('Sharp moove (a), RULES §4.9 step 4a (A-CH-12)', () => {
  const quote =
    'RULES §4.9 step 4a (A-CH-12): "you take any one of the wedges that were there before your ' +
    'discard …, then your discarded wedge joins the pile. Not possible when the pile is empty."';

  /**
   * Seat 0 sells its bell cow, replaces red slot 0 with 301, draws 399 if there is a choice (only
   * 1.0.0 offers one here: 399 and the removed 101), and flips slot 1: the moove follows.
   */
  function atMoove(seats: 2 | 3, discard: readonly MarketWedge[], rulesVersion?: RulesVersion) {
    const s = sharpTable(seats, discard, rulesVersion);
    s.when(0, sell('red-cow-bell'));
    s.when(0, { type: 'replace', slot: 0, wedge: 301, side_up: 'b' });
    if (s.state.phase.kind === 'replenish') s.when(0, take(399));
    s.when(0, flip(1));
    expect(s.state.phase.kind).toBe('moove');
    return s;
  }

  it('2.0.0: impossible with an empty pile; with one wedge there, that wedge is drawn', async () => {
    const empty = atMoove(2, []);
    expect(cheesonomics.legalCommands(empty.state, 0)).toEqual([
      { type: 'decline_moove' },
      { type: 'moove_steal', from: 1 },
    ]);
    expect(empty.whenRefused(0, { type: 'moove_discard', wedge: 302 }).code).toBe(
      'DISCARD_PILE_EMPTY',
    );

    const s = atMoove(3, [mw(399, 'blue+', 'red')]);
    // The replenish drew 399, and 101 (removed from the market) took its place in the pile.
    expect(ids(s.state.discard)).toEqual([101]);
    s.when(0, { type: 'moove_discard', wedge: 302 });
    expect(s.lastEvents.map((e) => e.type)).toEqual([
      'supply_discarded',
      'discard_drawn',
      'turn_started',
    ]);
    expect(ids(s.state.players[0]?.supply)).toEqual([101, 303, 399]);
    expect(ids(s.state.discard)).toEqual([302]);
    await expectGolden(s, 'sharp-moove-discard-draws-another', quote);
  });

  it('1.0.0 still allows it with an empty pile, handing the discarded wedge straight back', () => {
    const s = atMoove(2, [], '1.0.0');
    s.when(0, { type: 'moove_discard', wedge: 302 });
    expect(ids(eventsOf(s.lastEvents, 'discard_drawn').map((e) => e.wedge))).toEqual([302]);
    expect(ids(s.state.players[0]?.supply)).toEqual([101, 302, 303]);
  });

  it('1.0.0 still lets the player draw back the wedge they just discarded', () => {
    const s = atMoove(3, [mw(399, 'blue+', 'red')], '1.0.0');
    s.when(0, { type: 'moove_discard', wedge: 302 });
    expect(engineOf('1.0.0').legalCommands(s.state, 0)).toEqual([take(101), take(302)]);
    s.when(0, take(302));
    expect(ids(s.state.players[0]?.supply)).toEqual([302, 303, 399]);
  });
});

describe('The discard pile is shown sorted by wedge id, RULES §4.12 (A-CH-18)', () => {
  const quote =
    'RULES §4.12 (A-CH-18): the discard pile is "shown in a canonical order (by wedge id), never ' +
    'in the order of discarding, which would tell which wedge an opponent discarded".';
  const pile = [mw(399, 'blue+', 'red'), mw(397, 'green', 'orange'), mw(398, 'yellow', 'green+')];

  it('2.0.0: the drawer sees the pile, and the choices, by id', async () => {
    const s = sharpTable(3, pile);
    s.when(0, sell('red-sheep'));
    s.when(0, { type: 'replace', slot: 0, wedge: 301, side_up: 'a' });
    expect(ids(s.state.discard)).toEqual([399, 397, 398]);
    expect(ids(cheesonomics.view(s.state, seatViewer(0)).discard)).toEqual([397, 398, 399]);
    expect(cheesonomics.legalCommands(s.state, 0)).toEqual([take(397), take(398), take(399)]);
    s.when(0, take(397)).when(0, flip(1));
    await expectGolden(s, 'sharp-discard-shown-by-id', quote);
  });

  it('1.0.0 views sort the pile too (views are not stored, so old games are unchanged)', () => {
    const s = sharpTable(3, pile, '1.0.0');
    s.when(0, sell('red-sheep'));
    s.when(0, { type: 'replace', slot: 0, wedge: 301, side_up: 'a' });
    const v1 = engineOf('1.0.0');
    expect(ids(s.state.discard)).toEqual([399, 397, 398, 101]);
    expect(ids(v1.view(s.state, seatViewer(0)).discard)).toEqual([101, 397, 398, 399]);
    expect(v1.legalCommands(s.state, 0)).toEqual([take(101), take(397), take(398), take(399)]);
  });
});
