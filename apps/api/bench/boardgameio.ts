/**
 * Tavolo against boardgame.io 0.50.2, same machine, same run, same number of clients: first the
 * HTTP load of http-load.ts on a scratch Postgres database (16 clients playing Bon Appétit over
 * REST), then boardgame.io's server (in this process, like Tavolo's) with its in-memory storage
 * and with bgio-postgres on a second scratch database, 16 clients each playing matches of a
 * comparably simple game (one random card a move, the turn passing every move, as many moves a
 * game as Tavolo's games averaged) through boardgame.io's lobby REST API and socket.io protocol.
 * Prints one line of JSON: moves/s of each and Tavolo ÷ boardgame.io.
 *
 *   TAVOLO_BENCH_GAMES=200 TAVOLO_BENCH_CLIENTS=16 TAVOLO_BENCH_SEATS=2   the defaults
 *
 * Without a reachable Postgres it prints `{ "skipped": true, … }` and exits 0.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type * as BoardgameIoServer from 'boardgame.io/server';
import type * as BgioPostgres from 'bgio-postgres';
import { DEFAULT_POSTGRES_POOL_SIZE } from '../src/config.ts';
import type { Table } from './load-client.ts';
import { revealGame, playMatch, setUpMatch, SeatSocket } from './boardgameio-game.ts';
import type { BgioMatch } from './boardgameio-game.ts';
import { loadAverage } from './cpu.ts';
import { runHttpLoad } from './http-load-run.ts';
import { intFromEnv, latencyStats, runPool } from './stats.ts';
import { BENCH_DATABASE_URL, createScratchPostgres, skipWithoutPostgres } from './targets.ts';

const BENCHMARK = 'boardgameio-comparison';
const GAMES = intFromEnv('TAVOLO_BENCH_GAMES', 200);
const CLIENTS = intFromEnv('TAVOLO_BENCH_CLIENTS', 16);
const TABLE: Table = {
  engine: 'bon-appetit',
  seatCount: intFromEnv('TAVOLO_BENCH_SEATS', 2),
  options: {},
};
/**
 * The same pool size as Tavolo's server (its postgres.js default, config-database.ts), unless
 * `TAVOLO_BENCH_BGIO_POOL` says another (to see what the pool size does to boardgame.io).
 */
const BGIO_POOL = intFromEnv('TAVOLO_BENCH_BGIO_POOL', DEFAULT_POSTGRES_POOL_SIZE);

const round = (x: number, digits = 1) => Number(x.toFixed(digits));

async function measureTavolo(url: string) {
  const { record, playSeconds, cpu, statementsPerMove } = await runHttpLoad(
    { driver: 'postgres', url },
    { games: GAMES, clients: CLIENTS, table: TABLE },
  );
  return {
    games: record.gamesFinished,
    moves: record.accepted,
    errors: record.errors,
    movesPerSecond: round(record.accepted / playSeconds),
    movesPerGame: record.accepted / Math.max(1, record.gamesFinished),
    submit: latencyStats(record.submitMs),
    stateReads: record.readMs.length,
    cpu,
    statementsPerMove,
  };
}

type Storage = { readonly kind: 'in-memory' } | { readonly kind: 'postgres'; readonly url: string };

/**
 * Waits until the server saw every socket go and had time to store each seat's disconnection
 * (its storage must stay open until then).
 */
