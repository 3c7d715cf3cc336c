import { describe, expect, it } from 'vitest';
import { playout, testSeed } from '../../testing/index.ts';
import { cheesonomicsVersions } from './index.ts';
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
    ...(state.outgoingWedge === null ? [] : [state.outgoingWedge.id]),
  ].sort((a, b) => a - b);
}

/** Supply sizes, counting the wedge a player drawing from the discard pile is about to receive. */
function supplySizesOf(state: CheesonomicsState): number[] {
  const { kind } = state.phase;
  const drawing = kind === 'replenish' || kind === 'moove_draw';
  return state.players.map((p, seat) => p.supply.length + (drawing && seat === state.turn ? 1 : 0));
}

/** Conservation laws of the physical game, checked at every step of random games. */
describe('Cheesonomics invariants', () => {
  for (const cheesonomics of cheesonomicsVersions) {
    for (const [flavour, seats] of [
      ['mild', 2],
      ['mild', 5],
      ['sharp', 2],
      ['sharp', 4],
      ['sharp', 5],
    ] as const) {
      it(`${cheesonomics.rulesVersion}, ${flavour}, ${seats} players: wedges are conserved, hands hold 5 until the end, supplies keep their size`, () => {
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
                supplySizes ??= supplySizesOf(state);
                expect(supplySizesOf(state)).toEqual(supplySizes);
                if (state.rules.replenish === 'pile_before_removed') {
                  // A-CH-12: a wedge is set aside for the pile only while its player draws.
                  const drawing = ['replenish', 'moove_draw'].includes(state.phase.kind);
                  expect(state.outgoingWedge === null).toBe(!drawing);
                }
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
