import { bonAppetit, spectator } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { boardChanges, fannedUnder, FANNED, pileLayers } from './motion.ts';
import { fixtureStates, loadFixtures } from './test-support.ts';
import { asView } from './model.ts';
import type { BonAppetitView } from './model.ts';

function views(): BonAppetitView[][] {
  return loadFixtures().map((fixture) =>
    fixtureStates(fixture).map((state) => {
      const view = asView(bonAppetit.view(state, spectator));
      if (view === null) throw new Error('unreadable view');
      return view;
    }),
  );
}

describe('boardChanges', () => {
  it('on the first position drawn, shows only the cards the last move turned over', () => {
    for (const game of views()) {
      const first = game.at(-1);
      if (first === undefined) continue;
      expect(boardChanges(null, first)).toEqual({
        seats: [],
        played: first.lastPlayed.length > 0,
      });
    }
  });

  it('names exactly the seats whose pile or tokens changed, and shows each reveal as played', () => {
    let compared = 0;
    for (const game of views()) {
      for (let i = 1; i < game.length; i += 1) {
        const before = game[i - 1];
        const after = game[i];
        if (before === undefined || after === undefined) continue;
        const changes = boardChanges(before, after);
        after.players.forEach((p, seat) => {
          const old = before.players[seat];
          const changed = old?.cards !== p.cards || old.tokens !== p.tokens;
          expect(changes.seats.includes(seat)).toBe(changed);
        });
        // A move that turned over a card grows the common pile or takes it: always shown.
        if (after.lastPlayed.length > 0 && after.common.length !== before.common.length) {
          expect(changes.played).toBe(true);
        }
        compared += 1;
      }
      const last = game.at(-1);
      if (last !== undefined)
        expect(boardChanges(last, last)).toEqual({ seats: [], played: false });
    }
    expect(compared).toBeGreaterThan(20);
  });
});

describe('fannedUnder and pileLayers', () => {
  it('fans at most a few cards under the top, nearest the top first, never the top itself', () => {
    expect(fannedUnder([])).toEqual([]);
    expect(fannedUnder(['a'])).toEqual([]);
    expect(fannedUnder(['a', 'b', 'c'])).toEqual(['b', 'a']);
    const long = Array.from({ length: 10 }, (_, i) => i);
    expect(fannedUnder(long)).toEqual([8, 7, 6, 5]);
    expect(fannedUnder(long)).toHaveLength(FANNED);
  });

  it('draws a thicker pile for more cards, and none for an empty one', () => {
    expect(pileLayers(0)).toBe(0);
    expect(pileLayers(1)).toBe(1);
    expect(pileLayers(6)).toBe(2);
    expect(pileLayers(30)).toBe(6);
    expect(pileLayers(100)).toBe(6);
    for (let n = 1; n < 40; n += 1) expect(pileLayers(n + 1)).toBeGreaterThanOrEqual(pileLayers(n));
  });
});
