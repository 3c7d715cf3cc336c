import { describe, expect, it } from 'vitest';
import { botById } from '../../kernel/index.ts';
import { measureWinRate, playBotGame, testSeed } from '../../testing/index.ts';
import type { BigShotGame } from './index.ts';
import { bigShotVersions } from './index.ts';
import type { BigShotOptions } from './options.ts';

function config(game: BigShotGame, seatCount: number, options: Partial<BigShotOptions> = {}) {
  const parsed = game.parseOptions(options, seatCount);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { seatCount, options: parsed.value };
}

/** The game's own bots, as the server and the CLI find them (GameModule.bots). */
function botsOf(game: BigShotGame) {
  const careful = botById(game.bots, 'careful');
  const random = botById(game.bots, 'random');
  if (careful === undefined || random === undefined) throw new Error('bots missing');
  return { careful, random };
}

/**
 * Fixed seeded games (the kit rotates the candidate through every seat); deterministic. Every
 * rules version is played: a stored game keeps its version, and its server bots play it.
 */
function matchesOf(game: BigShotGame) {
  const matches = [
    { name: '4 players', config: config(game, 4), games: 100 },
    { name: '3 players with the dummy', config: config(game, 3), games: 60 },
    { name: '2 players, two colours each', config: config(game, 2), games: 60 },
    { name: 'hidden money, 4 players', config: config(game, 4, { hidden_money: true }), games: 60 },
  ];
  if (game.rulesVersion === '1.0.0') return matches;
  const anyBidder = { hidden_money: true, overbid_check: 'any_bidder' } as const;
  return [
    ...matches,
    {
      name: "hidden money, 3 players, 'any_bidder'",
      config: config(game, 3, anyBidder),
      games: 60,
    },
  ];
}

for (const game of bigShotVersions) {
  describe(`Big Shot bots, rules ${game.rulesVersion}`, () => {
    const { careful, random } = botsOf(game);

    it('the random bot finishes games in every seat count, with and without hidden money', () => {
      for (const seatCount of [2, 3, 4]) {
        for (const options of [{}, { hidden_money: true }]) {
          const bots = Array.from({ length: seatCount }, () => random);
          const outcome = playBotGame(
            game,
            config(game, seatCount, options),
            bots,
            testSeed(seatCount),
          );
          expect(outcome.scores).toHaveLength(seatCount);
        }
      }
    });

    for (const match of matchesOf(game)) {
      it(`the careful bot beats random clearly: ${match.name}`, () => {
        const rate = measureWinRate(game, match.config, careful, random, match.games);
        console.info(
          `big-shot ${game.rulesVersion} careful vs random, ${match.name}: ${JSON.stringify(rate)}`,
        );
        // A clear margin: at least twice the fair share with 3–4 seats, 3 in 4 games head to head.
        expect(rate.winRate).toBeGreaterThanOrEqual(Math.min(2 * rate.fairShare, 0.75));
      });
    }
  });
}
