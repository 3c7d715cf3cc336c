/**
 * Live fan-out of one API process: how fast does a move reach N watchers, what do they cost in
 * memory, and how much do they slow play? Starts the server (startServer, in this process) on a
 * scratch Postgres database and forks bench/fan-out-clients.ts, which holds the watchers —
 * anonymous spectators — and plays the timed moves, so that this process's RSS is the server's
 * and a submit's 2xx and a state's arrival are read on one clock. Scenarios:
 *
 *   oneGame       N GraphQL subscriptions (one websocket each) on one game
 *   hundredGames  N GraphQL subscriptions spread over 100 games
 *   longPoll      N long-polls on one game (?wait with If-None-Match, again after each answer)
 *
 * Each plays MOVES moves per game, one submit after another (16 games at once), and
 * reports submit 2xx → arrival of that version per watcher and version (p50/p90/p99/max), the
 * versions delivered and skipped (a slow watcher gets the newest state only, by design) and the
 * watchers that missed their game's last version (must be 0). Then the anchor: 16 HTTP clients
 * play GAMES games to the end (as http-load.ts) alone, then GAMES more with N subscriptions
 * spread over them; the ratio of the move rates is what the watchers cost. Prints one line of
 * JSON; without Postgres `{ "skipped": true, … }` and exit 0; a missed delivery or an error exits 1.
 *
 *   TAVOLO_BENCH_WATCHERS=5000 TAVOLO_BENCH_MOVES=10 TAVOLO_BENCH_GAMES=10 TAVOLO_BENCH_CLIENTS=16
 *   TAVOLO_BENCH_SCENARIOS=oneGame,hundredGames,anchor,longPoll   the default: all (one alone
 *                               to profile it; the others are null in the JSON)
 *   TAVOLO_BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 *
 * 5,000 watchers by default, the figure: about 3 minutes on an idle 2-vCPU machine (over
 * 20 on a heavily loaded one, most of it opening watchers and the anchor's watched half). Each
 * process holds one fd per watcher (5,000: ~5,100 in the server, ~5,000 in the client process),
 * so `ulimit -n` must be above that (machine.fileDescriptors shows it).
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DEFAULT_HTTP_LIMITS } from '../src/config.ts';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/server.ts';
import { LoadRecord, playGame, setUpGame, signUpWithToken } from './load-client.ts';
import type { SetUpGame, Table } from './load-client.ts';
import type { Command, PlayReport, Reply } from './fan-out-clients.ts';
import type { WatchMode } from './fan-out-watchers.ts';
import { loadAverage } from './cpu.ts';
import { intFromEnv, random, runPool } from './stats.ts';
import type { LatencyStats } from './stats.ts';
import { BENCH_DATABASE_URL, createScratchPostgres, skipWithoutPostgres } from './targets.ts';

const BENCHMARK = 'api-fan-out';
const WATCHERS = intFromEnv('TAVOLO_BENCH_WATCHERS', 5000);
const MOVES = intFromEnv('TAVOLO_BENCH_MOVES', 10);
const GAMES = intFromEnv('TAVOLO_BENCH_GAMES', 10);
const CLIENTS = intFromEnv('TAVOLO_BENCH_CLIENTS', 16);
const SPREAD = 100;
const SCENARIO_NAMES = ['oneGame', 'hundredGames', 'anchor', 'longPoll'] as const;
type ScenarioName = (typeof SCENARIO_NAMES)[number];
const SCENARIOS = scenariosFromEnv();
const TABLE: Table = { engine: 'bon-appetit', seatCount: 2, options: {} };
const FINISH_TIMEOUT_MS = 120_000;

function scenariosFromEnv(): ReadonlySet<ScenarioName> {
  const raw = process.env['TAVOLO_BENCH_SCENARIOS'];
  if (raw === undefined || raw.trim() === '') return new Set(SCENARIO_NAMES);
  const names = raw.split(',').map((name) => name.trim());
  const known = new Set<string>(SCENARIO_NAMES);
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `TAVOLO_BENCH_SCENARIOS: unknown ${unknown.join(', ')} (${SCENARIO_NAMES.join(', ')})`,
    );
  }
  return new Set(SCENARIO_NAMES.filter((name) => names.includes(name)));
}

/** Runs `run` when the scenario is selected, else null. */
async function selected<T>(name: ScenarioName, run: () => Promise<T>): Promise<T | null> {
  return SCENARIOS.has(name) ? run() : null;
}

const round = (x: number, digits = 1) => Number(x.toFixed(digits));
const benchStarted = performance.now();
/** Progress on stderr (stdout carries the one line of JSON): a long run can be followed. */
function progress(what: string): void {
  const seconds = ((performance.now() - benchStarted) / 1000).toFixed(0);
  process.stderr.write(`[fan-out ${seconds} s] ${what}\n`);
}

// A full collection before each RSS reading, so that garbage is not counted as watchers' cost.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
function rssMiB(): number {
  collect();
  return round(process.memoryUsage().rss / 2 ** 20);
}