async function disconnectsHandled(app: object) {
  // koa-socket-2 keeps the socket.io server on the Koa app as `_io`.
  const { _io: io } = app as {
    readonly _io?: { of(name: string): { sockets: Map<string, unknown> } };
  };
  const namespace = io?.of(revealGame.name ?? '');
  for (let waited = 0; waited < 5000 && (namespace?.sockets.size ?? 0) > 0; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/**
 * boardgame.io's server with the given storage, `GAMES` matches of `length` moves set up through
 * its lobby, then played by `CLIENTS` clients (two sockets each, one a seat, reused from match
 * to match as a boardgame.io client does on `updateMatchID`).
 */
async function measureBoardgameIo(storage: Storage, length: number) {
  // boardgame.io logs every request and each server start unless NODE_ENV is production, and
  // reads it when its modules load: set it for them only, after Tavolo's run.
  process.env['NODE_ENV'] = 'production';
  // boardgame.io's entry points are CommonJS directories (server/package.json), which Node's ESM
  // resolver refuses: load them the way CommonJS does.
  const require = createRequire(import.meta.url);
  const { Server } = require('boardgame.io/server') as typeof BoardgameIoServer;
  const { PostgresStore } = require('bgio-postgres') as typeof BgioPostgres;
  const db =
    storage.kind === 'postgres'
      ? new PostgresStore(storage.url, { logging: false, pool: { max: BGIO_POOL } })
      : undefined;
  const server = Server({
    games: [revealGame],
    // Browsers only: the clients here are Node sockets, but an unset list prints a warning.
    origins: ['http://127.0.0.1'],
    ...(db === undefined ? {} : { db }),
  });
  const running = await server.run(0);
  const baseUrl = `http://127.0.0.1:${(running.appServer.address() as AddressInfo).port}`;
  const sockets = Array.from({ length: CLIENTS }, () =>
    Array.from({ length: TABLE.seatCount }, () => new SeatSocket(baseUrl)),
  );
  try {
    const matches: BgioMatch[] = [];
    await runPool(GAMES, CLIENTS, async (index) => {
      matches[index] = await setUpMatch(baseUrl, TABLE.seatCount, length);
    });
    const moveMs: number[] = [];
    let moves = 0;
    let gamesFinished = 0;
    let errors = 0;
    const errorSamples: string[] = [];
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await runPool(GAMES, CLIENTS, async (index, worker) => {
      const match = matches[index];
      const seats = sockets[worker];
      if (match === undefined || seats === undefined) return;
      try {
        const played = await playMatch(match, seats);
        moves += played.moves;
        moveMs.push(...played.moveMs);
        gamesFinished += 1;
      } catch (error) {
        errors += 1;
        if (errorSamples.length < 5) errorSamples.push(String(error));
      }
    });
    const wallMs = performance.now() - started;
    const { user, system } = process.cpuUsage(cpuBefore);
    return {
      storage: storage.kind === 'postgres' ? `bgio-postgres, pool of ${BGIO_POOL}` : 'in-memory',
      games: gamesFinished,
      moves,
      errors,
      errorSamples,
      movesPerSecond: round(moves / (wallMs / 1000)),
      move: latencyStats(moveMs),
      nodeCpuMsPerMove: round((user + system) / 1000 / Math.max(1, moves), 3),
    };
  } finally {
    for (const seats of sockets) for (const socket of seats) socket.close();
    await disconnectsHandled(server.app);
    server.kill(running);
    await db?.sequelize.close();
  }
}

await skipWithoutPostgres(BENCHMARK);

const loadAtStart = loadAverage();
const tavoloDatabase = await createScratchPostgres(BENCH_DATABASE_URL);
const bgioDatabase = await createScratchPostgres(BENCH_DATABASE_URL);
try {
  const tavolo = await measureTavolo(tavoloDatabase.url);
  const length = Math.round(tavolo.movesPerGame);
  const inMemory = await measureBoardgameIo({ kind: 'in-memory' }, length);
  const withPostgres = await measureBoardgameIo(
    { kind: 'postgres', url: bgioDatabase.url },
    length,
  );
  console.log(
    JSON.stringify({
      benchmark: BENCHMARK,
      date: new Date().toISOString(),
      loadAverage1m: { atStart: loadAtStart, atEnd: loadAverage() },
      clients: CLIENTS,
      games: GAMES,
      movesPerGame: length,
      tavolo: { ...tavolo, movesPerGame: round(tavolo.movesPerGame) },
      boardgameIo: { version: '0.50.2', inMemory, postgres: withPostgres },
      tavoloPerBoardgameIo: {
        inMemory: round(tavolo.movesPerSecond / inMemory.movesPerSecond, 2),
        postgres: round(tavolo.movesPerSecond / withPostgres.movesPerSecond, 2),
      },
      note:
        'every server in this process with its clients; Tavolo: REST, Postgres, a state read ' +
        'when the turn passes; boardgame.io: lobby REST + socket.io, a move is counted when the ' +
        "mover's socket receives the state that applied it (boardgame.io broadcasts before it " +
        'stores; the next move of a match waits for the store in its per-match queue)',
    }),
  );
  if (tavolo.errors > 0 || inMemory.errors > 0 || withPostgres.errors > 0) process.exitCode = 1;
} finally {
  await tavoloDatabase.dispose();
  await bgioDatabase.dispose();
}
