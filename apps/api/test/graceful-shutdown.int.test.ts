/**
 * Graceful shutdown (issue 15 item 10), on the real thing: `node src/main.ts` as a child process.
 * With a long-poll waiting and a GraphQL subscription open, SIGTERM must answer the long-poll
 * (304: ask again), close the websocket with 1012 "Service Restart" (graphql-ws clients retry on
 * it) and exit 0 — and the data is intact for the next process.
 */
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../src/server.ts';
import type { GameState } from '../src/index.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { Received, socketClient } from './graphql-client.ts';
import { RestClient, TEST_HTTP_CONFIG } from './http.ts';
import { parseSamples, sampleSum } from './metrics-text.ts';
import { ServerProcess, databaseEnvironment } from './server-process.ts';

const SUBSCRIBE = `subscription ($gameId: ID!) {
  gameState(gameId: $gameId, asSpectator: true) { version status }
}`;

/** A game of Ann (seat 0) and a server bot, read until it waits for Ann. */
async function gameWaitingForAnn(url: string): Promise<{ gameId: string; etag: string }> {
  const ann = await new RestClient(url).signUp();
  const created = await ann.post<{ gameId: string }>('/games', {
    engine: 'bon-appetit',
    seatCount: 2,
  });
  expect(created.status).toBe(201);
  const { gameId } = created.body;
  expect((await ann.put(`/games/${gameId}/seats/0`)).status).toBe(200);
  expect((await ann.put(`/games/${gameId}/seats/1/bot`)).status).toBe(200);
  expect((await ann.post(`/games/${gameId}/start`)).status).toBe(200);
  const spectator = new RestClient(url);
  for (;;) {
    const reply = await spectator.get<GameState>(`/games/${gameId}/state?wait=5`);
    const { activeSeats } = reply.body;
    // Only a move by Ann can change the game now, and nobody here makes one.
    if (activeSeats.length > 0 && !activeSeats.includes(1)) {
      return { gameId, etag: reply.headers.get('etag') ?? '' };
    }
  }
}

/**
 * Waits (scraping the server's metrics) until it holds `count` live subscribers: here one
 * subscription on the one websocket, and one long-poll.
 */
async function liveSubscribers(metricsUrl: string, count: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const samples = parseSamples(await (await fetch(metricsUrl)).text());
    if (sampleSum(samples, 'tavolo_live_subscribers') === count) {
      expect(sampleSum(samples, 'tavolo_websockets_open')).toBe(1);
      return;
    }
    if (Date.now() > deadline) throw new Error(`never ${String(count)} live subscribers`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeOnDatabases('graceful shutdown', (driver) => {
  let testDatabase: TestDatabase | undefined;
  let server: ServerProcess | undefined;

  afterEach(async () => {
    await server?.kill();
    await testDatabase?.dispose();
  });

  it('answers the long-poll, closes websockets with 1012 and exits 0 on SIGTERM', async () => {
    testDatabase = await createTestDatabase(driver);
    // A waiting long-poll would otherwise hold the close for its whole minute: the grace is
    // generous, so that only the draining can answer it in time.
    server = await ServerProcess.start({
      ...databaseEnvironment(testDatabase.config),
      TAVOLO_SHUTDOWN_GRACE_SECONDS: '120',
      TAVOLO_METRICS_PORT: '0',
    });
    const { url, metricsUrl } = server;
    if (metricsUrl === undefined) throw new Error('no metrics listener');
    const { gameId, etag } = await gameWaitingForAnn(url);

    const { client, closeCodes } = socketClient(url);
    const received = new Received<{ gameState: { version: number } }>(client, SUBSCRIBE, {
      gameId,
    });
    await received.until((r) => r.results.length === 1);

    const poll = fetch(`${url}/api/v1/games/${gameId}/state?wait=60`, {
      headers: { 'if-none-match': etag },
    });
    // In flight once the server holds it: the subscription and the long-poll, as it counts them.
    await liveSubscribers(metricsUrl, 2);

    server.signal('SIGTERM');
    const answer = await poll;
    expect(answer.status).toBe(304);
    expect(answer.headers.get('etag')).toBe(etag);
    expect(await server.exited).toBe(0);
    await received.until((r) => r.errors !== undefined);
    expect(closeCodes).toEqual([1012]);
    await client.dispose();

    // The next process opens the same data: nothing was lost, nothing left locked.
    server = await ServerProcess.start(databaseEnvironment(testDatabase.config));
    const again = await fetch(`${server.url}/api/v1/games/${gameId}/state`);
    expect(again.headers.get('etag')).toBe(etag);
    server.signal('SIGINT');
    expect(await server.exited).toBe(0);
  }, 180_000);
});

describe('graceful shutdown, bounded', () => {
  it('cuts a request still in flight after the grace instead of waiting for it', async () => {
    const server = await startServer({
      database: { driver: 'pglite-memory' },
      http: { ...TEST_HTTP_CONFIG, shutdownGraceMs: 200 },
    });
    // A request whose headers never end: Node would wait for it up to its headersTimeout (60 s).
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    const ended = new Promise<void>((resolve) => {
      socket.once('close', () => {
        resolve();
      });
    });
    socket.write('GET /health HTTP/1.1\r\nHost: tavolo\r\n');
    for (let count = 0; count === 0;) {
      // Let the server accept it (getConnections answers on the next tick: a loop of those alone
      // would never let the event loop reach the socket).
      await new Promise((resolve) => setTimeout(resolve, 20));
      count = await new Promise<number>((resolve, reject) => {
        server.app.server.getConnections((error, n) => {
          if (error === null) resolve(n);
          else reject(error);
        });
      });
    }
    await server.close();
    await ended;
  }, 180_000);
});
