/**
 * Audit throughput: how fast `assembleExport` builds and `verifyExport` checks complete games of
 * every registered game at its smallest and largest table. Prints JSON.
 *
 *   pnpm --filter @tavolo/sdk bench        (or `pnpm bench` at the root)
 *   BENCH_GAMES=20 pnpm --filter @tavolo/sdk bench
 */
import { performance } from 'node:perf_hooks';
import { games } from '@tavolo/engine';
import type { AnyGameModule } from '@tavolo/engine';
import { assembleExport, verifyExport } from '../src/audit/index.ts';
import { playSampleGame } from '../src/testing/index.ts';

const gamesPerCase = Number(process.env['BENCH_GAMES'] ?? '8');

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

function benchCase(game: AnyGameModule, seatCount: number) {
  let entries = 0;
  let bytes = 0;
  let assembleMs = 0;
  let verifyMs = 0;
  for (let seed = 1; seed <= gamesPerCase; seed += 1) {
    const { input } = playSampleGame({ game, seatCount, options: {}, seed });
    const assembled = timed(() => assembleExport(input));
    if (!assembled.value.ok) throw new Error(assembled.value.error.message);
    const text = JSON.stringify(assembled.value.value);
    const verified = timed(() => verifyExport(JSON.parse(text)));
    if (!verified.value.ok) throw new Error(verified.value.problem.message);
    entries += input.log.length;
    bytes += text.length;
    assembleMs += assembled.ms;
    verifyMs += verified.ms;
  }
  return {
    game: game.id,
    seats: seatCount,
    games: gamesPerCase,
    entriesPerGame: Math.round(entries / gamesPerCase),
    kilobytesPerExport: Math.round(bytes / gamesPerCase / 1024),
    assembleMsPerGame: Number((assembleMs / gamesPerCase).toFixed(2)),
    verifyMsPerGame: Number((verifyMs / gamesPerCase).toFixed(2)),
    verifiedEntriesPerSecond: Math.round(entries / (verifyMs / 1000)),
  };
}

const results = games.flatMap((game) =>
  [...new Set([game.seatLimits.min, game.seatLimits.max])].map((seats) => benchCase(game, seats)),
);
console.log(
  JSON.stringify(
    { benchmark: 'sdk-export-audit', node: process.version, gamesPerCase, results },
    null,
    2,
  ),
);
