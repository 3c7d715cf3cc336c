import { describe, expect, it } from 'vitest';
import { playout, testSeed } from '../../testing/index.ts';
import type { GoldenFixture } from '../../testing/index.ts';
import { bigCheese } from './index.ts';

/**
 * Complete random games with the real HMAC Rng, pinned as golden fixtures: any change to the rules,
 * the Rng or the event shapes that alters a single event shows up as a diff. They cover the options
 * that no RULES scenario exercises.
 */
const seededGames = [
  {
    name: 'bc-seeded-specials-off',
    seatCount: 5,
    options: { specials: false },
    seed: testSeed(101),
  },
  {
    name: 'bc-seeded-d6-target-250',
    seatCount: 4,
    options: { scoring: 'd6', target: 250 },
    seed: testSeed(102),
  },
] as const;

describe('seeded complete games', () => {
  for (const game of seededGames) {
    it(game.name, async () => {
      const options = bigCheese.parseOptions(game.options, game.seatCount);
      if (!options.ok) throw new Error(options.error.message);
      const played = playout(
        bigCheese,
        { seatCount: game.seatCount, options: options.value },
        { seed: game.seed },
      );
      expect(played.finished).toBe(true);
      const fixture: GoldenFixture = {
        name: game.name,
        description: `A seeded random game: ${JSON.stringify(game.options)}, ${game.seatCount} players`,
        game: bigCheese.id,
        rulesVersion: bigCheese.rulesVersion,
        seatCount: game.seatCount,
        options: options.value,
        seed: game.seed,
        setup: played.setup,
        steps: played.steps,
      };
      await expect(`${JSON.stringify(fixture)}\n`).toMatchFileSnapshot(
        `./fixtures/${game.name}.json`,
      );
    });
  }
});
