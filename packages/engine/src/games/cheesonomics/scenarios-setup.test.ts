import { describe, expect, it } from 'vitest';
import { given, seededRng, testSeed } from '../../testing/index.ts';
import { cheesonomics } from './index.ts';
import { expectGolden } from './scenario-kit.ts';

function setUp(seatCount: number, flavour: 'mild' | 'sharp', seed: number) {
  const options = cheesonomics.parseOptions({ flavour }, seatCount);
  if (!options.ok) throw new Error(options.error.message);
  const events = cheesonomics.setup({
    seatCount,
    options: options.value,
    rng: seededRng(testSeed(seed), 0),
  });
  const s = given(cheesonomics, { seatCount, options: { flavour }, events });
  const first = cheesonomics.activeSeats(s.state)[0] ?? 0;
  const produce = cheesonomics.legalCommands(s.state, first).find((c) => c.type === 'produce');
  return { s, first, produce };
}

describe('Cheesonomics setup scenarios (RULES §4.14)', () => {
  it('CH-T9 setup removal: with 3 players 40 are removed and 15 dealt, leaving 45', async () => {
    const { s, first, produce } = setUp(3, 'mild', 9);
    const state = s.state;
    expect(state.removed).toHaveLength(40);
    expect(state.players.map((p) => p.hand.length)).toEqual([5, 5, 5]);
    expect(state.drawPile).toHaveLength(45);
    expect(state.market).toHaveLength(15);
    expect(state.marketRemoved).toHaveLength(10);
    expect(state.players.every((p) => p.supply.length === 0)).toBe(true);
    // The alphabetically first knife starts.
    const knives = state.players.map((p) => p.knife);
    expect(knives[first]).toBe([...knives].sort()[0]);
    s.when(first, produce);
    await expectGolden(
      s,
      'ch-t9-setup-removal',
      'RULES CH-T9: 3 players: 40 removed, 15 dealt, 45 in the draw pile',
    );
  });

  it('CH-T10 Sharp setup, 4 players: 8 market wedges dealt (2 each), 2 set aside', async () => {
    const { s, first, produce } = setUp(4, 'sharp', 10);
    expect(s.state.players.map((p) => p.supply.length)).toEqual([2, 2, 2, 2]);
    expect(s.state.discard).toHaveLength(2);
    expect(s.state.marketRemoved).toHaveLength(0);
    expect(s.state.drawPile).toHaveLength(100 - 20 - 20);
    s.when(first, produce);
    await expectGolden(
      s,
      'ch-t10-sharp-setup-4p',
      'RULES CH-T10: Sharp, 4 players: 2 market wedges each, 2 set aside',
    );
  });

  it('CH-T10 Sharp setup, 2 players: 10 market wedges dealt (5 each), none set aside', async () => {
    const { s, first, produce } = setUp(2, 'sharp', 11);
    expect(s.state.players.map((p) => p.supply.length)).toEqual([5, 5]);
    expect(s.state.discard).toHaveLength(0);
    expect(s.state.removed).toHaveLength(60);
    s.when(first, produce);
    await expectGolden(
      s,
      'ch-t10-sharp-setup-2p',
      'RULES CH-T10: Sharp, 2 players: 5 market wedges each, none set aside',
    );
  });

  it('deals every component exactly once, for every seat count and flavour', () => {
    for (const flavour of ['mild', 'sharp'] as const) {
      for (const seats of [2, 3, 4, 5]) {
        const { s } = setUp(seats, flavour, seats * 17);
        const { state } = s;
        const cheese = [
          ...state.removed,
          ...state.drawPile,
          ...state.players.flatMap((p) => p.hand),
        ];
        expect(cheese).toHaveLength(100);
        const market = [
          ...state.market.map((m) => m.wedge.id),
          ...state.marketRemoved.map((w) => w.id),
          ...state.discard.map((w) => w.id),
          ...state.players.flatMap((p) => p.supply.map((w) => w.id)),
        ];
        expect(new Set(market).size).toBe(25);
      }
    }
  });
});
