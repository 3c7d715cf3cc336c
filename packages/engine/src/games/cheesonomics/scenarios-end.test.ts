import { describe, expect, it } from 'vitest';
import { coloursSold, decideWinners } from './end.ts';
import { cheesonomics } from './index.ts';
import { updatePlayer } from './players.ts';
import { price, upSide } from './market.ts';
import type { CheesonomicsScenario } from './scenario-kit.ts';
import {
  copies,
  eventsOf,
  expectGolden,
  flip,
  mw,
  produce,
  sell,
  table,
  up,
} from './scenario-kit.ts';

/** Sells, then flips the sold-colour wedge whose colour is most common, keeping both colours alive. */
function sellAndFlip(s: CheesonomicsScenario, seat: number, ...wedges: string[]): void {
  s.when(seat, sell(...wedges));
  const flips = cheesonomics
    .legalCommands(s.state, seat)
    .flatMap((c) => (c.type === 'flip' ? [c.slot] : []));
  const market = s.state.market;
  const best = [...flips].sort((x, y) => {
    const count = (slot: number) =>
      market.filter((m) => upSide(m).colour === upSide(market[slot] ?? m).colour).length;
    return count(y) - count(x);
  })[0];
  s.when(seat, flip(best ?? 0));
}

describe('Cheesonomics end-of-game scenarios (RULES §4.14)', () => {
  it('CH-T2 bonus example: Dale +4 goats, Alana +5 sheep, both +5 cows, no yak or reindeer bonus', async () => {
    const market = [
      ...Array.from({ length: 8 }, (_, i) => up(mw(1 + i, 'red', 'blue'))),
      ...Array.from({ length: 7 }, (_, i) => up(mw(9 + i, 'blue', 'red'))),
    ];
    const s = table({
      hands: [
        ['red-cow', 'red-cow', 'red-cow', 'blue-cow', 'blue-cow'],
        ['blue-cow', 'blue-cow', 'blue-cow', 'red-cow', 'red-cow'],
      ],
      drawPile: [
        ...copies('blue-sheep', 3),
        ...copies('red-goat', 2),
        ...copies('red-sheep', 3),
        ...copies('blue-sheep', 2),
        ...copies('red-goat', 2),
        'green-yak',
        ...copies('blue-goat', 2),
        ...copies('green-reindeer', 3),
        ...copies('yellow-yak', 2),
        ...copies('orange-reindeer', 2),
        ...copies('yellow-reindeer', 2),
        'orange-yak',
      ],
      market,
    });
    s.when(0, produce('cow')).when(1, produce('cow'));
    s.when(0, produce('sheep')).when(1, produce('sheep'));
    s.when(0, produce('goat')).when(1, produce('goat'));
    const sales: [number, string[]][] = [
      [0, copies('red-cow', 3)],
      [1, copies('blue-cow', 3)],
      [0, copies('blue-cow', 2)],
      [1, copies('red-cow', 2)],
      [0, copies('blue-sheep', 3)],
      [1, copies('red-sheep', 3)],
      [0, copies('red-goat', 3)],
      [1, copies('blue-sheep', 2)],
      [0, ['red-goat']],
      [1, copies('blue-goat', 2)],
    ];
    for (const [seat, wedges] of sales) sellAndFlip(s, seat, ...wedges);
    const before = s.state.players.map((p) => p.curds);
    // Dale produces yaks and draws the last wedge: the starting player triggers the end.
    s.when(0, produce('yak'));
    const events = s.lastEvents;
    expect(eventsOf(events, 'end_triggered')).toEqual([{ type: 'end_triggered', seat: 0 }]);
    expect(eventsOf(events, 'final_sale_passed')).toEqual([
      { type: 'final_sale_passed', seat: 1, reason: 'no_sale_possible' },
    ]);
    expect(eventsOf(events, 'wheels_liquidated')).toEqual([
      { type: 'wheels_liquidated', curds: [3, 0] },
    ]);
    expect(eventsOf(events, 'animal_bonus')).toEqual([
      { type: 'animal_bonus', animal: 'cow', amount: 5, seats: [0, 1] },
      { type: 'animal_bonus', animal: 'sheep', amount: 5, seats: [1] },
      { type: 'animal_bonus', animal: 'goat', amount: 4, seats: [0] },
    ]);
    const after = s.state.players.map((p) => p.curds);
    expect([after[0] ?? 0, after[1] ?? 0]).toEqual([
      (before[0] ?? 0) + 3 + 9,
      (before[1] ?? 0) + 10,
    ]);
    expect(cheesonomics.outcome(s.state)?.reason).toBe('DRAW_PILE_EMPTY');
    await expectGolden(
      s,
      'ch-t2-bonus-example',
      'RULES CH-T2: Dale sold 5 cows, 3 sheep, 4 goats; Alana 5 cows, 5 sheep, 2 goats: Dale +9, Alana +10',
    );
  });

  it('CH-T7 liquidation: 3 wedges on the wheel earn 3 curds; 4 cards in hand earn nothing', async () => {
    const s = table({
      hands: [
        ['red-cow', 'orange-sheep', 'yellow-goat', 'green-yak', 'blue-reindeer'],
        ['red-sheep', 'red-goat', 'orange-yak', 'yellow-yak', 'green-cow'],
      ],
      drawPile: ['blue-cow', 'blue-sheep', 'blue-goat', 'blue-reindeer'],
    });
    s.when(0, produce('red')).when(1, produce('green')).when(0, produce('orange'));
    s.when(1, produce('yak'));
    // The seat before the starting player emptied the pile: the game ends at once.
    expect(eventsOf(s.lastEvents, 'final_sales_started')).toEqual([]);
    expect(s.state.players[1]?.wheel).toHaveLength(3);
    expect(s.state.players[1]?.hand).toHaveLength(4);
    expect(eventsOf(s.lastEvents, 'wheels_liquidated')).toEqual([
      { type: 'wheels_liquidated', curds: [2, 3] },
    ]);
    expect(cheesonomics.outcome(s.state)).toEqual({
      winners: [1],
      scores: [2, 3],
      reason: 'DRAW_PILE_EMPTY',
      tieBreak: null,
    });
    await expectGolden(
      s,
      'ch-t7-liquidation',
      'RULES CH-T7: 3 unsold wheel wedges earn +3; the 4 wedges in hand are worth nothing',
    );
  });

  it('CH-T8 tie-break: equal curds, the player who sold 4 colours beats the one who sold 3', async () => {
    const s = table({
      hands: [
        ['red-cow', 'orange-cow', 'yellow-cow', 'green-sheep', 'blue-yak'],
        ['red-goat', 'orange-goat', 'yellow-goat', 'blue-reindeer', 'green-yak'],
      ],
      drawPile: [
        ...(['blue-yak', 'blue-yak', 'green-yak'] as const),
        ...(['blue-reindeer', 'green-reindeer', 'blue-cow'] as const),
        ...(['orange-yak', 'orange-cow', 'yellow-reindeer'] as const),
      ],
    });
    s.when(0, produce('cow')).when(1, produce('goat'));
    s.when(0, sell('orange-cow', 'red-cow', 'yellow-cow')).when(0, flip(0));
    s.when(1, sell('orange-goat', 'red-goat', 'yellow-goat')).when(1, flip(3));
    s.when(0, produce('sheep')).when(1, produce('yak'));
    s.when(0, sell('green-sheep')).when(0, flip(9));
    expect(s.state.drawPile).toHaveLength(1);
    s.when(1, produce('reindeer'));
    const outcome = cheesonomics.outcome(s.state);
    expect(outcome?.scores).toEqual([16, 16]);
    expect(coloursSold(s.state, 0)).toBe(4);
    expect(coloursSold(s.state, 1)).toBe(3);
    expect(outcome).toMatchObject({ winners: [0], tieBreak: 'MOST_COLOURS_SOLD' });
    await expectGolden(s, 'ch-t8-tie-break', 'RULES CH-T8: equal curds; 4 colours sold beats 3');
    // If both had sold 4 colours, the victory would be shared.
    const both = updatePlayer(s.state, 1, (p) => ({
      ...p,
      fulfilment: [...p.fulfilment, 'blue-goat'],
    }));
    expect(decideWinners(both)).toEqual({
      type: 'game_ended',
      winners: [0, 1],
      tieBreak: 'SHARED',
    });
  });
});

