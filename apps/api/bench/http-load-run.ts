/**
 * The play phase of the HTTP load benchmark, shared by http-load.ts and boardgameio.ts: starts
 * the real server (startServer, in this process) on the given database, signs players up with API
 * tokens, sets up the games, lets `clients` concurrent clients play them all to the end over REST
 * and verifies every finished game's export. CPU per move is measured on Postgres only (the
 * backends are read from /proc; PGlite runs inside this process, so its CPU is the Node figure).
 */
import { verifyExport } from '@tavolo/sdk/audit';
import type { DatabaseConfig } from '../src/config.ts';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/server.ts';
import { LoadRecord, call, playGame, setUpGame, signUpWithToken } from './load-client.ts';
import type { SetUpGame, Table } from './load-client.ts';
import { cpuBetween, cpuSnapshot } from './cpu.ts';
import { random, runPool } from './stats.ts';

const round = (x: number, digits: number) => Number(x.toFixed(digits));

export interface HttpLoadPlan {
  readonly games: number;
  readonly clients: number;
  readonly table: Table;
}

async function startBenchServer(database: DatabaseConfig): Promise<RunningServer> {
  return startServer(
    {
      database,
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
export async function signUpPlayers(baseUrl: string, plan: HttpLoadPlan): Promise<string[][]> {
  const tokens: string[][] = [];
  await runPool(plan.clients, plan.clients, async (client) => {
    const seats: string[] = [];
    for (let seat = 0; seat < plan.table.seatCount; seat += 1) {
      seats.push(await signUpWithToken(baseUrl, `bench_${client}_${seat}`));
    }
    tokens[client] = seats;
  });
  return tokens;
}

export async function setUpGames(
  baseUrl: string,
  plan: HttpLoadPlan,
  tokens: readonly string[][],
): Promise<SetUpGame[]> {
  const games: SetUpGame[] = [];
  await runPool(plan.games, plan.clients, async (index) => {
    games[index] = await setUpGame(baseUrl, plan.table, tokens[index % plan.clients] ?? []);
  });
  return games;
}

/** Every finished game's export must verify against the commitment published at creation. */
export async function verifyExports(baseUrl: string, clients: number, games: readonly SetUpGame[]) {
  const failures: { gameId: string; problem: string }[] = [];
  await runPool(games.length, clients, async (index) => {
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

/** Node CPU per move when the database runs inside this process (PGlite). */
function nodeCpuPerMove(before: NodeJS.CpuUsage, wallMs: number, moves: number) {
  const { user, system } = process.cpuUsage(before);
  const nodeMs = (user + system) / 1000;
  return {
    nodeCores: Number((nodeMs / wallMs).toFixed(2)),
    postgresBackendCores: null,
    nodeCpuMsPerMove: Number((nodeMs / Math.max(1, moves)).toFixed(3)),
    postgresCpuMsPerMove: null,
  };
}

export async function runHttpLoad(database: DatabaseConfig, plan: HttpLoadPlan) {
  const server = await startBenchServer(database);
  try {
    const setupStarted = performance.now();
    const tokens = await signUpPlayers(server.url, plan);
    const games = await setUpGames(server.url, plan, tokens);
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const record = new LoadRecord();
    const cpuBefore = database.driver === 'postgres' ? await cpuSnapshot(database.url) : undefined;
    const processBefore = process.cpuUsage();
    const statementsBefore = server.database.statements.count;
    const playStarted = performance.now();
    await runPool(games.length, plan.clients, async (index) => {
      const game = games[index];
      if (game !== undefined) await playGame(server.url, game, random(1000 + index), record);
    });
    const playMs = performance.now() - playStarted;
    // Every statement the server sent while the games were played, its after-commit work's too
    // (BEGIN and COMMIT are not counted: test/statement-counts.int.test.ts counts transactions).
    const statementsPerMove = round(
      (server.database.statements.count - statementsBefore) / Math.max(1, record.accepted),
      2,
    );
    const cpu =
      database.driver === 'postgres' && cpuBefore !== undefined
        ? cpuBetween(cpuBefore, await cpuSnapshot(database.url), record.accepted)
        : nodeCpuPerMove(processBefore, playMs, record.accepted);
    const exports = await verifyExports(server.url, plan.clients, record.finishedGames);
    return { setupSeconds, record, playSeconds: playMs / 1000, cpu, statementsPerMove, exports };
  } finally {
    await server.close();
  }
}
