import { describe, expect, it } from 'vitest';
import { botById } from '../../kernel/index.ts';
import { measureWinRate } from '../../testing/index.ts';
import { bigCheeseVersions } from './index.ts';
import type { BigCheeseGame } from './index.ts';

function config(game: BigCheeseGame, seatCount: number, input: object) {
  const options = game.parseOptions(input, seatCount);
  if (!options.ok) throw new Error(options.error.message);
  return { seatCount, options: options.value };
}

/** The game's own bots, as the server and the CLI find them (GameModule.bots). */
function botsOf(game: BigCheeseGame) {
  const careful = botById(game.bots, 'careful');
  const random = botById(game.bots, 'random');
  if (careful === undefined || random === undefined) throw new Error('bots missing');
  return { careful, random };
}

/** Fixed seeded games (the kit rotates the candidate through every seat); deterministic. */
describe.each(bigCheeseVersions.map((game) => [game.rulesVersion, game] as const))(
  'Big Cheese %s bots',
  (_, game) => {
    const { careful, random } = botsOf(game);

    it('the careful bot wins clearly more than its share against random players (poly, 4 players)', () => {
      const rate = measureWinRate(game, config(game, 4, {}), careful, random, 200);
      expect(rate.winRate).toBeGreaterThan(rate.fairShare + 0.2);
    });

    it('the careful bot beats random in d6 with 3 players too', () => {
      const rate = measureWinRate(game, config(game, 3, { scoring: 'd6' }), careful, random, 120);
      expect(rate.winRate).toBeGreaterThan(rate.fairShare + 0.2);
    });
  },
);