function startBenchServer(url: string): Promise<RunningServer> {
  // DEFAULT_HTTP_LIMITS without maxSocketsPerAddress: every watcher comes from 127.0.0.1.
  const { requestTimeoutMs, headersTimeoutMs, keepAliveTimeoutMs, idleTimeoutMs, bodyLimitBytes } =
    DEFAULT_HTTP_LIMITS;
  return startServer(
    {
      database: { driver: 'postgres', url },
      http: {
        host: '127.0.0.1',
        port: 0,
        secureCookies: false,
        trustProxy: false,
        logRequests: false,
        limits: {
          requestTimeoutMs,
          headersTimeoutMs,
          keepAliveTimeoutMs,
          idleTimeoutMs,
          bodyLimitBytes,
        },
      },
    },
    {
      app: { rateLimits: { perMinute: 100_000_000, authPerMinute: 1_000_000 } },
      accounts: { hashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 } },
    },
  );
}

/** Talks to the client process, one command at a time. */
class Clients {
  readonly #child: ChildProcess;

  constructor() {
    this.#child = fork(new URL('./fan-out-clients.ts', import.meta.url), {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }

  ask(command: Command): Promise<Reply> {
    return new Promise<Reply>((resolve, reject) => {
      const onExit = (code: number | null) => {
        reject(new Error(`the client process exited (${String(code)})`));
      };
      this.#child.once('exit', onExit);
      this.#child.once('message', (reply: Reply) => {
        this.#child.off('exit', onExit);
        resolve(reply);
      });
      this.#child.send(command);
    });
  }

  stop(): void {
    this.#child.kill();
  }
}

async function openWatchers(clients: Clients, baseUrl: string, mode: WatchMode, gameIds: string[]) {
  progress(`opening ${WATCHERS} ${mode} watchers over ${gameIds.length} games`);
  const rssBefore = rssMiB();
  const opened = await clients.ask({ kind: 'open', baseUrl, mode, gameIds, count: WATCHERS });
  if (opened.kind !== 'opened') throw new Error(`unexpected reply ${opened.kind}`);
  const rssWith = rssMiB();
  return {
    mode,
    games: gameIds.length,
    watchers: opened.watchers,
    openSeconds: opened.seconds,
    openFailed: opened.failed,
    openErrors: opened.errors,
    serverRssMiB: {
      before: rssBefore,
      withWatchers: rssWith,
      perWatcherKiB: round(((rssWith - rssBefore) * 1024) / WATCHERS, 2),
    },
  };
}

function percentiles(latency: LatencyStats | null) {
  return (
    latency && {
      p50: latency.p50Ms,
      p90: latency.p90Ms,
      p99: latency.p99Ms,
      max: latency.maxMs,
      samples: latency.samples,
    }
  );
}

function summary(report: PlayReport) {
  const { latency, latencyFromSend, ...rest } = report;
  return {
    ...rest,
    deliveryLatencyMs: percentiles(latency),
    sentToDeliveryMs: percentiles(latencyFromSend),
  };
}

async function scenario(clients: Clients, baseUrl: string, mode: WatchMode, games: SetUpGame[]) {
  const gameIds = games.map((game) => game.gameId);
  const opened = await openWatchers(clients, baseUrl, mode, gameIds);
  progress(`open in ${opened.openSeconds} s; playing ${MOVES} moves per game`);
  // The server is this process (the watchers and the mover are the forked client).
  const cpuBefore = process.cpuUsage();
  const played = await clients.ask({
    kind: 'play',
    baseUrl,
    games: games.map(({ gameId, tokens }) => ({ gameId, tokens: [...tokens] })),
    movesPerGame: MOVES,
    seed: 7,
  });
  if (played.kind !== 'played') throw new Error(`unexpected reply ${played.kind}`);
  const { user, system } = process.cpuUsage(cpuBefore);
  await clients.ask({ kind: 'close' });
  const delivered = summary(played.report);
  const serverCpuMs = (user + system) / 1000;
  const result = {
    ...opened,
    ...delivered,
    serverCpuMs: round(serverCpuMs),
    serverCpuMsPerDelivery: round(serverCpuMs / Math.max(1, delivered.deliveries), 4),
  };
  // On stderr as soon as it is known: a long run stopped later still leaves its figures.
  progress(`${mode} over ${gameIds.length} game(s): ${JSON.stringify(result)}`);
  return result;
}

