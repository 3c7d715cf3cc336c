import { cheesonomics } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { awayWindows } from '../testing/away-windows.ts';
import { awayChanges } from './away.ts';
import { boardChanges } from './board-acts.ts';
import { COLOURS, asView } from './model.ts';
import { fixtureStates, loadFixtures } from './testing/kit.ts';

const windows = loadFixtures().flatMap((fixture) =>
  awayWindows(cheesonomics, fixture, fixtureStates(fixture), [1, 3, 8]),
);

describe('awayChanges (Cheesonomics)', () => {
  it('highlights nothing when the entries changed nothing', () => {
    expect(awayChanges([])).toBeNull();
    expect(awayChanges([{ type: 'turn_started', seat: 1 }, { seat: 2 }])).toBeNull();
  });

  it('adds up the changes of several entries', () => {
    const changes = awayChanges([
      { type: 'knife_placed', seat: 1, category: 'blue' },
      { type: 'produced', seat: 1, category: 'blue', wedges: [] },
      { type: 'market_flipped', seat: 1, slot: 2, shown: 'back' },
      { type: 'wedge_given', from: 2, to: 0, wedge: 'x' },
      { type: 'market_flipped', seat: 2, slot: 2, shown: 'front' },
    ]);
    // The flips came with no sale among the entries: any colour's price may have moved.
    expect(changes).toEqual({ slots: [2], prices: [...COLOURS], tray: ['blue'], seats: [1, 2, 0] });
  });

  it('outlines the prices a sale’s flip and a replacement moved', () => {
    const red = { colour: 'red', ribbon: false };
    const blue = { colour: 'blue', ribbon: true };
    const green = { colour: 'green', ribbon: false };
    const changes = awayChanges([
      { type: 'sold', seat: 1, wedges: ['yellow-cow', 'yellow-goat-bell'], income: 4 },
      { type: 'market_flipped', seat: 1, slot: 4, shown: red },
      // Seen by another seat: the new face up side and the one replaced, nothing else.
      { type: 'market_replaced', seat: 0, slot: 7, shown: blue, replacedShown: green },
    ]);
    expect(changes?.prices).toEqual(['red', 'yellow', 'green', 'blue']);
    // The replacing seat's own event names the wedges themselves.
    const own = awayChanges([
      {
        type: 'market_replaced',
        seat: 0,
        slot: 7,
        placed: { id: 1, a: red, b: blue },
        up: 'b',
        removed: { id: 2, a: green, b: red },
        removedUp: 'a',
      },
    ]);
    expect(own?.prices).toEqual(['green', 'blue']);
  });

  it('covers the slots, prices, tray spaces and seats the board shows as changed over real play', () => {
    expect(windows.length).toBeGreaterThan(50);
    const compared = { slots: 0, prices: 0, placed: 0 };
    for (const { before, after, events } of windows) {
      const from = asView(before);
      const to = asView(after);
      if (from === null || to === null) throw new Error('unreadable view');
      const seen = boardChanges(from, to);
      const away = awayChanges(events);
      for (const slot of seen.slots) expect(away?.slots).toContain(slot);
      for (const seat of seen.seats) expect(away?.seats).toContain(seat);
      for (const colour of seen.prices) expect(away?.prices).toContain(colour);
      // Spaces a knife now lies on (a lifted knife's space is not in its event: see away.ts).
      for (const space of seen.tray.filter((c) => to.players.some((p) => p.knifeOn === c))) {
        expect(away?.tray).toContain(space);
        compared.placed += 1;
      }
      compared.slots += seen.slots.length;
      compared.prices += seen.prices.length;
    }
    expect(compared.slots).toBeGreaterThan(0);
    expect(compared.prices).toBeGreaterThan(0);
    expect(compared.placed).toBeGreaterThan(0);
  });
});
