/**
 * Engine throughput: complete random games per second and commands per second, for every
 * registered game at its smallest and largest table with default options. Prints JSON.
 *
 *   pnpm --filter @tavolo/engine bench          (or `pnpm bench` at the root)
 *   BENCH_SECONDS=5 pnpm --filter @tavolo/engine bench
 */
import { performance } from 'node:perf_hooks';
import { games } from '../src/index.ts';
import type { AnyGameModule } from '../src/index.ts';
import { playout, testSeed } from '../src/testing/index.ts';

const secondsPerCase = Number(process.env['BENCH_SECONDS'] ?? '2');

interface CaseResult {
  readonly game: string;
  readonly seats: number;
  readonly games: number;
  readonly moves: number;
  readonly seconds: number;
  readonly gamesPerSecond: number;
  readonly movesPerSecond: number;
  readonly movesPerGame: number;
}

function benchCase(game: AnyGameModule, seats: number): CaseResult {
  const options = game.parseOptions({}, seats);
  if (!options.ok) throw new Error(`${game.id}: ${options.error.message}`);
  const config = { seatCount: seats, options: options.value };
  let played = 0;
  let moves = 0;
  const start = performance.now();
  while (performance.now() - start < secondsPerCase * 1000) {
    const result = playout(game, config, { seed: testSeed(played + 1) });
    moves += result.steps.length;
    played += 1;
  }
  const seconds = (performance.now() - start) / 1000;
  return {
    game: game.id,
    seats,
    games: played,
    moves,
    seconds: Number(seconds.toFixed(3)),
    gamesPerSecond: Number((played / seconds).toFixed(1)),
    movesPerSecond: Math.round(moves / seconds),
    movesPerGame: Math.round(moves / played),
  };
}

const results = games.flatMap((game) =>
  [...new Set([game.seatLimits.min, game.seatLimits.max])].map((seats) => benchCase(game, seats)),
);
console.log(
  JSON.stringify(
    { benchmark: 'engine-random-playouts', node: process.version, secondsPerCase, results },
    null,
    2,
  ),
);
