import { describe, expect, it } from 'vitest';
import { playout, testSeed } from '../../testing/index.ts';
import { bigShot } from './index.ts';
import { view } from './view.ts';

describe('Big Shot view: fortunes', () => {
  it('end at the outcome’s scores, and change during the game', () => {
    const options = bigShot.parseOptions({}, 3);
    if (!options.ok) throw new Error(options.error.message);
    const seen = new Set<string>();
    const game = playout(
      bigShot,
      { seatCount: 3, options: options.value },
      {
        seed: testSeed(11),
        beforeStep: (state) =>
          seen.add(JSON.stringify(view(state, { kind: 'spectator' }).fortunes)),
      },
    );
    expect(game.finished).toBe(true);
    expect(seen.size).toBeGreaterThan(3);
    expect(view(game.final, { kind: 'spectator' }).fortunes).toEqual(
      bigShot.outcome(game.final)?.scores,
    );
  });

  it('hides the fortunes of purses whose cash is hidden, and only those', () => {
    const options = bigShot.parseOptions({ hidden_money: true }, 3);
    if (!options.ok) throw new Error(options.error.message);
    let checked = 0;
    playout(
      bigShot,
      { seatCount: 3, options: options.value },
      {
        seed: testSeed(12),
        beforeStep: (state) => {
          const seat = view(state, { kind: 'seat', seat: 0 });
          for (const purse of seat.purses) {
            if (purse.holder === 'dummy') continue;
            const fortune = seat.fortunes[purse.holder];
            expect(fortune === 'hidden').toBe(purse.cash === 'hidden');
            if (fortune === 'hidden') checked += 1;
          }
          expect(seat.fortunes[0]).not.toBe('hidden');
        },
      },
    );
    expect(checked).toBeGreaterThan(0);
  });
});
