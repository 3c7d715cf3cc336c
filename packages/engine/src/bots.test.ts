/**
 * Every game's bots, as the registry hands them to the server and the CLI: listed once per game
 * (the random player first, stable ids), the same list in every rules version, and each bot
 * finishes games of every published version at the smallest and largest table. (Whether a
 * heuristic bot beats random is each game's bots.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { RANDOM_BOT_ID, botById } from './kernel/index.ts';
import type { AnyGameModule, Bot } from './kernel/index.ts';
import { gameVersions, games } from './registry.ts';
import { playBotGame, testSeed } from './testing/index.ts';

/** What each game offers, by id: the server, the CLI and the web client's words rely on these. */
const EXPECTED_BOTS: Readonly<Record<string, readonly string[]>> = {
  'big-cheese': ['random', 'careful'],
  'big-shot': ['random', 'careful'],
  'bon-appetit': ['random'],
  cheesonomics: ['random', 'greedy'],
};

function defaultConfig(game: AnyGameModule, seatCount: number) {
  const options = game.parseOptions({}, seatCount);
  if (!options.ok) throw new Error(`${game.id}: ${options.error.message}`);
  return { seatCount, options: options.value };
}

describe('the bots registry', () => {
  it.each(games.map((game) => [game.id, game] as const))(
    '%s lists its bots, random first, each with a stable id and a description',
    (id, game) => {
      expect(game.bots.map((bot) => bot.id)).toEqual(EXPECTED_BOTS[id]);
      expect(game.bots[0]?.id).toBe(RANDOM_BOT_ID);
      for (const bot of game.bots) {
        expect(bot.id).toMatch(/^[a-z][a-z0-9-]*$/);
        expect(bot.description.length).toBeGreaterThan(10);
        expect(botById(game.bots, bot.id)).toBe(bot);
      }
      expect(botById(game.bots, 'grandmaster')).toBeUndefined();
    },
  );

  it('every rules version of a game lists the same bots', () => {
    for (const version of gameVersions) {
      const newest = games.find((game) => game.id === version.id);
      expect(version.bots, `${version.id} ${version.rulesVersion}`).toEqual(newest?.bots);
    }
  });
});

describe.each(gameVersions.map((game) => [`${game.id} ${game.rulesVersion}`, game] as const))(
  '%s bots',
  (_, game) => {
    const seatCounts = [...new Set([game.seatLimits.min, game.seatLimits.max])];
    it.each(game.bots.map((bot) => [bot.id, bot] as const))(
      '%s finishes games at the smallest and largest table, alone and against random',
      (__, bot: Bot<unknown, unknown>) => {
        const random = botById(game.bots, RANDOM_BOT_ID);
        if (random === undefined) throw new Error('no random bot');
        for (const seatCount of seatCounts) {
          const config = defaultConfig(game, seatCount);
          const alike = Array.from({ length: seatCount }, () => bot);
          const mixed = alike.map((b, seat) => (seat === 1 ? b : random));
          for (const [index, bots] of [alike, mixed].entries()) {
            const outcome = playBotGame(game, config, bots, testSeed(seatCount * 10 + index));
            expect(outcome.scores).toHaveLength(seatCount);
          }
        }
      },
    );
  },
);
