/**
 * Heuristic bots against random players: each game's heuristic bot takes every seat in turn
 * against random bots on fixed seeds. Prints JSON (win rate and the fair share 1/seats).
 * Bon Appétit! has no decisions to make, so it has no heuristic bot.
 */
import { bigCheeseHeuristicBot, bigCheeseRandomBot } from '../src/games/big-cheese/bots.ts';
import { bigShotHeuristicBot, bigShotRandomBot } from '../src/games/big-shot/bots.ts';
import { cheesonomicsHeuristicBot, cheesonomicsRandomBot } from '../src/games/cheesonomics/bots.ts';
import { bigCheese, bigShot, cheesonomics } from '../src/index.ts';
import type { Bot, GameModule } from '../src/index.ts';
import { measureWinRate } from '../src/testing/index.ts';

const games = Number(process.env['BENCH_BOT_GAMES'] ?? '200');

function rate<S, C, E, O, V>(
  game: GameModule<S, C, E, O, V>,
  seatCount: number,
  options: object,
  bots: { heuristic: Bot<V, C>; random: Bot<V, C> },
) {
  const parsed = game.parseOptions(options, seatCount);
  if (!parsed.ok) throw new Error(`${game.id}: ${parsed.error.message}`);
  const config = { seatCount, options: parsed.value };
  const result = measureWinRate(game, config, bots.heuristic, bots.random, games);
  return { game: game.id, seats: seatCount, options, ...result };
}

const bc = { heuristic: bigCheeseHeuristicBot, random: bigCheeseRandomBot };
const bs = { heuristic: bigShotHeuristicBot, random: bigShotRandomBot };
const ch = { heuristic: cheesonomicsHeuristicBot, random: cheesonomicsRandomBot };

const results = [
  rate(bigCheese, 4, {}, bc),
  rate(bigCheese, 3, { scoring: 'd6' }, bc),
  rate(bigCheese, 6, {}, bc),
  rate(bigShot, 4, {}, bs),
  rate(bigShot, 2, {}, bs),
  rate(cheesonomics, 4, {}, ch),
  rate(cheesonomics, 3, { flavour: 'sharp' }, ch),
];
console.log(
  JSON.stringify({ benchmark: 'heuristic-vs-random', gamesPerCase: games, results }, null, 2),
);
