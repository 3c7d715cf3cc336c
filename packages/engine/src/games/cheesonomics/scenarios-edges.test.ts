import { describe, expect, it } from 'vitest';
import { seatViewer, spectator } from '../../kernel/index.ts';
import { seededRng, testSeed } from '../../testing/index.ts';
import { cheesonomics } from './index.ts';
import { price } from './market.ts';
import {
  churn,
  copies,
  eventsOf,
  flip,
  give,
  giveBack,
  mw,
  produce,
  sell,
  table,
  up,
} from './scenario-kit.ts';

describe('Cheesonomics edge cases', () => {
  it('A-CH-8: an opponent with an empty hand neither gives nor receives', () => {
    const s = table({
      hands: [
        ['red-cow', 'red-sheep', 'green-yak', 'orange-reindeer', 'yellow-cow'],
        ['blue-goat', 'red-yak', 'orange-cow', 'yellow-sheep', 'green-sheep'],
        [],
      ],
      drawPile: copies('yellow-reindeer', 12),
    });
    s.when(0, churn('blue')).when(1, give('blue-goat'));
    expect(eventsOf(s.lastEvents, 'churn_skipped')).toEqual([{ type: 'churn_skipped', seat: 2 }]);
    expect(s.whenRefused(0, giveBack(2, 'red-cow')).code).toBe('NO_RETURN_OWED');
    s.when(0, giveBack(1, 'red-cow'));
    expect(s.state.players.map((p) => p.hand.length)).toEqual([5, 5, 0]);
    expect(s.state.players[0]?.knifeOn).toBe('blue');
  });

  it('an animal sale of mixed colours prices each wedge by its own colour; any sold colour may be flipped', () => {
    const market = [
      up(mw(1, 'red+', 'blue')),
      up(mw(2, 'red', 'blue')),
      up(mw(3, 'green', 'red')),
      ...Array.from({ length: 12 }, (_, i) => up(mw(4 + i, 'yellow', 'orange'))),
    ];
    const s = table({
      hands: [
        ['red-cow', 'green-cow', 'blue-cow', 'orange-reindeer', 'yellow-sheep'],
        ['blue-goat', 'red-yak', 'orange-cow', 'yellow-sheep', 'green-sheep'],
      ],
      drawPile: copies('yellow-reindeer', 12),
      market,
    });
    // A-CH-9: nothing to produce; a knife never blocks Produce.
    expect(s.whenRefused(0, produce('goat')).code).toBe('NOTHING_TO_PRODUCE');
    s.when(0, produce('cow')).when(1, produce('blue'));
    // Blue is not face up: only the red and green cows can go.
    const sales = cheesonomics.legalCommands(s.state, 0).filter((c) => c.type === 'sell');
    expect(sales).toEqual([sell('green-cow'), sell('red-cow'), sell('green-cow', 'red-cow')]);
    s.when(0, sell('green-cow', 'red-cow'));
    expect(eventsOf(s.lastEvents, 'sold')[0]?.income).toBe(3 + 1);
    expect(cheesonomics.legalCommands(s.state, 0)).toEqual([flip(0), flip(1), flip(2)]);
    s.when(0, flip(2));
    expect(price(s.state.market, 'red')).toBe(4);
    expect(price(s.state.market, 'green')).toBe(0);
  });

  it('final sales run from the trigger player up to the starting player, wherever that seat is', () => {
    const hands = (['red', 'orange', 'yellow', 'green'] as const).map(
      (c) => [`${c}-cow`, `${c}-cow`, 'blue-sheep', 'blue-goat', 'blue-yak'] as const,
    );
    // Seat 2 holds cheddar and starts: the order is 2, 3, 0, 1.
    const knives = ['feta', 'gouda', 'cheddar', 'edam'] as const;
    const colour = (seat: number) => ['red', 'orange', 'yellow', 'green'][seat] ?? 'red';
    const early = table({ hands, knives, drawPile: copies('blue-reindeer', 9) });
    expect(cheesonomics.activeSeats(early.state)).toEqual([2]);
    for (const seat of [2, 3, 0, 1]) early.when(seat, produce(colour(seat)));
    early.when(2, produce('blue'));
    expect(eventsOf(early.lastEvents, 'final_sales_started')).toEqual([
      { type: 'final_sales_started', seats: [3, 0, 1] },
    ]);
    const late = table({ hands, knives, drawPile: copies('blue-reindeer', 8) });
    for (const seat of [2, 3, 0, 1]) late.when(seat, produce(colour(seat)));
    expect(eventsOf(late.lastEvents, 'end_triggered')).toEqual([
      { type: 'end_triggered', seat: 1 },
    ]);
    expect(eventsOf(late.lastEvents, 'final_sales_started')).toEqual([]);
    expect(cheesonomics.outcome(late.state)).not.toBeNull();
  });

  it('setup events show everyone the face-up market sides only (A-CH-14)', () => {
    for (const flavour of ['mild', 'sharp'] as const) {
      const options = cheesonomics.parseOptions({ flavour }, 3);
      if (!options.ok) throw new Error(options.error.message);
      const events = cheesonomics.setup({
        seatCount: 3,
        options: options.value,
        rng: seededRng(testSeed(77), 0),
      });
      const laid = eventsOf(events, 'market_laid_out')[0];
      if (laid === undefined) throw new Error('no market');
      const faceUp = laid.slots.map((s) => (s.up === 'a' ? s.wedge.a : s.wedge.b));
      for (const viewer of [spectator, seatViewer(0), seatViewer(2)]) {
        const seen = cheesonomics.redactEvent(laid, viewer);
        expect(seen).toMatchObject({ slots: faceUp, removed: laid.removed.length });
        // Neither the tile (its id names the hidden side) nor which side is up.
        const slots = 'slots' in seen ? JSON.stringify(seen.slots) : '';
        expect(slots).not.toMatch(/"id"|"up"|"wedge"/u);
      }
    }
  });
});
