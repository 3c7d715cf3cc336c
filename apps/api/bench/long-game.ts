/**
 * Does a move cost the same at move 3,000 as at move 10? One long game of The Big Cheese (d6
 * scoring, target 10000) driven by random legal moves through the GameService, timing each
 * submit; plus the cost of the one replay a cache miss pays, and the raw append rate of the same
 * database (one log-sized INSERT per transaction) for scale. Prints one line of JSON.
 *
 *   node bench/long-game.ts                          PGlite in a temporary data directory, and
 *                                                    Postgres in a scratch database when the
 *                                                    server of TAVOLO_BENCH_DATABASE_URL (default
 *                                                    postgres://postgres@127.0.0.1:5432/postgres)
 *                                                    answers
 *   TAVOLO_TEST_DATABASE_URL=postgres://… node …     Postgres: a scratch database beside that one
 *   DATABASE_URL=postgres://… node …                 Postgres: that database itself
 *   BENCH_MOVES=3100 BENCH_WINDOW=50                 the defaults
 */
import os from 'node:os';
import { GameService } from '../src/index.ts';
import type { Database } from '../src/index.ts';
import { measureRawAppends } from './raw-appends.ts';
import { openBenchDatabases } from './targets.ts';
import type { BenchTarget } from './targets.ts';

const TOTAL_MOVES = Number(process.env['BENCH_MOVES'] ?? '3100');
const WINDOW = Number(process.env['BENCH_WINDOW'] ?? '50');
const EARLY = 10;
const LATE = 3000;
const OPTIONS = { scoring: 'd6', target: 10_000 };

interface Stats {
  readonly samples: number;
  readonly meanMs: number;
  readonly p50Ms: number;
  readonly p90Ms: number;
  readonly maxMs: number;
}

/** Latency statistics, or null when the game ended before the window. */
function stats(values: readonly number[]): Stats | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (x: number) => Number(x.toFixed(3));
  return {
    samples: sorted.length,
    meanMs: round(sorted.reduce((sum, x) => sum + x, 0) / sorted.length),
    p50Ms: round(at(0.5)),
    p90Ms: round(at(0.9)),
    maxMs: round(at(1)),
  };
}

/** A small deterministic PRNG (mulberry32), so every run plays the same kind of game. */
function random(seed: number): (bound: number) => number {
  let a = seed >>> 0;
  return (bound) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * bound);
  };
}

async function startLongGame(service: GameService): Promise<string> {
  const game = await service.lobby.createGame({
    engine: 'big-cheese',
    seatCount: 3,
    options: OPTIONS,
  });
  for (let seat = 0; seat < 3; seat += 1) {
    const player = await service.lobby.registerPlayer(`Bench ${seat}`);
    await service.lobby.join(game.gameId, { seat, playerId: player.id });
  }
  await service.lobby.start(game.gameId);
  return game.gameId;
}

/** Plays random legal moves; returns each submit's duration by move number (1-based). */
async function play(service: GameService, gameId: string, moves: number): Promise<number[]> {
  const pick = random(42);
  const durations: number[] = [];
  for (let move = 1; move <= moves; move += 1) {
    const { activeSeats, status } = await service.play.state(gameId, { kind: 'spectator' });
    const seat = activeSeats[0];
    if (status === 'finished' || seat === undefined) break;
    const { version, legalCommands } = await service.play.state(gameId, { kind: 'seat', seat });
    const command = legalCommands[pick(legalCommands.length)];
    const started = performance.now();
    await service.play.submit(gameId, seat, {
      expectedVersion: version,
      commandId: `m${move}`,
      command,
    });
    durations.push(performance.now() - started);
  }
  return durations;
}

/** A move by a process that has never seen the game: one replay of the whole log, then cached. */
async function coldMove(warm: GameService, database: Database, gameId: string): Promise<number> {
  const { activeSeats } = await warm.play.state(gameId, { kind: 'spectator' });
  const seat = activeSeats[0] ?? 0;
  const { version, legalCommands } = await warm.play.state(gameId, { kind: 'seat', seat });
  const cold = new GameService(database.db);
  const started = performance.now();
  await cold.play.submit(gameId, seat, {
    expectedVersion: version,
    commandId: 'cold',
    command: legalCommands[0],
  });
  return performance.now() - started;
}

async function benchTarget(target: BenchTarget) {
  const database = await target.open();
  try {
    const service = new GameService(database.db);
    const gameId = await startLongGame(service);
    const started = performance.now();
    const durations = await play(service, gameId, TOTAL_MOVES);
    const seconds = (performance.now() - started) / 1000;
    const early = stats(durations.slice(EARLY - 1, EARLY - 1 + WINDOW));
    const late = stats(durations.slice(LATE - 1, LATE - 1 + WINDOW));
    return {
      driver: target.driver,
      movesPlayed: durations.length,
      [`submitAtMove${EARLY}`]: early,
      [`submitAtMove${LATE}`]: late,
      lateToEarlyP50Ratio:
        early === null || late === null ? null : Number((late.p50Ms / early.p50Ms).toFixed(2)),
      coldSubmitAfterAllMovesMs: Number((await coldMove(service, database, gameId)).toFixed(1)),
      drivenMovesPerSecond: Number((durations.length / seconds).toFixed(1)),
      rawAppends: await measureRawAppends(database),
    };
  } finally {
    await database.close();
    await target.dispose();
  }
}

const targets = await openBenchDatabases();
const results = [];
for (const target of targets) results.push(await benchTarget(target));
console.log(
  JSON.stringify({
    benchmark: 'api-long-game',
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    game: { engine: 'big-cheese', seats: 3, options: OPTIONS },
    window: WINDOW,
    note: 'submit latency (ms) over the moves [n, n + window); driver moves also read state twice',
    results,
  }),
);