describe('CH-T6 end trigger with 4 players A, B, C, D (A starts)', () => {
  const hands = (['red', 'orange', 'yellow', 'green'] as const).map(
    (c) => [`${c}-cow`, `${c}-cow`, 'blue-sheep', 'blue-goat', 'blue-yak'] as const,
  );
  const round = (s: CheesonomicsScenario, seats: number[]) => {
    for (const seat of seats)
      s.when(seat, produce(['red', 'orange', 'yellow', 'green'][seat] ?? 'red'));
  };

  it('B empties the pile: C and D each get one final sale, without moving the market', async () => {
    const s = table({ hands, drawPile: copies('blue-reindeer', 9) });
    round(s, [0, 1, 2, 3]);
    s.when(0, sell('red-cow', 'red-cow')).when(0, flip(0));
    s.when(1, produce('blue'));
    expect(eventsOf(s.lastEvents, 'final_sales_started')).toEqual([
      { type: 'final_sales_started', seats: [2, 3] },
    ]);
    expect(cheesonomics.activeSeats(s.state)).toEqual([2]);
    expect(cheesonomics.legalCommands(s.state, 2)).toContainEqual({ type: 'decline_final_sell' });
    const market = s.state.market;
    s.when(2, { type: 'final_sell', wedges: ['yellow-cow', 'yellow-cow'] });
    expect(s.state.market).toEqual(market);
    expect(cheesonomics.activeSeats(s.state)).toEqual([3]);
    s.when(3, { type: 'decline_final_sell' });
    expect(cheesonomics.outcome(s.state)).not.toBeNull();
    await expectGolden(
      s,
      'ch-t6-end-trigger-b',
      'RULES CH-T6: B triggers the end; C and D each get one final sale without a moove',
    );
  });

  it('A empties the pile: B, C and D each get one final sale', async () => {
    const s = table({ hands, drawPile: copies('blue-reindeer', 9) });
    round(s, [0, 1, 2, 3]);
    s.when(0, produce('blue'));
    expect(eventsOf(s.lastEvents, 'final_sales_started')).toEqual([
      { type: 'final_sales_started', seats: [1, 2, 3] },
    ]);
    s.when(1, { type: 'final_sell', wedges: ['orange-cow'] });
    s.when(2, { type: 'decline_final_sell' }).when(3, {
      type: 'final_sell',
      wedges: ['green-cow', 'green-cow'],
    });
    expect(cheesonomics.outcome(s.state)).not.toBeNull();
    await expectGolden(
      s,
      'ch-t6-end-trigger-a',
      'RULES CH-T6: the starting player triggers the end; all others get one final sale',
    );
  });

  it('D empties the pile: the game ends at once', async () => {
    const s = table({ hands, drawPile: copies('blue-reindeer', 7) });
    round(s, [0, 1, 2, 3]);
    expect(eventsOf(s.lastEvents, 'end_triggered')).toEqual([{ type: 'end_triggered', seat: 3 }]);
    expect(eventsOf(s.lastEvents, 'final_sales_started')).toEqual([]);
    expect(eventsOf(s.lastEvents, 'game_ended')).toHaveLength(1);
    expect(price(s.state.market, 'red')).toBe(3);
    await expectGolden(
      s,
      'ch-t6-end-trigger-d',
      'RULES CH-T6: the player to the starting player’s right triggers the end; the game ends at once',
    );
  });
});
