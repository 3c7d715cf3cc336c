import { describe, expect, it } from 'vitest';
import { seatViewer, spectator } from '../../kernel/index.ts';
import { cheesonomics } from './index.ts';
import { price } from './market.ts';
import {
  copies,
  eventsOf,
  expectGolden,
  flip,
  mw,
  plainMarket,
  produce,
  sell,
  table,
  up,
} from './scenario-kit.ts';

const take = (wedge: number) => ({ type: 'take_from_discard', wedge });

const supplyOf = (first: number) => [
  mw(first, 'red+', 'blue'),
  mw(first + 1, 'green', 'yellow+'),
  mw(first + 2, 'orange', 'red'),
];

describe('Cheesonomics Sharp rules (RULES §4.9)', () => {
  it('replace, replenish from the discard pile, flip, then steal from a revealed supply', async () => {
    const s = table({
      flavour: 'sharp',
      hands: [
        ['red-cow-bell', 'red-sheep', 'orange-goat', 'yellow-yak', 'green-reindeer'],
        ['orange-cow', 'orange-cow', 'yellow-sheep', 'green-goat', 'blue-yak'],
        ['yellow-cow', 'yellow-cow', 'green-sheep', 'blue-goat', 'orange-yak'],
      ],
      drawPile: copies('blue-reindeer', 20),
      supplies: [supplyOf(301), supplyOf(311), supplyOf(321)],
      discard: [mw(399, 'blue+', 'red')],
    });
    expect(cheesonomics.view(s.state, seatViewer(1)).players[0]?.supply).toBeNull();
    expect(cheesonomics.view(s.state, seatViewer(0)).players[0]?.supply).toHaveLength(3);
    s.when(0, produce('red')).when(1, produce('orange')).when(2, produce('yellow'));
    s.when(0, sell('red-cow-bell', 'red-sheep'));
    expect(eventsOf(s.lastEvents, 'sold')[0]?.income).toBe(6);
    // Replace: a red slot (0–2), one of my three wedges, either side up.
    expect(cheesonomics.legalCommands(s.state, 0)).toHaveLength(3 * 3 * 2);
    s.when(0, { type: 'replace', slot: 0, wedge: 301, side_up: 'b' });
    const replaced = eventsOf(s.lastEvents, 'market_replaced')[0];
    if (replaced === undefined) throw new Error('no replacement');
    expect(cheesonomics.redactEvent(replaced, seatViewer(1))).toEqual({
      type: 'market_replaced',
      seat: 0,
      slot: 0,
      shown: { colour: 'blue', ribbon: false },
      replacedShown: { colour: 'red', ribbon: false },
      placed: null,
      up: null,
    });
    // RULES §4.9 step 2, Replenish (A-CH-12): the pile's only wedge is drawn, with nothing to
    // choose, and only then does the removed wedge join the pile.
    expect(s.lastEvents.map((e) => e.type)).toEqual(['market_replaced', 'discard_drawn']);
    expect(eventsOf(s.lastEvents, 'discard_drawn')[0]?.wedge.id).toBe(399);
    expect(s.state.players[0]?.supply.map((w) => w.id)).toEqual([302, 303, 399]);
    expect(s.state.discard.map((w) => w.id)).toEqual([101]);
    expect(cheesonomics.view(s.state, seatViewer(0)).discard).toBeNull();
    expect(cheesonomics.view(s.state, spectator).discardSize).toBe(1);
    expect(cheesonomics.legalCommands(s.state, 0)).toEqual([flip(1), flip(2)]);
    s.when(0, flip(1));
    expect(price(s.state.market, 'red')).toBe(1);
    // A red cow with a bell was sold: an optional moove.
    expect(cheesonomics.legalCommands(s.state, 0)).toEqual([
      { type: 'decline_moove' },
      { type: 'moove_discard', wedge: 302 },
      { type: 'moove_discard', wedge: 303 },
      { type: 'moove_discard', wedge: 399 },
      { type: 'moove_steal', from: 1 },
      { type: 'moove_steal', from: 2 },
    ]);
    s.when(0, { type: 'moove_steal', from: 2 });
    expect(cheesonomics.view(s.state, seatViewer(0)).shownSupply).toEqual({
      seat: 2,
      items: supplyOf(321),
    });
    expect(cheesonomics.view(s.state, seatViewer(1)).shownSupply).toBeNull();
    const shown = eventsOf(s.lastEvents, 'supply_shown')[0];
    if (shown !== undefined)
      expect(cheesonomics.redactEvent(shown, seatViewer(1))).toMatchObject({
        supply: { size: 3, items: null },
      });
    s.when(0, { type: 'swap_supply', give: 302, take: 321 });
    expect(s.state.players[0]?.supply.map((w) => w.id)).toEqual([303, 321, 399]);
    expect(s.state.players[2]?.supply.map((w) => w.id)).toEqual([302, 322, 323]);
    expect(s.state.turn).toBe(1);
    await expectGolden(
      s,
      'sharp-sell-replace-steal',
      'RULES §4.9: Sharp sell with replace, replenish, flip and a steal moove',
    );
  });

  it('skips the flip when the replacement removed the last sold colour; with an empty pile the seller keeps the removed wedge', async () => {
    const others = (['orange', 'yellow', 'green', 'blue'] as const).flatMap((colour, ci) =>
      [0, 1, 2].map((k) => up(mw(10 + ci * 3 + k, colour, 'orange'))),
    );
    const market = [
      up(mw(1, 'red', 'green')),
      ...others,
      up(mw(30, 'blue', 'yellow')),
      up(mw(31, 'green', 'blue')),
    ];
    const s = table({
      flavour: 'sharp',
      hands: [
        ['red-cow', 'red-goat', 'orange-goat', 'yellow-yak', 'green-reindeer'],
        ['orange-cow', 'orange-cow', 'yellow-sheep', 'green-goat', 'blue-yak'],
      ],
      drawPile: copies('blue-reindeer', 20),
      market,
      supplies: [
        [...supplyOf(301), mw(304, 'blue', 'orange'), mw(305, 'yellow', 'green')],
        supplyOf(311),
      ],
    });
    s.when(0, produce('red')).when(1, produce('orange')).when(0, sell('red-cow'));
    s.when(0, { type: 'replace', slot: 0, wedge: 304, side_up: 'a' });
    // RULES §4.9 step 2 (A-CH-12): nothing is available to draw, so the removed wedge is kept.
    expect(s.lastEvents.map((e) => e.type)).toEqual([
      'market_replaced',
      'flip_skipped',
      'turn_started',
    ]);
    expect(s.state.players[0]?.supply.map((w) => w.id)).toEqual([1, 301, 302, 303, 305]);
    expect(s.state.discard).toEqual([]);
    expect(price(s.state.market, 'red')).toBe(0);
    await expectGolden(
      s,
      'sharp-flip-skipped',
      'RULES §4.9: no wedge of the sold colour is left after the replacement, so the flip is skipped',
    );
  });

  it('moove (a): discard a supply wedge and take any wedge that was in the inspected pile before', async () => {
    const s = table({
      flavour: 'sharp',
      hands: [
        ['red-cow-bell', 'red-sheep', 'orange-goat', 'yellow-yak', 'green-reindeer'],
        ['orange-cow', 'orange-cow', 'yellow-sheep', 'green-goat', 'blue-yak'],
        ['yellow-cow', 'yellow-cow', 'green-sheep', 'blue-goat', 'orange-yak'],
        ['green-cow', 'green-cow', 'blue-sheep', 'red-goat', 'orange-reindeer'],
      ],
      drawPile: copies('blue-reindeer', 20),
      market: plainMarket(),
      supplies: [
        supplyOf(301).slice(0, 2),
        supplyOf(311).slice(0, 2),
        supplyOf(321).slice(0, 2),
        supplyOf(331).slice(0, 2),
      ],
      discard: [mw(398, 'blue+', 'red'), mw(399, 'yellow', 'green+')],
    });
    s.when(0, produce('red'))
      .when(1, produce('orange'))
      .when(2, produce('yellow'))
      .when(3, produce('green'));
    s.when(0, sell('red-cow-bell'));
    s.when(0, { type: 'replace', slot: 2, wedge: 302, side_up: 'a' });
    // Replenish (A-CH-12): the removed wedge 103 joins the pile only after the draw.
    expect(cheesonomics.legalCommands(s.state, 0)).toEqual([take(398), take(399)]);
    s.when(0, take(399));
    expect(s.state.discard.map((w) => w.id)).toEqual([398, 103]);
    s.when(0, flip(0));
    // RULES §4.9 step 4a: a new wedge is drawn from those already there; then 301 joins them.
    s.when(0, { type: 'moove_discard', wedge: 301 });
    expect(cheesonomics.view(s.state, seatViewer(0)).discard?.map((w) => w.id)).toEqual([103, 398]);
    expect(cheesonomics.view(s.state, seatViewer(2)).discard).toBeNull();
    expect(cheesonomics.legalCommands(s.state, 0)).toEqual([take(103), take(398)]);
    expect(s.whenRefused(0, take(301)).code).toBe('NOT_IN_DISCARD');
    s.when(0, take(398));
    expect(s.state.players[0]?.supply.map((w) => w.id)).toEqual([398, 399]);
    expect(s.state.discard.map((w) => w.id)).toEqual([103, 301]);
    expect(s.state.turn).toBe(1);
    await expectGolden(
      s,
      'sharp-moove-discard',
      'RULES §4.9 moove (a): discard one of your market wedges, draw a new one from the pile as it was before (A-CH-12)',
    );
  });

  it('a final sale in Sharp moves nothing: no replacement, no flip, no moove', async () => {
    const s = table({
      flavour: 'sharp',
      hands: [
        ['red-cow', 'red-goat', 'orange-goat', 'yellow-yak', 'green-reindeer'],
        ['orange-cow-bell', 'orange-cow', 'yellow-sheep', 'green-goat', 'blue-yak'],
      ],
      drawPile: copies('blue-reindeer', 5),
      supplies: [supplyOf(301), supplyOf(311)],
    });
    s.when(0, produce('red')).when(1, produce('orange')).when(0, produce('yellow'));
    expect(eventsOf(s.lastEvents, 'final_sales_started')).toEqual([
      { type: 'final_sales_started', seats: [1] },
    ]);
    const market = s.state.market;
    s.when(1, { type: 'final_sell', wedges: ['orange-cow', 'orange-cow-bell'] });
    expect(s.state.market).toEqual(market);
    expect(cheesonomics.outcome(s.state)).not.toBeNull();
    await expectGolden(
      s,
      'sharp-final-sale',
      'RULES §4.10.2: a final sale in Sharp neither replaces, flips nor mooves',
    );
  });
});
