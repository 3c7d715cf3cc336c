import { describe, expect, it } from 'vitest';
import { measureWinRate, playBotGame, playout, testSeed } from '../../testing/index.ts';
import type { GoldenFixture } from '../../testing/index.ts';
import { randomBonAppetitBot } from './bots.ts';
import { bonAppetit } from './index.ts';

function config(seatCount: number, input: unknown = {}) {
  const options = bonAppetit.parseOptions(input, seatCount);
  if (!options.ok) throw new Error(options.error.message);
  return { seatCount, options: options.value };
}

describe('Bon Appétit! bots', () => {
  it.each([2, 3, 4, 5, 6])('%i random bots (who can only reveal) finish a game', (n) => {
    const outcome = playBotGame(
      bonAppetit,
      config(n),
      Array.from({ length: n }, () => randomBonAppetitBot),
      testSeed(n),
    );
    expect(outcome.scores).toHaveLength(n);
    expect(outcome.winners.length).toBeGreaterThan(0);
  });

  it('with no decisions, every seat wins about its fair share (no heuristic can do better)', () => {
    const rate = measureWinRate(
      bonAppetit,
      config(4),
      randomBonAppetitBot,
      randomBonAppetitBot,
      200,
    );
    expect(rate.winRate).toBeGreaterThan(rate.fairShare - 0.1);
    expect(rate.winRate).toBeLessThan(rate.fairShare + 0.1);
  });
});

describe('a whole seeded game', () => {
  it('replays as a golden fixture (4 players, seats 1 and 3 reveal automatically)', async () => {
    const seed = testSeed(4);
    const game = config(4, { auto_reveal: [1, 3] });
    const played = playout(bonAppetit, game, { seed });
    expect(played.finished).toBe(true);
    const fixture: GoldenFixture = {
      name: 'ba-seeded-4p-auto',
      description: 'A whole 4-player game from a seed; seats 1 and 3 reveal automatically',
      game: bonAppetit.id,
      rulesVersion: bonAppetit.rulesVersion,
      seatCount: game.seatCount,
      options: game.options,
      seed,
      setup: played.setup,
      steps: played.steps.map(({ actor, command, events }) => ({ actor, command, events })),
    };
    await expect(`${JSON.stringify(fixture, null, 2)}\n`).toMatchFileSnapshot(
      './fixtures/ba-seeded-4p-auto.json',
    );
  });
});
