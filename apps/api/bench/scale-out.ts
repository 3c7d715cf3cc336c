/**
 * How far more API processes on the same machine carry the move rate (issue 19, item 9): the
 * HTTP load of http-load.ts — 16 clients playing Bon Appétit over REST, every finished game's
 * export verified — against one and two real API processes (`node src/main.ts`, the Dockerfile's
 * command, configured through the environment like compose does) on one Postgres, the two
 * reached directly (each game's requests to one process) and through Debian's Caddy running
 * infra/Caddyfile (round robin: a game's moves land on both processes). Each layout gets a fresh
 * scratch database; the raw append rate of the same Postgres at the same concurrency is measured
 * in the same run. CPU per move is read from /proc for every API process, Caddy, the Postgres
 * backends and this process (the clients). Prints one line of JSON.
 *
 *   TAVOLO_BENCH_GAMES=200 TAVOLO_BENCH_CLIENTS=16 TAVOLO_BENCH_RAW_APPENDS=20000   the defaults
 *
 * Without a reachable Postgres it prints `{ "skipped": true, … }` and exits 0; without Caddy it
 * leaves the proxied layout out and says so. A run where a request failed, a move went missing or
 * an export did not verify prints its figures and exits 1.
 */
import os from 'node:os';
import type { Table } from './load-client.ts';
import { LoadRecord, playGame } from './load-client.ts';
import { cpuBetween, cpuSnapshot, loadAverage, processCpuMs } from './cpu.ts';
import { setUpGames, signUpPlayers, verifyExports } from './http-load-run.ts';
import { measureConcurrentRawAppends } from './raw-appends.ts';
import { intFromEnv, latencyStats, random, runPool } from './stats.ts';
import { BENCH_DATABASE_URL, createScratchPostgres, skipWithoutPostgres } from './targets.ts';
import { CADDY_AVAILABLE, CaddyProcess } from '../test/caddy-proxy.ts';
import { freePort } from '../test/free-port.ts';
import { ServerProcess } from '../test/server-process.ts';

const BENCHMARK = 'api-scale-out';
const GAMES = intFromEnv('TAVOLO_BENCH_GAMES', 200);
const CLIENTS = intFromEnv('TAVOLO_BENCH_CLIENTS', 16);
const RAW_APPENDS = intFromEnv('TAVOLO_BENCH_RAW_APPENDS', 20_000);
const TABLE: Table = { engine: 'bon-appetit', seatCount: 2, options: {} };

interface Layout {
  readonly processes: number;
  readonly proxy: 'none' | 'caddy';
}

const LAYOUTS: readonly Layout[] = [
  { processes: 1, proxy: 'none' },
  { processes: 2, proxy: 'none' },
  ...(CADDY_AVAILABLE ? [{ processes: 2, proxy: 'caddy' } as const] : []),
];

const round = (x: number, digits = 1) => Number(x.toFixed(digits));

/** What infra/compose.yaml gives the api service, with the per-caller budgets out of the way. */
function apiEnvironment(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    TAVOLO_TRUST_PROXY: '1',
    TAVOLO_SECURE_COOKIES: '0',
    TAVOLO_LOG_REQUESTS: '0',
    // Each bench client plays ~20 moves a second as one account: not what is measured.
    TAVOLO_REQUESTS_PER_MINUTE: '100000000',
    TAVOLO_AUTH_ATTEMPTS_PER_MINUTE: '1000000',
  };
}

/** CPU ms so far of the given processes (those /proc cannot tell count as 0). */
function cpuMsOf(pids: readonly (number | undefined)[]): number {
  let total = 0;
  for (const pid of pids) total += pid === undefined ? 0 : (processCpuMs(pid) ?? 0);
  return total;
}

