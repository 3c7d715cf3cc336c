/**
 * Malformed input is refused at the edge with 400 INVALID_INPUT, over REST and GraphQL, on both
 * drivers (issue 15): NUL bytes in ids and names (Postgres refuses NUL in text: these were 500s),
 * ids that are not UUIDs, versions past the integer column (afterVersion=2^31-1 overflowed into a
 * 500), and numbers in paths and queries that are not plain decimal digits (0x1, 1e3, 1.0 were
 * taken for numbers); path segments past the router's length limit are 414 URI_TOO_LONG and
 * malformed URLs 400 MALFORMED_REQUEST, in the error table's shape, not Fastify's.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { GameDetails } from '../src/http/operations.ts';
import { describeOnDatabases } from './databases.ts';
import { GraphqlClient } from './graphql-client.ts';
import type { GraphqlReply } from './graphql-client.ts';
import { useGraphqlServer } from './graphql-fixture.ts';
import { RestClient } from './http.ts';
import type { Reply } from './http.ts';

const MAX_INT = 2 ** 31 - 1;
const NOT_DECIMAL = ['0x1', '1e3', '1.0', '+1', '%201', '1%20', '-0', '', '１'];

const codes = (reply: GraphqlReply<unknown>) => reply.errors?.map((error) => error.extensions.code);

function expectInvalid(reply: Reply, what: string): void {
  expect(reply.status, `${what}: ${JSON.stringify(reply.body)}`).toBe(400);
  const body = reply.body as { code: string; message: string };
  expect(body.code, what).toBe('INVALID_INPUT');
  expect(body.message.length, what).toBeGreaterThan(0);
}

describeOnDatabases('malformed input', (driver) => {
  const fixture = useGraphqlServer(driver);
  let host: RestClient;
  let gameId = '';

  beforeAll(async () => {
    host = await new RestClient(fixture().url).signUp();
    const created = await host.post<GameDetails>('/games', { engine: 'big-cheese', seatCount: 3 });
    gameId = created.body.gameId;
    await host.put(`/games/${gameId}/seats/0`);
    await host.put(`/games/${gameId}/seats/1/bot`);
    await host.put(`/games/${gameId}/seats/2/bot`);
    expect((await host.post(`/games/${gameId}/start`)).status).toBe(200);
  });

  it('REST: NUL bytes and ids that are not UUIDs are 400, not 500', async () => {
    for (const id of ['%00', 'a%00b', 'no-such-game', 'a'.repeat(90), '1', 'null']) {
      expectInvalid(await host.get(`/games/${id}`), `game ${id}`);
      expectInvalid(await host.get(`/games/${id}/state`), `state of ${id}`);
      expectInvalid(await host.delete(`/tokens/${id}`), `token ${id}`);
    }
    const submit = (commandId: string) =>
      host.post(`/games/${gameId}/commands`, { expectedVersion: 0, commandId, command: {} });
    expectInvalid(await submit('move\u0000'), 'NUL in a command id');
    expectInvalid(await submit('line\nbreak'), 'a line break in a command id');
    expectInvalid(await host.post('/tokens', { name: 'bot\u0000', scopes: ['read'] }), 'token');
    expectInvalid(
      await host.put(`/games/${gameId}/seats/0`, { inviteCode: 'abc\u0000def' }),
      'NUL in an invite code',
    );
    // Refused by the router before any route, yet in the error table's shape too.
    const long = await host.get(`/games/${'a'.repeat(101)}`);
    expect(long.status).toBe(414);
    expect(long.body).toEqual({
      code: 'URI_TOO_LONG',
      message: 'A path segment is longer than 100 characters.',
    });
    const badlyEncoded = await host.get('/games/%zz');
    expect(badlyEncoded.status).toBe(400);
    expect(badlyEncoded.body).toMatchObject({ code: 'MALFORMED_REQUEST' });
    // An unknown game that could exist is still 404.
    const missing = await host.get(`/games/${randomUUID()}`);
    expect(missing).toMatchObject({ status: 404, body: { code: 'GAME_NOT_FOUND' } });
  });

  it('REST: versions up to 2^31-1 in plain digits, nothing else', async () => {
    const events = (query: string) =>
      host.get<{ entries: unknown[] }>(`/games/${gameId}/events?${query}`);
    const last = await events(`afterVersion=${MAX_INT}`);
    expect(last.status).toBe(200);
    expect(last.body.entries).toEqual([]);
    expect((await events('afterVersion=0007')).status).toBe(200);
    expectInvalid(await events(`afterVersion=${MAX_INT + 1}`), 'afterVersion 2^31');
    expectInvalid(await events('afterVersion=99999999999999999999'), 'afterVersion 10^20');
    for (const text of NOT_DECIMAL) {
      expectInvalid(await events(`afterVersion=${text}`), `afterVersion=${text}`);
      expectInvalid(await events(`limit=${text}`), `limit=${text}`);
      expectInvalid(await host.get(`/games?limit=${text}`), `games limit=${text}`);
      expectInvalid(await host.get(`/games/${gameId}/state?wait=${text}`), `wait=${text}`);
      expectInvalid(await host.get(`/games/${gameId}/state?atVersion=${text}`), `at=${text}`);
      expectInvalid(await host.put(`/games/${gameId}/seats/${text}`), `seat path ${text}`);
      expectInvalid(await host.delete(`/games/${gameId}/seats/${text}`), `seat path ${text}`);
    }
    const submitAt = (expectedVersion: number) =>
      host.post(`/games/${gameId}/commands`, {
        expectedVersion,
        commandId: randomUUID(),
        command: {},
      });
    expectInvalid(await submitAt(MAX_INT + 1), 'expectedVersion 2^31');
    expectInvalid(await submitAt(2 ** 53), 'expectedVersion 2^53');
  });

  it('GraphQL: the same refusals, with INVALID_INPUT in extensions.code', async () => {
    const person = await new GraphqlClient(fixture().url).signUp();
    const created = await person.ok<{ createGame: { gameId: string } }>(
      'mutation { createGame(input: { engine: "big-cheese", seatCount: 3 }) { gameId } }',
    );
    const own = created.createGame.gameId;
    await person.ok(
      `mutation ($id: ID!) {
        joinGame(gameId: $id, seat: 0) { gameId }
        a: seatBot(gameId: $id, seat: 1) { gameId }
        b: seatBot(gameId: $id, seat: 2) { gameId }
        startGame(gameId: $id) { status }
      }`,
      { id: own },
    );
    for (const id of ['\u0000', 'a\u0000b', 'no-such-game']) {
      expect(
        codes(await person.send('query ($id: ID!) { game(id: $id) { gameId } }', { id })),
        id,
      ).toEqual(['INVALID_INPUT']);
      expect(
        codes(await person.send('query ($id: ID!) { gameState(gameId: $id) { version } }', { id })),
      ).toEqual(['INVALID_INPUT']);
      expect(
        codes(await person.send('mutation ($id: ID!) { revokeToken(id: $id) }', { id })),
      ).toEqual(['INVALID_INPUT']);
    }
    const events = (afterVersion: number, limit = 100) =>
      person.send<{ gameEvents: { entries: unknown[] } }>(
        'query ($id: ID!, $after: Int, $limit: Int!) { gameEvents(gameId: $id, afterVersion: $after, limit: $limit) { entries { version } } }',
        { id: gameId, after: afterVersion, limit },
      );
    const last = await events(MAX_INT);
    expect(last.errors).toBeUndefined();
    expect(last.data?.gameEvents.entries).toEqual([]);
    expect(codes(await events(-1))).toEqual(['INVALID_INPUT']);
    expect(codes(await events(0, -5))).toEqual(['INVALID_INPUT']);
    // Past 32 bits GraphQL's own Int refuses the variable.
    expect(codes(await events(MAX_INT + 1))).toEqual(['MALFORMED_REQUEST']);
    const stateAt = await person.send(
      'query ($id: ID!, $v: Int!) { gameStateAt(gameId: $id, version: $v) { version } }',
      { id: gameId, v: MAX_INT },
    );
    expect(codes(stateAt)).not.toContain('INTERNAL');

    const submit = await person.send(
      'mutation ($id: ID!, $c: String!) { submitCommand(gameId: $id, expectedVersion: 0, commandId: $c, command: {}) { version } }',
      { id: own, c: 'x\u0000' },
    );
    expect(codes(submit)).toEqual(['INVALID_INPUT']);
    const token = await person.send(
      'mutation ($name: String!) { createToken(name: $name, scopes: [read]) { token } }',
      { name: 'bot\u0000' },
    );
    expect(codes(token)).toEqual(['INVALID_INPUT']);
  });
});