/** 16 clients play `games` to the end, as http-load.ts does: accepted moves per second. */
async function playAll(baseUrl: string, games: readonly SetUpGame[]) {
  const record = new LoadRecord();
  const started = performance.now();
  await runPool(games.length, CLIENTS, async (index) => {
    const game = games[index];
    if (game !== undefined) await playGame(baseUrl, game, random(1000 + index), record);
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    games: record.gamesFinished,
    moves: record.accepted,
    errors: record.errors,
    errorSamples: record.errorSamples.slice(0, 3),
    seconds: round(seconds, 2),
    movesPerSecond: round(record.accepted / seconds),
  };
}

async function anchor(clients: Clients, baseUrl: string, alone: SetUpGame[], watched: SetUpGame[]) {
  progress(`anchor: ${CLIENTS} clients play ${alone.length} games, no watchers`);
  const withoutWatchers = await playAll(baseUrl, alone);
  const opened = await openWatchers(
    clients,
    baseUrl,
    'graphql',
    watched.map((game) => game.gameId),
  );
  progress(`anchor: ${CLIENTS} clients play ${watched.length} games, watched`);
  const played = await playAll(baseUrl, watched);
  const finished = await clients.ask({ kind: 'await-finished', timeoutMs: FINISH_TIMEOUT_MS });
  if (finished.kind !== 'finished') throw new Error(`unexpected reply ${finished.kind}`);
  await clients.ask({ kind: 'close' });
  const ratio = played.movesPerSecond / withoutWatchers.movesPerSecond;
  progress(
    `anchor: ${withoutWatchers.movesPerSecond} moves/s alone, ${played.movesPerSecond} watched`,
  );
  return {
    clients: CLIENTS,
    withoutWatchers,
    withWatchers: { ...played, ...opened, deliveries: finished.report },
    rateRatio: round(ratio, 3),
    // What the watched half asked of the process: every move pushed to its game's watchers.
    deliveriesPerSecondOfPlay: round(finished.report.deliveries / played.seconds),
    watcherCostPercent: round((1 - ratio) * 100),
  };
}

async function setUp(baseUrl: string) {
  const tokens: string[][] = [];
  await runPool(CLIENTS, CLIENTS, async (client) => {
    const seats: string[] = [];
    for (let seat = 0; seat < TABLE.seatCount; seat += 1) {
      seats.push(await signUpWithToken(baseUrl, `fan_${client}_${seat}`));
    }
    tokens[client] = seats;
  });
  const make = async (count: number) => {
    const games: SetUpGame[] = [];
    await runPool(count, CLIENTS, async (index) => {
      games[index] = await setUpGame(baseUrl, TABLE, tokens[index % CLIENTS] ?? []);
    });
    return games;
  };
  return {
    oneGame: await make(1),
    hundredGames: await make(SPREAD),
    longPoll: await make(1),
    alone: await make(GAMES),
    watched: await make(GAMES),
  };
}

function fileDescriptorLimit(): string {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((text) => text.startsWith('Max open files'));
  return line?.replace(/\s+/g, ' ').trim() ?? 'unknown';
}

async function run(databaseUrl: string) {
  const server = await startBenchServer(databaseUrl);
  const clients = new Clients();
  try {
    const setupStarted = performance.now();
    const games = await setUp(server.url);
    const setupSeconds = round((performance.now() - setupStarted) / 1000, 2);
    const oneGame = await selected('oneGame', () =>
      scenario(clients, server.url, 'graphql', games.oneGame),
    );
    const hundredGames = await selected('hundredGames', () =>
      scenario(clients, server.url, 'graphql', games.hundredGames),
    );
    const anchored = await selected('anchor', () =>
      anchor(clients, server.url, games.alone, games.watched),
    );
    const longPoll = await selected('longPoll', () =>
      scenario(clients, server.url, 'long-poll', games.longPoll),
    );
    return { setupSeconds, scenarios: { oneGame, hundredGames, longPoll }, anchor: anchored };
  } finally {
    clients.stop();
    await server.close();
  }
}

await skipWithoutPostgres(BENCHMARK);

const started = performance.now();
const loadAtStart = loadAverage();
const scratch = await createScratchPostgres(BENCH_DATABASE_URL);
try {
  const result = await run(scratch.url);
  const { scenarios, anchor: anchored } = result;
  const cpus = os.cpus();
  console.log(
    JSON.stringify({
      benchmark: BENCHMARK,
      date: new Date().toISOString(),
      machine: {
        cpus: cpus.length,
        cpuModel: cpus[0]?.model.trim() ?? 'unknown',
        node: process.version,
        fileDescriptors: fileDescriptorLimit(),
        loadAverage1m: { atStart: loadAtStart, atEnd: loadAverage() },
      },
      server:
        'in-process startServer (this process: RSS after a full GC), no socket cap, rate limits raised',
      clients: 'one forked Node process: watchers (Node WebSocket / fetch) and the timed moves',
      watchers: WATCHERS,
      movesPerGame: MOVES,
      ...result,
      wallSeconds: round((performance.now() - started) / 1000),
      note:
        'latency: submit 2xx → arrival of that version, per (watcher, version) delivered, on the ' +
        'client process clock; a watcher may skip versions (newest state only), never the last',
    }),
  );
  const all = [scenarios.oneGame, scenarios.hundredGames, scenarios.longPoll].flatMap((ran) =>
    ran === null ? [] : [ran],
  );
  const missed = all.reduce((sum, s) => sum + s.missed + s.openFailed + s.submitErrors.length, 0);
  const anchorErrors =
    anchored === null
      ? 0
      : anchored.withoutWatchers.errors +
        anchored.withWatchers.errors +
        anchored.withWatchers.deliveries.missed;
  if (missed + anchorErrors > 0) process.exitCode = 1;
} finally {
  await scratch.dispose();
}