async function runLayout(layout: Layout) {
  const scratch = await createScratchPostgres(BENCH_DATABASE_URL);
  const servers: ServerProcess[] = [];
  let caddy: CaddyProcess | undefined;
  try {
    const environment = apiEnvironment(scratch.url);
    for (let index = 0; index < layout.processes; index += 1) {
      // One after another: the first applies the migrations, the others find them applied.
      servers.push(await ServerProcess.start(environment));
    }
    if (layout.proxy === 'caddy') {
      const upstreams = servers.map((server) => new URL(server.url).host);
      caddy = await CaddyProcess.start(await freePort(), upstreams);
    }
    const entries = caddy === undefined ? servers.map((server) => server.url) : [caddy.url];
    const first = entries[0] ?? '';
    const plan = { games: GAMES, clients: CLIENTS, table: TABLE };
    const tokens = await signUpPlayers(first, plan);
    const games = await setUpGames(first, plan, tokens);

    const record = new LoadRecord();
    const apiPids = servers.map((server) => server.pid);
    const before = {
      snapshot: await cpuSnapshot(scratch.url),
      api: cpuMsOf(apiPids),
      caddy: cpuMsOf([caddy?.pid]),
    };
    const started = performance.now();
    await runPool(games.length, CLIENTS, async (index) => {
      const game = games[index];
      const entry = entries[index % entries.length] ?? first;
      if (game !== undefined) await playGame(entry, game, random(1000 + index), record);
    });
    const wallMs = performance.now() - started;
    const after = {
      snapshot: await cpuSnapshot(scratch.url),
      api: cpuMsOf(apiPids),
      caddy: cpuMsOf([caddy?.pid]),
    };
    const exports = await verifyExports(first, CLIENTS, record.finishedGames);

    // This process is the clients; the backends are the database's (cpu.ts).
    const shared = cpuBetween(before.snapshot, after.snapshot, record.accepted);
    const perMove = (ms: number) => round(ms / Math.max(1, record.accepted), 3);
    const cores = (ms: number) => round(ms / wallMs, 2);
    const api = after.api - before.api;
    const proxy = after.caddy - before.caddy;
    return {
      ...layout,
      movesPerSecond: round(record.accepted / (wallMs / 1000)),
      games: record.gamesFinished,
      moves: record.accepted,
      conflicts: record.conflicts,
      errors: record.errors,
      errorSamples: record.errorSamples,
      submit: latencyStats(record.submitMs),
      cpuMsPerMove: {
        apiProcesses: perMove(api),
        caddy: caddy === undefined ? null : perMove(proxy),
        postgresBackends: shared.postgresCpuMsPerMove,
        benchClients: shared.nodeCpuMsPerMove,
      },
      cores: {
        apiProcesses: cores(api),
        caddy: caddy === undefined ? null : cores(proxy),
        postgresBackends: shared.postgresBackendCores,
        benchClients: shared.nodeCores,
      },
      exports,
    };
  } finally {
    await caddy?.stop();
    for (const server of servers) {
      server.signal('SIGTERM');
      await server.exited;
    }
    await scratch.dispose();
  }
}

async function rawAppendRate() {
  const scratch = await createScratchPostgres(BENCH_DATABASE_URL);
  try {
    return await measureConcurrentRawAppends(scratch.url, CLIENTS, RAW_APPENDS);
  } finally {
    await scratch.dispose();
  }
}

await skipWithoutPostgres(BENCHMARK);
const loadAtStart = loadAverage();
const layouts = [];
for (const layout of LAYOUTS) layouts.push(await runLayout(layout));
const rawAppends = await rawAppendRate();
const oneProcess = layouts[0]?.movesPerSecond ?? 0;
console.log(
  JSON.stringify({
    benchmark: BENCHMARK,
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      node: process.version,
      loadAverage1m: { atStart: loadAtStart, atEnd: loadAverage() },
    },
    clients: CLIENTS,
    games: GAMES,
    table: TABLE,
    caddy: CADDY_AVAILABLE ? 'infra/Caddyfile, loopback upstreams' : 'missing: layout left out',
    rawAppendsPerSecond: rawAppends.appendsPerSecond,
    layouts: layouts.map((layout) => ({
      ...layout,
      movesPerRawAppend: round(layout.movesPerSecond / rawAppends.appendsPerSecond, 3),
      perOneProcess: round(layout.movesPerSecond / Math.max(1, oneProcess), 2),
    })),
    note:
      'API processes are `node src/main.ts` children on one scratch Postgres each layout; the ' +
      "clients (node:http keep-alive) run in this process; 'none' sends each game's requests to " +
      "one process, 'caddy' every request through the proxy's round robin",
  }),
);
// Throughput of servers that lose or refuse moves is no figure: fail the run.
if (
  layouts.some(
    (layout) => layout.errors > 0 || layout.exports.failed.length > 0 || layout.games !== GAMES,
  )
) {
  process.exitCode = 1;
}
