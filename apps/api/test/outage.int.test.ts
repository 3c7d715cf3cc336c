/**
 * A database outage under a running server (issue 15), on a Postgres cluster of the test's own
 * (own-postgres.ts; the shared server is never stopped). While Postgres is down every request
 * that needs it answers 503 DATABASE_UNAVAILABLE with Retry-After within a bound, REST and
 * GraphQL alike; /health stays 200 and /ready says 503. Once it is back, /ready is 200, moves
 * work (a move refused during the outage is retried with its commandId and applied once), and a
 * live watcher receives both a move made afterwards and a move another process committed while
 * this server's LISTEN was down.
 *
 * The server's role is denied login across the restart, so that the other process can commit its
 * move while the server certainly cannot LISTEN yet; letting the role in again is the moment the
 * server's database comes back, from which the watcher's delay is measured.
 */
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config.ts';
import { GameService, openDatabase } from '../src/index.ts';
import type { Database, GameState, SubmitResult } from '../src/index.ts';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/server.ts';
import { GraphqlClient, Received, socketClient } from './graphql-client.ts';
import { RestClient, TEST_APP_SETTINGS, TEST_HASHING } from './http.ts';
import type { Reply } from './http.ts';
import { playMove } from './live-moves.ts';
import { OWN_POSTGRES_AVAILABLE, startOwnPostgres } from './own-postgres.ts';
import type { OwnPostgres } from './own-postgres.ts';

/** Far above the configured bound (about 2 s) and far below the 31 s hangs of the issue. */
const ANSWER_BOUND_MS = 15_000;
/** How late a watcher may hear of a change once the database is back (issue: 12.9 s). */
const LIVE_LAG_BOUND_MS = 10_000;
const SERVER_ROLE = 'tavolo_server';

const timed = async <T>(request: () => Promise<T>): Promise<{ value: T; ms: number }> => {
  const started = performance.now();
  const value = await request();
  return { value, ms: performance.now() - started };
};

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function fetchWithin(url: string, init: RequestInit = {}): Promise<Response> {
  // Never hang the test: the unfixed server took up to 31 s.
  return fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
}

function expectUnavailable(reply: Reply, ms: number): void {
  expect({ status: reply.status, body: reply.body }).toMatchObject({
    status: 503,
    body: { code: 'DATABASE_UNAVAILABLE', message: expect.any(String) as unknown },
  });
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(ms).toBeLessThan(ANSWER_BOUND_MS);
}

