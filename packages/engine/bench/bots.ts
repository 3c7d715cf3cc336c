/**
 * Each game's bots against random players, as the registry lists them (GameModule.bots): every
 * bot but the random one takes every seat in turn against random bots on fixed seeds, at every
 * table size and main variant, under every published rules version. Prints JSON: the win rate,
 * the fair share 1/seats, and the edge (win rate ÷ fair share; 1 is no better than random).
 *
 *   pnpm --filter @tavolo/engine bench                      (after the engine throughput bench)
 *   BENCH_BOT_GAMES=400 node packages/engine/bench/bots.ts
 *
 * Bon Appétit! has no decisions to make, so it lists only its random bot and appears in no case.
 */
import { RANDOM_BOT_ID, botById, gameVersions } from '../src/index.ts';
import type { AnyGameModule, Bot } from '../src/index.ts';
import { measureWinRate } from '../src/testing/index.ts';

const gamesPerCase = Number(process.env['BENCH_BOT_GAMES'] ?? '200');

/** The tables measured per game: every seat count with default options, and the main variants. */
const TABLES: Readonly<Record<string, readonly { seats: number; options: object }[]>> = {
  'big-cheese': [
    { seats: 3, options: {} },
    { seats: 4, options: {} },
    { seats: 5, options: {} },
    { seats: 6, options: {} },
    { seats: 3, options: { scoring: 'd6' } },
    { seats: 4, options: { scoring: 'no_luck' } },
  ],
  'big-shot': [
    { seats: 2, options: {} },
    { seats: 3, options: {} },
    { seats: 4, options: {} },
    { seats: 4, options: { hidden_money: true } },
  ],
  cheesonomics: [
    { seats: 2, options: {} },
    { seats: 3, options: {} },
    { seats: 4, options: {} },
    { seats: 5, options: {} },
    { seats: 3, options: { flavour: 'sharp' } },
    { seats: 5, options: { flavour: 'sharp' } },
  ],
};

const round = (value: number): number => Number(value.toFixed(3));

function measure(
  game: AnyGameModule,
  bot: Bot<unknown, unknown>,
  random: Bot<unknown, unknown>,
  table: { seats: number; options: object },
) {
  const parsed = game.parseOptions(table.options, table.seats);
  if (!parsed.ok) throw new Error(`${game.id}: ${parsed.error.message}`);
  const config = { seatCount: table.seats, options: parsed.value };
  const rate = measureWinRate(game, config, bot, random, gamesPerCase);
  return {
    game: game.id,
    rulesVersion: game.rulesVersion,
    bot: bot.id,
    seats: table.seats,
    options: table.options,
    games: rate.games,
    winRate: round(rate.winRate),
    fairShare: round(rate.fairShare),
    edge: round(rate.winRate / rate.fairShare),
  };
}

const results = gameVersions.flatMap((game) => {
  const random = botById(game.bots, RANDOM_BOT_ID);
  if (random === undefined) throw new Error(`${game.id} has no random bot`);
  const candidates = game.bots.filter((bot) => bot.id !== RANDOM_BOT_ID);
  return candidates.flatMap((bot) =>
    (TABLES[game.id] ?? []).map((table) => measure(game, bot, random, table)),
  );
});
console.log(JSON.stringify({ benchmark: 'bots-vs-random', gamesPerCase, results }, null, 2));
