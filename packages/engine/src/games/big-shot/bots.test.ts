import { describe, expect, it } from 'vitest';
import { measureWinRate, playBotGame, testSeed } from '../../testing/index.ts';
import { bigShotHeuristicBot, bigShotRandomBot } from './bots.ts';
import { bigShot } from './index.ts';
import type { BigShotOptions } from './options.ts';

function config(seatCount: number, options: Partial<BigShotOptions> = {}) {
  const parsed = bigShot.parseOptions(options, seatCount);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { seatCount, options: parsed.value };
}

/** Fixed seeded games (the kit rotates the candidate through every seat); deterministic. */
const MATCHES = [
  { name: '4 players', config: config(4), games: 100 },
  { name: '3 players with the dummy', config: config(3), games: 60 },
  { name: '2 players, two colours each', config: config(2), games: 60 },
  { name: 'hidden money, 4 players', config: config(4, { hidden_money: true }), games: 60 },
];

describe('Big Shot bots', () => {
  it('the random bot finishes games in every seat count', () => {
    for (const seatCount of [2, 3, 4]) {
      const bots = Array.from({ length: seatCount }, () => bigShotRandomBot);
      const outcome = playBotGame(bigShot, config(seatCount), bots, testSeed(seatCount));
      expect(outcome.scores).toHaveLength(seatCount);
    }
  });

  for (const match of MATCHES) {
    it(`the heuristic beats random clearly: ${match.name}`, () => {
      const rate = measureWinRate(
        bigShot,
        match.config,
        bigShotHeuristicBot,
        bigShotRandomBot,
        match.games,
      );
      console.info(`big-shot heuristic vs random, ${match.name}: ${JSON.stringify(rate)}`);
      // A clear margin: at least twice the fair share with 3–4 seats, 3 in 4 games head to head.
      expect(rate.winRate).toBeGreaterThanOrEqual(Math.min(2 * rate.fairShare, 0.75));
    });
  }
});
