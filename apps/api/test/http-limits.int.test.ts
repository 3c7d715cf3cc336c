/**
 * The HTTP server's limits against slow and greedy clients, on a real listening server with
 * short timeouts: a body that trickles forever and headers that never end are answered 408 and
 * closed; an address holding its cap of sockets has the next one closed while the others work;
 * and a websocket outlives the request timeout, still streaming.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { DEFAULT_HTTP_LIMITS } from '../src/config.ts';
import type { GameState } from '../src/index.ts';
import { GraphqlClient, Received, socketClient } from './graphql-client.ts';
import { SUBMIT, humanGame, submitVariables } from './graphql-fixture.ts';
import { useServer } from './http.ts';
import { RawSocket } from './raw-socket.ts';

const CAP = 3;
const SHORT = 1_000;

const HEADERS_ONLY = 'POST /api/v1/auth/sign-in HTTP/1.1\r\nHost: x\r\n';
const SLOW_BODY =
  'POST /api/v1/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
  'Content-Length: 1000\r\n\r\n{';
const HEALTH = 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n';

describe('HTTP limits', () => {
  const fixture = useServer('pglite', {
    limits: {
      ...DEFAULT_HTTP_LIMITS,
      requestTimeoutMs: SHORT,
      headersTimeoutMs: SHORT,
      maxSocketsPerAddress: CAP,
    },
  });
  const sockets: RawSocket[] = [];
  const open = async () => {
    const socket = new RawSocket(fixture().url);
    sockets.push(socket);
    await socket.connected;
    return socket;
  };
  /** Resolves once the server's count of open sockets satisfies `done` (polled, 15 s at most). */
  const serverSockets = async (done: (count: number) => boolean) => {
    const deadline = Date.now() + 15_000;
    const { server } = fixture().server.app;
    for (;;) {
      const count = await new Promise<number>((resolve, reject) => {
        server.getConnections((error, open) => {
          if (error === null) resolve(open);
          else reject(error);
        });
      });
      if (done(count)) return;
      if (Date.now() > deadline) throw new Error(`the server still holds ${String(count)} sockets`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.destroy();
  });

  it('answers 408 and closes a socket whose body never finishes', { timeout: 30_000 }, async () => {
    const socket = await open();
    socket.write(SLOW_BODY);
    socket.trickle(100);
    await socket.closed;
    expect(socket.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a socket whose headers never end', { timeout: 30_000 }, async () => {
    const socket = await open();
    socket.write(HEADERS_ONLY);
    await socket.closed;
    expect(socket.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it(
    `closes an address's socket beyond ${CAP} while the first ${CAP} work`,
    { timeout: 30_000 },
    async () => {
      await serverSockets((count) => count === 0); // the earlier tests' sockets are gone
      const first = [];
      for (let index = 0; index < CAP; index += 1) {
        const socket = await open();
        // Answered before the next opens: the server has counted it.
        expect(await socket.request(HEALTH)).toBe(200);
        first.push(socket);
      }
      const extra = await open();
      extra.write(HEALTH);
      await extra.closed;
      expect(extra.received).toBe('');
      for (const socket of first) expect(await socket.request(HEALTH)).toBe(200);
      // A place freed is a place taken again, once the server has seen the socket close.
      first[0]?.destroy();
      await serverSockets((count) => count < CAP);
      const again = await open();
      expect(await again.request(HEALTH)).toBe(200);
    },
  );
});

// Without the cap: the HTTP client keeps sockets alive in its pool besides the websocket.
describe('HTTP limits and websockets', () => {
  const { maxSocketsPerAddress: _uncapped, ...uncapped } = DEFAULT_HTTP_LIMITS;
  const fixture = useServer('pglite', {
    limits: { ...uncapped, requestTimeoutMs: SHORT, headersTimeoutMs: SHORT },
  });
  const clients: Client[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => Promise.resolve(client.dispose())));
  });

  it('keeps streaming a websocket past the request timeout', { timeout: 60_000 }, async () => {
    const { url } = fixture();
    const [ann, bob] = await Promise.all([
      new GraphqlClient(url).signUp(),
      new GraphqlClient(url).signUp(),
    ]);
    const players = [ann, bob];
    const gameId = await humanGame('cheesonomics', players);
    const token = await ann.createToken(['read']);
    const { client } = socketClient(url, {
      connectionParams: { authorization: `Bearer ${token}` },
    });
    clients.push(client);
    const received = new Received<{ gameState: GameState }>(
      client,
      'subscription ($gameId: ID!) { gameState(gameId: $gameId) { version activeSeats legalCommands } }',
      { gameId },
    );
    await received.until((r) => r.results.length === 1);
    // A request timeout has run its course on another socket since the websocket opened.
    const slow = new RawSocket(url);
    slow.write(HEADERS_ONLY);
    await slow.closed;
    expect(slow.received).toMatch(/^HTTP\/1\.1 408/);
    const state = received.results[0]?.gameState;
    const seat = state?.activeSeats[0] ?? 0;
    const own = await fixture().server.service.play.state(gameId, { kind: 'seat', seat });
    await players[seat]?.ok(SUBMIT, submitVariables(gameId, own.version, own.legalCommands[0]));
    await received.until((r) => r.results.length === 2);
    expect(received.results[1]?.gameState.version).toBe(own.version + 1);
  });
});
