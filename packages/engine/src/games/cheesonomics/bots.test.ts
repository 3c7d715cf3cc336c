import { describe, expect, it } from 'vitest';
import { measureWinRate, playBotGame, testSeed } from '../../testing/index.ts';
import { cheesonomicsHeuristicBot, cheesonomicsRandomBot } from './bots.ts';
import { cheesonomics, cheesonomicsVersions } from './index.ts';
import type { CheesonomicsGame } from './index.ts';

function config(seatCount: number, input: object, game: CheesonomicsGame = cheesonomics) {
  const options = game.parseOptions(input, seatCount);
  if (!options.ok) throw new Error(options.error.message);
  return { seatCount, options: options.value };
}

describe('Cheesonomics bots', () => {
  it('the heuristic bot wins clearly more than its share against random players (Mild, 4 players)', () => {
    const rate = measureWinRate(
      cheesonomics,
      config(4, {}),
      cheesonomicsHeuristicBot,
      cheesonomicsRandomBot,
      100,
    );
    expect(rate.winRate).toBeGreaterThan(rate.fairShare + 0.5);
  });

  for (const game of cheesonomicsVersions) {
    it(`the heuristic bot beats random in Sharp with 3 players too (${game.rulesVersion})`, () => {
      const rate = measureWinRate(
        game,
        config(3, { flavour: 'sharp' }, game),
        cheesonomicsHeuristicBot,
        cheesonomicsRandomBot,
        60,
      );
      expect(rate.winRate).toBeGreaterThan(rate.fairShare + 0.5);
    });

    it(`heuristic bots alone finish whole Sharp games, 2 to 5 players (${game.rulesVersion})`, () => {
      for (const seats of [2, 3, 4, 5]) {
        const bots = Array.from({ length: seats }, () => cheesonomicsHeuristicBot);
        for (let n = 0; n < 5; n += 1) {
          const outcome = playBotGame(
            game,
            config(seats, { flavour: 'sharp' }, game),
            bots,
            testSeed(n),
          );
          expect(outcome.winners.length).toBeGreaterThan(0);
        }
      }
    });
  }
});
