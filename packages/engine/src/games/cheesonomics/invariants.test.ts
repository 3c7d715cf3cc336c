import { describe, expect, it } from 'vitest';
import { playout, testSeed } from '../../testing/index.ts';
import { cheesonomics } from './index.ts';
import type { CheesonomicsState } from './types.ts';

function cheeseCount(state: CheesonomicsState): number {
  const held = state.players.reduce(
    (n, p) => n + p.hand.length + p.wheel.length + p.fulfilment.length,
    0,
  );
  return held + state.drawPile.length + state.removed.length;
}

function marketIds(state: CheesonomicsState): number[] {
  return [
    ...state.market.map((m) => m.wedge.id),
    ...state.marketRemoved.map((w) => w.id),
    ...state.discard.map((w) => w.id),
    ...state.players.flatMap((p) => p.supply.map((w) => w.id)),
  ].sort((a, b) => a - b);
}

/** Conservation laws of the physical game, checked at every step of random games. */
describe('Cheesonomics invariants', () => {
  for (const flavour of ['mild', 'sharp'] as const) {
    for (const seats of [2, 5]) {
      it(`${flavour}, ${seats} players: wedges are conserved, hands hold 5 until the end, supplies keep their size`, () => {
        const options = cheesonomics.parseOptions({ flavour }, seats);
        if (!options.ok) throw new Error(options.error.message);
        for (let game = 0; game < 3; game += 1) {
          let supplySizes: number[] | null = null;
          const done = playout(
            cheesonomics,
            { seatCount: seats, options: options.value },
            {
              seed: testSeed(500 + game),
              beforeStep: (state) => {
                expect(cheeseCount(state)).toBe(100);
                expect(marketIds(state)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
                expect(state.market).toHaveLength(15);
                supplySizes ??= state.players.map((p) => p.supply.length);
                expect(state.players.map((p) => p.supply.length)).toEqual(supplySizes);
                if (state.phase.kind === 'action' && state.endTrigger === null) {
                  expect(state.players.every((p) => p.hand.length === 5)).toBe(true);
                }
              },
            },
          );
          expect(done.finished).toBe(true);
          expect(cheeseCount(done.final)).toBe(100);
        }
      });
    }
  }
});
