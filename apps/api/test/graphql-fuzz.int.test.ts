/**
 * Fuzzing the GraphQL API over HTTP: thousands of requests that are malformed or illegal by
 * construction — documents that do not parse or validate, variables of the wrong type, stale or
 * illegal moves, lobby changes to a started game, unknown games and invite codes, ids that are
 * not UUIDs, NUL bytes and control characters in ids and names, versions out of range, documents
 * past the cost limit, mutations over GET, batches, bad bodies and credentials — must each get a
 * 4xx, or a 200 whose every error carries a code from the error table (never INTERNAL) and a
 * message, and none may change a row of the database. Requests at the limits of the integer
 * column (afterVersion = 2^31-1) may also be answered with data.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/index.ts';
import { schema } from '../src/index.ts';
import { describeOnDatabases } from './databases.ts';
import { GraphqlClient } from './graphql-client.ts';
import type { FuzzGame } from './fuzz-game.ts';
import { humanGame, useGraphqlServer } from './graphql-fixture.ts';
import { BOUNDARY, graphqlRequests } from './graphql-fuzz-requests.ts';
import type { GraphqlFuzzRequest } from './graphql-fuzz-requests.ts';

const RUNS = 2000;

interface ErrorBody {
  readonly errors?: readonly {
    readonly message?: unknown;
    readonly extensions?: { readonly code?: unknown };
  }[];
}

/** Every row that a request could add, remove or change, as text. */
async function snapshot(database: Database): Promise<string> {
  const { db } = database;
  const { games, seats, log, players, accounts, sessions, apiTokens } = schema;
  const parts = await Promise.all([
    db
      .select({ id: games.id, status: games.status, version: games.version, at: games.updatedAt })
      .from(games)
      .orderBy(games.id),
    db.select().from(seats).orderBy(seats.gameId, seats.seat),
    db
      .select({ game: log.gameId, version: log.version })
      .from(log)
      .orderBy(log.gameId, log.version),
    db.select({ id: players.id }).from(players).orderBy(players.id),
    db.select({ id: accounts.playerId }).from(accounts).orderBy(accounts.playerId),
    db.select({ id: sessions.idHash }).from(sessions).orderBy(sessions.idHash),
    db
      .select({ id: apiTokens.id, revokedAt: apiTokens.revokedAt })
      .from(apiTokens)
      .orderBy(apiTokens.id),
  ]);
  return JSON.stringify(parts);
}

async function send(app: FastifyInstance, request: GraphqlFuzzRequest) {
  const headers: Record<string, string> = {};
  if (request.authorization !== undefined) headers['authorization'] = request.authorization;
  if (request.method === 'GET') {
    return app.inject({ method: 'GET', url: `/graphql?${request.search}`, headers });
  }
  headers['content-type'] = request.contentType;
  return app.inject({ method: 'POST', url: '/graphql', headers, payload: request.payload });
}

/** The error codes of a reply, after checking that it is a refusal of the documented kind. */
function refusalCodes(status: number, text: string, request: string): string[] {
  const what = `${request} → ${text.slice(0, 300)}`;
  expect(status, what).toBeLessThan(500);
  const body = JSON.parse(text) as ErrorBody & { code?: unknown; message?: unknown };
  if (body.errors === undefined) {
    // Refused by the HTTP layer before GraphQL (bad JSON, content type, size): REST's shape.
    expect(status, what).toBeGreaterThanOrEqual(400);
    expect(typeof body.code, what).toBe('string');
    expect(typeof body.message, what).toBe('string');
    return [String(body.code)];
  }
  expect(body.errors.length, what).toBeGreaterThan(0);
  const codes = body.errors.map((error) => {
    expect(typeof error.message, what).toBe('string');
    expect(typeof error.extensions?.code, what).toBe('string');
    return String(error.extensions?.code);
  });
  expect(codes, what).not.toContain('INTERNAL');
  return codes;
}

/** A 200 with data and no errors (only requests at the limits may get one). */
function answered(status: number, text: string): boolean {
  const body = JSON.parse(text) as ErrorBody & { data?: unknown };
  return status === 200 && body.errors === undefined && body.data !== undefined;
}

describeOnDatabases('fuzzing the GraphQL API', (driver) => {
  const fixture = useGraphqlServer(driver);
  let world: FuzzGame | undefined;

  beforeAll(async () => {
    const { url, service } = fixture();
    const people: GraphqlClient[] = [];
    for (let seat = 0; seat < 3; seat += 1) people.push(await new GraphqlClient(url).signUp());
    const players = await Promise.all(people.map((person) => person.tokenClient(['play'])));
    const live = await humanGame('big-cheese', players);
    const [host] = people;
    if (host === undefined) throw new Error('no host');
    const created = await host.ok<{ createGame: { gameId: string } }>(
      'mutation { createGame(input: { engine: "big-cheese", seatCount: 3 }) { gameId } }',
    );
    const lobby = created.createGame.gameId;
    await host.ok('mutation ($id: ID!) { joinGame(gameId: $id, seat: 0) { gameId } }', {
      id: lobby,
    });
    const stranger = await new GraphqlClient(url).signUp();
    const tokens = [
      ...players.map((player) => player.token),
      await stranger.createToken(['play']),
      await host.createToken(['read']),
    ];
    const states = await Promise.all(
      [0, 1, 2].map((seat) => service.play.state(live, { kind: 'seat', seat })),
    );
    const legal = states.flatMap((state) => state.legalCommands);
    world = {
      live,
      lobby,
      bearers: tokens.map((token) => `Bearer ${token ?? ''}`),
      version: states[0]?.version ?? 0,
      legal: new Set(legal.map((command) => JSON.stringify(command))),
      someLegal: legal,
    };
  });

  it(`answers ${RUNS} malformed or illegal GraphQL requests with refusals and changes nothing`, async () => {
    if (world === undefined) throw new Error('no world');
    const { app, database } = fixture();
    const before = await snapshot(database);
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(graphqlRequests(world), async (request) => {
        const reply = await send(app, request);
        const what = `${request.kind}: ${request.method} ${request.describe}`;
        if (request.kind === BOUNDARY && answered(reply.statusCode, reply.body)) return;
        for (const code of refusalCodes(reply.statusCode, reply.body, what)) {
          seen.set(code, (seen.get(code) ?? 0) + 1);
        }
      }),
      { numRuns: RUNS, seed: 20261125, endOnFailure: true },
    );
    expect(await snapshot(database)).toBe(before);
    // The mix reaches every family of refusal, not just the parser's.
    for (const code of [
      'MALFORMED_REQUEST',
      'QUERY_TOO_COMPLEX',
      'UNAUTHENTICATED',
      'INSUFFICIENT_SCOPE',
      'SESSION_REQUIRED',
      'GAME_NOT_FOUND',
      'GAME_NOT_FINISHED',
      'VERSION_CONFLICT',
      'INVALID_INPUT',
      'INVALID_COMMAND',
    ]) {
      expect(seen.get(code), `${code} among ${JSON.stringify([...seen])}`).toBeGreaterThan(0);
    }
  });
});
