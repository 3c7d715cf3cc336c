/**
 * How many moves a second does the real server take over HTTP, and how close is that to what the
 * database alone could append? Starts the server (startServer, in this process) on a scratch
 * Postgres database, signs players up and gives each an API token, sets up the games, then lets
 * concurrent clients play them all to the end over REST — each move one or two state reads (as
 * the seat that must act) and a submit, every seat a person — timing each request client-side.
 * Then, in the same run, the raw append rate of the same database at the same concurrency, and
 * the CPU the Node process and the Postgres backends spent per move. Prints one line of JSON.
 *
 *   TAVOLO_BENCH_DATABASE_URL   the Postgres server (default postgres://postgres@127.0.0.1:5432/postgres);
 *                               a scratch database is created beside that one and dropped after
 *   TAVOLO_BENCH_GAMES=500 TAVOLO_BENCH_CLIENTS=16 TAVOLO_BENCH_RAW_APPENDS=20000   the defaults
 *   TAVOLO_BENCH_ENGINE=bon-appetit TAVOLO_BENCH_SEATS=2                         the table
 *
 * Without a reachable Postgres it prints `{ "skipped": true, … }` and exits 0. A run where a
 * request failed, a move went missing or an export did not verify prints its figures and exits 1.
 */
import os from 'node:os';
import postgres from 'postgres';
import { verifyExport } from '@tavolo/sdk/audit';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/server.ts';
import { LoadRecord, call, playGame, setUpGame, signUpWithToken } from './load-client.ts';
import type { SetUpGame, Table } from './load-client.ts';
import { cpuBetween, cpuSnapshot, loadAverage } from './cpu.ts';
import { measureConcurrentRawAppends } from './raw-appends.ts';
import { intFromEnv, latencyStats, random, runPool } from './stats.ts';
import { BENCH_DATABASE_URL, createScratchPostgres, skipWithoutPostgres } from './targets.ts';

const BENCHMARK = 'api-http-load';
const GAMES = intFromEnv('TAVOLO_BENCH_GAMES', 500);
const CLIENTS = intFromEnv('TAVOLO_BENCH_CLIENTS', 16);
const RAW_APPENDS = intFromEnv('TAVOLO_BENCH_RAW_APPENDS', 20_000);
const TABLE: Table = {
  engine: process.env['TAVOLO_BENCH_ENGINE'] ?? 'bon-appetit',
  seatCount: intFromEnv('TAVOLO_BENCH_SEATS', 2),
  options: {},
};
/** postgres.js's pool size in the server (openPostgres's default). */
const SERVER_POOL = 10;

const round = (x: number, digits = 1) => Number(x.toFixed(digits));

async function startBenchServer(url: string): Promise<RunningServer> {
  return startServer(
    {
      database: { driver: 'postgres', url },
      http: {
        host: '127.0.0.1',
        port: 0,
        secureCookies: false,
        trustProxy: false,
        logRequests: false,
      },
    },
    {
      app: { rateLimits: { perMinute: 100_000_000, authPerMinute: 1_000_000 } },
      // Cheap argon2id, as the tests use: sign-up cost is not what is measured.
      accounts: { hashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 } },
    },
  );
}

/** One API token per seat for each client: client c plays every game as players c.0 … c.n. */
async function signUpPlayers(baseUrl: string): Promise<string[][]> {
  const tokens: string[][] = [];
  await runPool(CLIENTS, CLIENTS, async (client) => {
    const seats: string[] = [];
    for (let seat = 0; seat < TABLE.seatCount; seat += 1) {
      seats.push(await signUpWithToken(baseUrl, `bench_${client}_${seat}`));
    }
    tokens[client] = seats;
  });
  return tokens;
}

async function setUpGames(baseUrl: string, tokens: readonly string[][]): Promise<SetUpGame[]> {
  const games: SetUpGame[] = [];
  await runPool(GAMES, CLIENTS, async (index) => {
    games[index] = await setUpGame(baseUrl, TABLE, tokens[index % CLIENTS] ?? []);
  });
  return games;
}

/** Every finished game's export must verify against the commitment published at creation. */
async function verifyExports(baseUrl: string, games: readonly SetUpGame[]) {
  const failures: { gameId: string; problem: string }[] = [];
  await runPool(games.length, CLIENTS, async (index) => {
    const game = games[index];
    if (game === undefined) return;
    const reply = await call(baseUrl, 'GET', `/games/${game.gameId}/export`);
    if (reply.status !== 200) {
      failures.push({ gameId: game.gameId, problem: `HTTP ${reply.status}` });
      return;
    }
    const report = verifyExport(reply.body, { serverSeedCommitment: game.serverSeedCommitment });
    if (!report.ok) failures.push({ gameId: game.gameId, problem: report.problem.message });
  });
  return { verified: games.length - failures.length, failed: failures.slice(0, 10) };
}

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

async function run(databaseUrl: string) {
  const server = await startBenchServer(databaseUrl);
  try {
    const setupStarted = performance.now();
    const tokens = await signUpPlayers(server.url);
    const games = await setUpGames(server.url, tokens);
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const record = new LoadRecord();
    const cpuBefore = await cpuSnapshot(databaseUrl);
    const playStarted = performance.now();
    await runPool(games.length, CLIENTS, async (index) => {
      const game = games[index];
      if (game !== undefined) await playGame(server.url, game, random(1000 + index), record);
    });
    const playSeconds = (performance.now() - playStarted) / 1000;
    const cpu = cpuBetween(cpuBefore, await cpuSnapshot(databaseUrl), record.accepted);
    const exports = await verifyExports(server.url, record.finishedGames);
    return { setupSeconds, record, playSeconds, cpu, exports };
  } finally {
    await server.close();
  }
}

await skipWithoutPostgres(BENCHMARK);

const loadAtStart = loadAverage();
const scratch = await createScratchPostgres(BENCH_DATABASE_URL);
try {
  const { setupSeconds, record, playSeconds, cpu, exports } = await run(scratch.url);
  const rawAppends = await measureConcurrentRawAppends(scratch.url, CLIENTS, RAW_APPENDS);
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
      },
      setup: {
        seconds: round(setupSeconds, 2),
        note: 'sign-ups + API tokens, then create, join every seat and start each game',
      },
      exports,
      rawAppends,
      note:
        'latencies are client-side (fetch to parsed body); movesPerSecond = accepted submits / ' +
        'play wall time; raw appends: one log-shaped INSERT per transaction, same database',
    }),
  );
  // Throughput of a server that loses or refuses moves is no figure: fail the run.
  if (record.errors > 0 || exports.failed.length > 0 || record.gamesFinished !== GAMES) {
    process.exitCode = 1;
  }
} finally {
  await scratch.dispose();
}
