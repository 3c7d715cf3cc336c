import { describe, expect, it } from 'vitest';
import { botById } from '../../kernel/index.ts';
import { measureWinRate, playBotGame, testSeed } from '../../testing/index.ts';
import { cheesonomicsVersions } from './index.ts';
import type { CheesonomicsGame } from './index.ts';

function config(game: CheesonomicsGame, seatCount: number, input: object) {
  const options = game.parseOptions(input, seatCount);
  if (!options.ok) throw new Error(options.error.message);
  return { seatCount, options: options.value };
}

/** The game's own bots, as the server and the CLI find them (GameModule.bots). */
function botsOf(game: CheesonomicsGame) {
  const greedy = botById(game.bots, 'greedy');
  const random = botById(game.bots, 'random');
  if (greedy === undefined || random === undefined) throw new Error('bots missing');
  return { greedy, random };
}

/** Fixed seeded games (the kit rotates the candidate through every seat); deterministic. */
for (const game of cheesonomicsVersions) {
  describe(`Cheesonomics bots, rules ${game.rulesVersion}`, () => {
    const { greedy, random } = botsOf(game);

    it('the greedy bot wins clearly more than its share against random players (Mild, 4 players)', () => {
      const rate = measureWinRate(game, config(game, 4, {}), greedy, random, 100);
      expect(rate.winRate).toBeGreaterThan(rate.fairShare + 0.5);
    });

    it('the greedy bot beats random in Sharp with 3 players too', () => {
      const rate = measureWinRate(game, config(game, 3, { flavour: 'sharp' }), greedy, random, 60);
      expect(rate.winRate).toBeGreaterThan(rate.fairShare + 0.5);
    });

    it('greedy bots alone finish whole Sharp games, 2 to 5 players', () => {
      for (const seats of [2, 3, 4, 5]) {
        const bots = Array.from({ length: seats }, () => greedy);
        for (let n = 0; n < 5; n += 1) {
          const outcome = playBotGame(
            game,
            config(game, seats, { flavour: 'sharp' }),
            bots,
            testSeed(n),
          );
          expect(outcome.winners.length).toBeGreaterThan(0);
        }
      }
    });
  });
}