describe.skipIf(!OWN_POSTGRES_AVAILABLE)('a database outage [own Postgres]', () => {
  let pg: OwnPostgres | undefined;
  let admin: postgres.Sql | undefined;
  let server: RunningServer | undefined;
  let other: Database | undefined;

  beforeAll(async () => {
    pg = await startOwnPostgres();
    admin = postgres(pg.url, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create role ${SERVER_ROLE} superuser login`);
    const serverUrl = new URL(pg.url);
    serverUrl.username = SERVER_ROLE;
    const config = parseConfig({
      DATABASE_URL: serverUrl.toString(),
      PORT: '0',
      TAVOLO_DB_CONNECT_TIMEOUT_MS: '2000',
      TAVOLO_DB_RETRY_AFTER_SECONDS: '3',
    });
    server = await startServer(config, {
      app: TEST_APP_SETTINGS,
      accounts: { hashing: TEST_HASHING },
    });
    other = await openDatabase({ driver: 'postgres', url: pg.url });
  });

  afterAll(async () => {
    await server?.close();
    await other?.close();
    await admin?.end({ timeout: 1 });
    await pg?.dispose();
  });

  it('answers 503 while Postgres is down, and recovers with live updates', async () => {
    if (pg === undefined || admin === undefined || server === undefined || other === undefined)
      throw new Error('setup');
    const { url } = server;
    const ann = await new RestClient(url).signUp();
    const bob = await new RestClient(url).signUp();
    const created = await ann.post<{ gameId: string }>('/games', {
      engine: 'bon-appetit',
      seatCount: 2,
    });
    const { gameId } = created.body;
    expect((await ann.put(`/games/${gameId}/seats/0`)).status).toBe(200);
    expect((await bob.put(`/games/${gameId}/seats/1`)).status).toBe(200);
    expect((await ann.post(`/games/${gameId}/start`)).status).toBe(200);
    const seats = [ann, bob];
    const spectator = new RestClient(url);
    const before = (await spectator.get<GameState>(`/games/${gameId}/state`)).body;
    const mover = seats[before.activeSeats[0] ?? -1];
    if (mover === undefined) throw new Error('nobody to move');
    const mine = (await mover.get<GameState>(`/games/${gameId}/state`)).body;

    // A watcher on a websocket, open across the outage.
    const { client: socket } = socketClient(url);
    const watcher = new Received<{ gameState: { version: number } }>(
      socket,
      'subscription ($gameId: ID!) { gameState(gameId: $gameId, asSpectator: true) { version } }',
      { gameId },
    );
    await watcher.until((received) => received.results.length > 0, 30_000);
    const seen = () => watcher.results.map((result) => result.gameState.version);

    // The outage. The server's role may not log in once Postgres is back (see above).
    await admin.unsafe(`alter role ${SERVER_ROLE} nologin`);
    await pg.stop();

    const read = await timed(() => spectator.get(`/games/${gameId}/state`));
    expectUnavailable(read.value, read.ms);
    const commandId = randomUUID();
    const move = {
      expectedVersion: mine.version,
      commandId,
      command: mine.legalCommands[0],
    };
    const sent = await timed(() => mover.post(`/games/${gameId}/commands`, move));
    expectUnavailable(sent.value, sent.ms);
    const listed = await timed(() => spectator.get('/games'));
    expectUnavailable(listed.value, listed.ms);
    // A longer outage: each failed attempt lengthened postgres.js' own pause before the next one
    // (to 10–20 s), so requests came to hang; the pause is capped now, so each still answers soon.
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const again = await timed(() => spectator.get(`/games/${gameId}/state`));
      expectUnavailable(again.value, again.ms);
    }

    const graphql = new GraphqlClient(url);
    const query = await timed(() =>
      graphql.send('query ($id: ID!) { game(id: $id) { gameId } }', { id: gameId }),
    );
    expect(query.value.errors?.[0]?.extensions.code).toBe('DATABASE_UNAVAILABLE');
    expect(query.ms).toBeLessThan(ANSWER_BOUND_MS);

    // A subscription asked for now is refused with the same code (the one open stays open).
    const { client: lateSocket } = socketClient(url);
    const late = new Received<{ gameState: { version: number } }>(
      lateSocket,
      'subscription ($gameId: ID!) { gameState(gameId: $gameId, asSpectator: true) { version } }',
      { gameId },
    );
    await late.until((received) => received.errors !== undefined, 30_000);
    expect(late.errors?.[0]?.extensions.code).toBe('DATABASE_UNAVAILABLE');
    await lateSocket.dispose();

    const health = await fetchWithin(`${url}/health`);
    expect(health.status).toBe(200);
    const notReady = await timed(() => fetchWithin(`${url}/ready`));
    expect(notReady.value.status).toBe(503);
    expect(notReady.ms).toBeLessThan(ANSWER_BOUND_MS);
    expect(await notReady.value.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: { status: 'fail' }, feed: { status: 'fail' } },
    });

    // Postgres is back, but not for this server yet: another process moves meanwhile.
    await pg.start();
    const otherService = new GameService(other.db);
    let theirs: SubmitResult | undefined;
    await until(async () => {
      theirs = await playMove(otherService, gameId).catch(() => undefined);
      return theirs !== undefined;
    }, 60_000);
    await otherService.stop();
    if (theirs === undefined) throw new Error('the other process could not move');
    expect(theirs.version).toBe(mine.version + 1);
    expect((await fetchWithin(`${url}/ready`)).status).toBe(503);

    // The server's database is back.
    await admin.unsafe(`alter role ${SERVER_ROLE} login`);
    const backAt = performance.now();
    await watcher.until(() => seen().includes(theirs?.version ?? -1), 60_000);
    expect(performance.now() - backAt).toBeLessThan(LIVE_LAG_BOUND_MS);
    await until(async () => (await fetchWithin(`${url}/ready`)).status === 200, 60_000);
    const ready: unknown = await (await fetchWithin(`${url}/ready`)).json();
    expect(ready).toMatchObject({
      status: 'ok',
      checks: { database: { status: 'ok' }, feed: { status: 'ok' } },
    });

    // Moves work again: the seat to move now sends a move and the watcher gets it at once.
    const now = (await spectator.get<GameState>(`/games/${gameId}/state`)).body;
    const next = seats[now.activeSeats[0] ?? -1];
    if (next === undefined) throw new Error('nobody to move');
    const view = (await next.get<GameState>(`/games/${gameId}/state`)).body;
    const accepted = await next.post<SubmitResult>(`/games/${gameId}/commands`, {
      expectedVersion: view.version,
      commandId: randomUUID(),
      command: view.legalCommands[0],
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.version).toBe(theirs.version + 1);
    await watcher.until(() => seen().includes(accepted.body.version), 30_000);

    // The move refused during the outage was never applied: sent again it is stale, once.
    const retried = await mover.post(`/games/${gameId}/commands`, move);
    expect(retried.status).toBe(409);
    const rows = await admin<{ count: string }[]>`
      select count(*) from log where command_id = ${commandId}`;
    expect(rows[0]?.count).toBe('0');

    watcher.stop();
    await socket.dispose();
  }, 300_000);
});
