/**
 * The graphql-transport-ws protocol, rule by rule as its PROTOCOL.md states it
 * (github.com/enisdenjo/graphql-ws), checked with a raw socket that breaks it on purpose:
 * close codes 4400, 4401, 4406, 4408, 4409 and 4429, ping and pong, a client's complete, and
 * errors that end an operation without a complete. Both drivers.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { DEFAULT_APP_SETTINGS } from '../src/http/app.ts';
import { describeOnDatabases } from './databases.ts';
import { useGraphqlServer } from './graphql-fixture.ts';
import { RawSocket } from './graphql-raw-socket.ts';
import type { ProtocolMessage } from './graphql-raw-socket.ts';
import { startBotGame, startHumanGame } from './play.ts';

/** Short, so that the timeout test does not wait long; long enough for a loaded machine. */
const INIT_WAIT_MS = 2_000;

const STATE = 'subscription ($gameId: ID!) { gameState(gameId: $gameId) { version status } }';

const codeOf = (message: ProtocolMessage) =>
  (message.payload as { extensions?: { code?: string } }[])[0]?.extensions?.code;

describeOnDatabases('GraphQL over graphql-transport-ws, rule by rule', (driver) => {
  const fixture = useGraphqlServer(driver, {
    graphql: { ...DEFAULT_APP_SETTINGS.graphql, connectionInitWaitMs: INIT_WAIT_MS },
  });
  const open = () => RawSocket.open(fixture().url);
  const acknowledged = () => RawSocket.acknowledged(fixture().url);
  /** A started game of people only: it moves only when told to. */
  const quietGame = async () => (await startHumanGame(fixture().service, 'big-cheese', 3)).gameId;

  it('closes with 4408 a socket that sends no connection_init in time', async () => {
    const raw = await open();
    expect(await raw.closing()).toEqual({
      code: 4408,
      reason: 'Connection initialisation timeout',
    });
  });

  it('closes with 4429 on a second connection_init', async () => {
    const raw = await acknowledged();
    raw.send({ type: 'connection_init' });
    expect(await raw.closing()).toEqual({ code: 4429, reason: 'Too many initialisation requests' });
  });

  it('closes with 4401 on a subscribe before the connection_ack', async () => {
    // The game first: made after the socket opened, it can outlast the connection_init timeout.
    const gameId = await quietGame();
    const raw = await open();
    raw.subscribe('early', STATE, { gameId });
    expect(await raw.closing()).toEqual({ code: 4401, reason: 'Unauthorized' });
  });

  it('closes with 4409 on a subscribe whose id is still running', async () => {
    const gameId = await quietGame();
    const raw = await acknowledged();
    raw.subscribe('a', STATE, { gameId });
    expect((await raw.next('a')).type).toBe('next');
    raw.subscribe('a', STATE, { gameId });
    expect(await raw.closing()).toEqual({ code: 4409, reason: 'Subscriber for a already exists' });
  });

  it('closes with 4400 on a message that is not one of the protocol', async () => {
    const invalid: unknown[] = [
      'not json',
      { payload: {} },
      { type: 'connection_terminate' },
      { type: 'start', id: '1', payload: { query: STATE } },
      { type: 'next', id: '1', payload: {} },
    ];
    for (const message of invalid) {
      const raw = await acknowledged();
      raw.send(message);
      const closed = await raw.closing();
      expect([message, closed.code]).toEqual([message, 4400]);
    }
    const raw = await acknowledged();
    raw.send({ type: 'subscribe', id: 'no-payload' });
    expect((await raw.closing()).code).toBe(4400);
  });

  it('closes with 4406 a socket that speaks another subprotocol', async () => {
    const socket = new WebSocket(`${fixture().url.replace(/^http/, 'ws')}/graphql`, 'graphql-ws');
    const closed = await new Promise<number>((resolve) => {
      socket.addEventListener('close', (event) => {
        resolve(event.code);
      });
    });
    expect(closed).toBe(4406);
  });

  it('answers ping with pong and takes pong silently, before and after the ack', async () => {
    const raw = await open();
    raw.send({ type: 'ping' });
    expect((await raw.next()).type).toBe('pong');
    raw.send({ type: 'connection_init' });
    expect((await raw.next()).type).toBe('connection_ack');
    raw.send({ type: 'pong' });
    raw.send({ type: 'ping', payload: { at: 1 } });
    expect((await raw.next()).type).toBe('pong');
    expect(raw.closed).toBeUndefined();
    raw.close();
  });

  it("stops an operation at the client's complete, and sends nothing more for it", async () => {
    const { feed } = fixture();
    const gameId = await quietGame();
    const raw = await acknowledged();
    raw.subscribe('a', STATE, { gameId });
    expect((await raw.next('a')).type).toBe('next');
    expect(feed.listenerCount(gameId)).toBe(1);
    raw.send({ type: 'complete', id: 'a' });
    await waitFor(() => feed.listenerCount(gameId) === 0);
    // A ping's pong follows anything the server sent for `a` after the client's complete.
    raw.send({ type: 'ping' });
    expect((await raw.next()).type).toBe('pong');
    expect(raw.unread).toEqual([]);
    // The id is free again.
    raw.subscribe('a', STATE, { gameId });
    expect((await raw.next('a')).type).toBe('next');
    raw.close();
  });

  it('ends a failed operation with one error message (a list of errors) and no complete', async () => {
    const raw = await acknowledged();
    raw.subscribe('x', STATE, { gameId: randomUUID() });
    const failed = await raw.next('x');
    expect([failed.type, Array.isArray(failed.payload), codeOf(failed)]).toEqual([
      'error',
      true,
      'GAME_NOT_FOUND',
    ]);
    raw.subscribe('y', 'subscription { gameState(', {});
    const malformed = await raw.next('y');
    expect([malformed.type, codeOf(malformed)]).toEqual(['error', 'MALFORMED_REQUEST']);
    raw.send({ type: 'ping' });
    expect((await raw.next()).type).toBe('pong');
    expect(raw.unread).toEqual([]);
    // Ended: the id may be used again.
    const { gameId } = await startBotGame(fixture().service, 'big-cheese', 3);
    raw.subscribe('x', STATE, { gameId });
    expect((await raw.next('x')).type).toBe('next');
    expect(raw.closed).toBeUndefined();
    raw.close();
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
