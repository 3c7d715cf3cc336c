import { cheesonomics } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { awayWindows } from '../testing/away-windows.ts';
import { awayChanges } from './away.ts';
import { boardChanges } from './board-acts.ts';
import { asView } from './model.ts';
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
    expect(changes).toEqual({ slots: [2], prices: [], tray: ['blue'], seats: [1, 2, 0] });
  });

  it('covers the slots, tray spaces and seats the board shows as changed over real play', () => {
    expect(windows.length).toBeGreaterThan(50);
    let compared = 0;
    for (const { before, after, events } of windows) {
      const from = asView(before);
      const to = asView(after);
      if (from === null || to === null) throw new Error('unreadable view');
      const seen = boardChanges(from, to);
      const away = awayChanges(events);
      for (const slot of seen.slots) expect(away?.slots).toContain(slot);
      for (const seat of seen.seats) expect(away?.seats).toContain(seat);
      compared += seen.slots.length + seen.seats.length;
    }
    expect(compared).toBeGreaterThan(0);
  });
});
