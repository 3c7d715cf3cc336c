import { bonAppetit } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { awayWindows } from '../testing/away-windows.ts';
import { awayChanges } from './away.ts';
import { boardChanges } from './motion.ts';
import { fixtureStates, loadFixtures } from './test-support.ts';
import { asView } from './model.ts';

const windows = loadFixtures().flatMap((fixture) =>
  awayWindows(bonAppetit, fixture, fixtureStates(fixture), [1, 3, 8]),
);

describe('awayChanges (Bon Appétit!)', () => {
  it('highlights nothing when the entries changed nothing', () => {
    expect(awayChanges([])).toBeNull();
    expect(awayChanges([{ type: 'turn_started', seat: 1 }, null])).toBeNull();
  });

  it('adds up the changes of several entries', () => {
    const changes = awayChanges([
      { type: 'card_revealed', seat: 0, card: 'x' },
      { type: 'turn_started', seat: 1 },
      { type: 'card_revealed', seat: 1, card: 'y' },
      { type: 'mouse_caught', seat: 1, cards: 4 },
      { type: 'card_revealed', seat: 0, card: 'z' },
    ]);
    expect(changes).toEqual({ seats: [0, 1], played: true });
  });

  it('covers everything the board shows as changed over real stretches of play', () => {
    expect(windows.length).toBeGreaterThan(50);
    let compared = 0;
    for (const { before, after, events } of windows) {
      const from = asView(before);
      const to = asView(after);
      if (from === null || to === null) throw new Error('unreadable view');
      const seen = boardChanges(from, to);
      const away = awayChanges(events);
      for (const seat of seen.seats) expect(away?.seats).toContain(seat);
      if (seen.played) expect(away?.played).toBe(true);
      compared += seen.seats.length;
    }
    expect(compared).toBeGreaterThan(0);
  });
});
