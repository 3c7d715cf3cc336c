/**
 * How many moves a second does the real server take over HTTP, and how close is that to what the
 * database alone could append? Starts the server (startServer, in this process) on a scratch
 * Postgres database, signs players up and gives each an API token, sets up the games, then lets
 * concurrent clients play them all to the end over REST — each move one or two state reads (as
 * the seat that must act) and a submit, every seat a person — timing each request client-side.
 * Then, in the same run, the raw append rate of the same database at the same concurrency, and
 * the CPU the Node process and the Postgres backends spent per move; then the same on PGlite in
 * this process (one connection: its raw rate is sequential appends). Prints one line of JSON.
 *
 *   TAVOLO_BENCH_DATABASE_URL   the Postgres server (default postgres://postgres@127.0.0.1:5432/postgres);
 *                               a scratch database is created beside that one and dropped after
 *   TAVOLO_BENCH_GAMES=500 TAVOLO_BENCH_CLIENTS=16 TAVOLO_BENCH_RAW_APPENDS=20000   the defaults
 *   TAVOLO_BENCH_ENGINE=bon-appetit TAVOLO_BENCH_SEATS=2                         the table
 *   TAVOLO_BENCH_PGLITE_GAMES=100 BENCH_RAW_APPENDS=1000   the PGlite run (0 games: no PGlite run)
 *
 * Without a reachable Postgres it prints `{ "skipped": true, … }` and exits 0. A run where a
 * request failed, a move went missing or an export did not verify prints its figures and exits 1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { DEFAULT_POSTGRES_POOL_SIZE } from '../src/config.ts';
import { openDatabase } from '../src/index.ts';
import type { Table } from './load-client.ts';
import { loadAverage } from './cpu.ts';
import { runHttpLoad } from './http-load-run.ts';
import { measureConcurrentRawAppends, measureRawAppends } from './raw-appends.ts';
import { intFromEnv, latencyStats } from './stats.ts';
import { BENCH_DATABASE_URL, createScratchPostgres, skipWithoutPostgres } from './targets.ts';

const BENCHMARK = 'api-http-load';
const GAMES = intFromEnv('TAVOLO_BENCH_GAMES', 500);
/** 0: no PGlite run. */
const PGLITE_GAMES =
  process.env['TAVOLO_BENCH_PGLITE_GAMES'] === '0'
    ? 0
    : intFromEnv('TAVOLO_BENCH_PGLITE_GAMES', 100);
const CLIENTS = intFromEnv('TAVOLO_BENCH_CLIENTS', 16);
const RAW_APPENDS = intFromEnv('TAVOLO_BENCH_RAW_APPENDS', 20_000);
const TABLE: Table = {
  engine: process.env['TAVOLO_BENCH_ENGINE'] ?? 'bon-appetit',
  seatCount: intFromEnv('TAVOLO_BENCH_SEATS', 2),
  options: {},
};
/** postgres.js's pool size in the server (openPostgres's default). */
const SERVER_POOL = DEFAULT_POSTGRES_POOL_SIZE;

const round = (x: number, digits = 1) => Number(x.toFixed(digits));

async function postgresVersion(url: string): Promise<string> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const [row] = await sql<{ server_version: string }[]>`show server_version`;
    return row?.server_version ?? 'unknown';
  } finally {
    await sql.end({ timeout: 1 });
  }
}

function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGiB: round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
  };
}

/**
 * The same load on PGlite in this process, and PGlite's own append rate on the same data
 * directory afterwards (one connection, so sequential appends are its ceiling).
 */
async function runPglite() {
  if (PGLITE_GAMES === 0) return null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tavolo-http-load-'));
  try {
    const plan = { games: PGLITE_GAMES, clients: CLIENTS, table: TABLE };
    const { record, playSeconds, cpu, statementsPerMove, exports } = await runHttpLoad(
      { driver: 'pglite', dataDir },
      plan,
    );
    const database = await openDatabase({ driver: 'pglite', dataDir }, { warn: () => undefined });
    const rawAppends = await measureRawAppends(database).finally(() => database.close());
    const movesPerSecond = record.accepted / playSeconds;
    return {
      games: record.gamesFinished,
      moves: record.accepted,
      errors: record.errors,
      errorSamples: record.errorSamples,
      movesPerSecond: round(movesPerSecond),
      rawAppendsPerSecond: rawAppends.appendsPerSecond,
      httpMovesPerRawAppend: round(movesPerSecond / rawAppends.appendsPerSecond, 3),
      submit: latencyStats(record.submitMs),
      cpu,
      statementsPerMove,
      exports,
      rawAppends,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await skipWithoutPostgres(BENCHMARK);

const loadAtStart = loadAverage();
const scratch = await createScratchPostgres(BENCH_DATABASE_URL);
try {
  const { setupSeconds, record, playSeconds, cpu, statementsPerMove, exports } = await runHttpLoad(
    { driver: 'postgres', url: scratch.url },
    { games: GAMES, clients: CLIENTS, table: TABLE },
  );
  const rawAppends = await measureConcurrentRawAppends(scratch.url, CLIENTS, RAW_APPENDS);
  const pglite = await runPglite();
  const movesPerSecond = record.accepted / playSeconds;
  const submit = latencyStats(record.submitMs);
  console.log(
    JSON.stringify({
      benchmark: BENCHMARK,
      date: new Date().toISOString(),
      machine: {
        ...machine(),
        postgres: await postgresVersion(scratch.url),
        loadAverage1m: { atStart: loadAtStart, atEnd: loadAverage() },
      },
      server: `in-process startServer, postgres.js pool of ${SERVER_POOL}, cheap argon2id, rate limits raised`,
      table: TABLE,
      clients: CLIENTS,
      games: record.gamesFinished,
      moves: record.accepted,
      errors: record.errors,
      movesPerSecond: round(movesPerSecond),
      submitLatencyMs: submit && {
        p50: submit.p50Ms,
        p90: submit.p90Ms,
        p99: submit.p99Ms,
        max: submit.maxMs,
      },
      rawAppendsPerSecond: rawAppends.appendsPerSecond,
      httpMovesPerRawAppend: round(movesPerSecond / rawAppends.appendsPerSecond, 3),
      play: {
        wallSeconds: round(playSeconds, 2),
        gamesFinished: record.gamesFinished,
        moves: record.accepted,
        movesPerGame: round(record.accepted / Math.max(1, record.gamesFinished)),
        conflicts: record.conflicts,
        errors: record.errors,
        errorSamples: record.errorSamples,
        stateReads: record.readMs.length,
        requestsPerSecond: round((record.readMs.length + record.submitMs.length) / playSeconds),
        submit,
        stateRead: latencyStats(record.readMs),
        cpu,
        statementsPerMove,
      },
      setup: {
        seconds: round(setupSeconds, 2),
        note: 'sign-ups + API tokens, then create, join every seat and start each game',
      },
      exports,
      rawAppends,
      pglite,
      note:
        'latencies are client-side (node:http request to parsed body); movesPerSecond = accepted submits / ' +
        'play wall time; raw appends: one log-shaped INSERT per transaction, same database',
    }),
  );
  // Throughput of a server that loses or refuses moves is no figure: fail the run.
  const pgliteFailed =
    pglite !== null &&
    (pglite.errors > 0 || pglite.exports.failed.length > 0 || pglite.games !== PGLITE_GAMES);
  if (
    record.errors > 0 ||
    exports.failed.length > 0 ||
    record.gamesFinished !== GAMES ||
    pgliteFailed
  ) {
    process.exitCode = 1;
  }
} finally {
  await scratch.dispose();
}
