/**
 * Graceful shutdown (issue 15 item 10), on the real thing: `node src/main.ts` as a child process.
 * With a long-poll waiting and a GraphQL subscription open, SIGTERM must answer the long-poll
 * (304: ask again), close the websocket with 1012 "Service Restart" (graphql-ws clients retry on
 * it) and exit 0 as soon as that is done, not when the grace runs out — and the data is intact
 * for the next process. Requests that come on kept-alive connections during the drain are refused
 * in the error table's shape.
 */
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/server.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { Received, socketClient } from './graphql-client.ts';
import { TEST_HTTP_CONFIG } from './http.ts';
import { ServerProcess, databaseEnvironment } from './server-process.ts';
import {
  NOTHING_TIMES_OUT,
  SUBSCRIBE_STATE,
  expectStoppedBeforeTheGrace,
  gameWaitingForAnn,
  liveSubscribers,
} from './shutdown-fixture.ts';

/** Waits until `server` holds a connection (getConnections answers on a later tick). */
async function untilConnected(server: RunningServer): Promise<void> {
  for (let count = 0; count === 0;) {
    // Let the server accept it: a loop of getConnections alone would never let the event loop
    // reach the socket.
    await new Promise((resolve) => setTimeout(resolve, 20));
    count = await new Promise<number>((resolve, reject) => {
      server.app.server.getConnections((error, n) => {
        if (error === null) resolve(n);
        else reject(error);
      });
    });
  }
}

/** A raw socket to `server`, with everything it receives until the server closes it. */
function rawSocket(url: string): { socket: Socket; closed: Promise<string> } {
  const { port } = new URL(url);
  const socket = connect(Number(port), '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  const closed = new Promise<string>((resolve) => {
    socket.once('close', () => {
      resolve(received);
    });
  });
  return { socket, closed };
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
    // A waiting long-poll would otherwise hold the close for its whole minute, and the kept-alive
    // connection it came on for the keep-alive timeout: the grace and the timeouts are beyond
    // this test's timeout, so that only the draining can answer it and close it in time.
    server = await ServerProcess.start({
      ...databaseEnvironment(testDatabase.config),
      ...NOTHING_TIMES_OUT,
      TAVOLO_METRICS_PORT: '0',
    });
    const { url, metricsUrl } = server;
    if (metricsUrl === undefined) throw new Error('no metrics listener');
    const { gameId, etag } = await gameWaitingForAnn(url);

    const { client, closeCodes } = socketClient(url);
    const received = new Received<{ gameState: { version: number } }>(client, SUBSCRIBE_STATE, {
      gameId,
    });
    await received.until((r) => r.results.length === 1);

    // On a kept-alive connection that only the server may close (fetch would close it itself
    // when idle a few seconds): the keep-alive timeout is an hour, so it must end with the 304.
    const poll = rawSocket(url);
    poll.socket.write(
      `GET /api/v1/games/${gameId}/state?wait=60 HTTP/1.1\r\nHost: tavolo\r\n` +
        `If-None-Match: ${etag}\r\n\r\n`,
    );
    // In flight once the server holds it: the subscription and the long-poll, as it counts them.
    await liveSubscribers(metricsUrl, 2, 1);

    server.signal('SIGTERM');
    const [head = ''] = (await poll.closed).split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 304 Not Modified');
    expect(head).toContain(`\r\netag: ${etag}`);
    expect(head.toLowerCase()).toContain('\r\nconnection: close');
    expect(await server.exited).toBe(0);
    expectStoppedBeforeTheGrace(server.output);
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
    const { socket, closed } = rawSocket(server.url);
    socket.write('GET /health HTTP/1.1\r\nHost: tavolo\r\n');
    await untilConnected(server);
    await server.close();
    await closed;
  }, 180_000);

  it('refuses a request that arrives during the drain in the error table’s shape', async () => {
    const server = await startServer({
      database: { driver: 'pglite-memory' },
      http: { ...TEST_HTTP_CONFIG, shutdownGraceMs: 3_600_000 },
      availability: { readyTimeoutMs: 1_000, retryAfterSeconds: 7 },
    });
    // A request begun before the close: its connection is busy, so the close keeps it open.
    const { socket, closed } = rawSocket(server.url);
    socket.write('GET /health HTTP/1.1\r\nHost: tavolo\r\n');
    await untilConnected(server);
    const closing = server.close();
    // The server stops listening after its close hooks, the draining's first among them.
    while (server.app.server.listening) await new Promise((resolve) => setTimeout(resolve, 20));
    socket.write('\r\n');
    const [head = '', body = ''] = (await closed).split('\r\n\r\n');
    await closing;
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 503 Service Unavailable');
    expect(head.toLowerCase()).toContain('\r\nretry-after: 7');
    expect(head.toLowerCase()).toContain('\r\nconnection: close');
    expect(JSON.parse(body)).toEqual({
      code: 'SERVER_STOPPING',
      message: expect.stringContaining('stopping') as string,
    });
  }, 180_000);
});
