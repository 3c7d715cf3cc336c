/**
 * Fuzzing the REST API: thousands of requests that are malformed or illegal by construction —
 * bad JSON, wrong types, out-of-range seats and versions, numbers that are not plain decimal
 * digits, NUL bytes and control characters in ids and names, stale or foreign moves, lobby changes
 * to a started game, bad credentials, unknown routes, oversized bodies — must each get a 4xx with a
 * code and a message, and none may change anything. A few requests at the limits (afterVersion =
 * 2^31-1) may be answered, but never with a 5xx.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { GameState } from '../src/index.ts';
import type { GameDetails } from '../src/http/operations.ts';
import { describeOnDatabases } from './databases.ts';
import { controlText } from './fuzz-game.ts';
import type { FuzzGame } from './fuzz-game.ts';
import { RestClient, useServer } from './http.ts';
import type { Reply } from './http.ts';

const RUNS = 2500;

interface World extends FuzzGame {
  readonly app: FastifyInstance;
  readonly snapshot: () => Promise<string>;
}

interface FuzzRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  readonly url: string;
  readonly authorization?: string | undefined;
  readonly contentType?: string;
  readonly payload?: string;
  /** Well-formed at the limits (e.g. afterVersion=2^31-1): may be answered, never with a 5xx. */
  readonly boundary?: true;
}

const json = (value: unknown) => JSON.stringify(value);
const badSeat = fc.oneof(
  fc.integer({ min: -5, max: -1 }),
  fc.integer({ min: 3, max: 1e6 }),
  fc.constantFrom('x', '1.5', '%20', '1e3', ''),
);
const weirdId = fc.oneof(
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  fc.constant('a'.repeat(250)),
  fc.uuid(),
  // Postgres refuses NUL in text: these were 500s.
  fc.constantFrom('%00', 'a%00b', encodeURIComponent('\u0001\u001b')),
);
/** Not plain decimal digits, or past 2^31-1: JavaScript's Number() took the first ones. */
const notDecimal = ['0x1', '1e3', '1.0', '+1', '%201', '1%20', '2147483648', '99999999999'];

function arbitraries(world: World) {
  const caller = fc.option(
    fc.constantFrom(...world.bearers, 'Bearer tvl_nonsense', 'Basic abc', 'Bearer', ''),
    { nil: undefined },
  );
  const staleVersion = fc.oneof(
    fc.integer({ min: -3, max: world.version - 1 }),
    fc.integer({ min: world.version + 1, max: world.version + 50 }),
    fc.double(),
    fc.string(),
  );
  const command = fc.oneof(fc.jsonValue(), fc.constantFrom(...world.someLegal));
  const staleSubmit = fc.record({
    expectedVersion: staleVersion,
    commandId: fc.oneof(fc.string(), fc.constant('bot:0:1'), fc.constant(''), controlText),
    command,
  });
  const illegalNow = fc.record({
    expectedVersion: fc.constant(world.version),
    commandId: fc.uuid(),
    command: fc.jsonValue().filter((value) => !world.legal.has(json(value))),
  });
  const commands = (body: unknown): FuzzRequest => ({
    method: 'POST',
    url: `/api/v1/games/${world.live}/commands`,
    payload: json(body),
  });
  const submit = fc.oneof(staleSubmit, illegalNow, fc.jsonValue()).map(commands);
  const lobbyOnStarted = fc
    .tuple(
      fc.constantFrom('PUT seat', 'DELETE seat', 'PUT bot', 'POST start'),
      fc.oneof(fc.integer({ min: 0, max: 2 }), badSeat),
      fc.jsonValue(),
    )
    .map(([action, seat, body]): FuzzRequest => {
      const base = `/api/v1/games/${world.live}`;
      const [method, what] = action.split(' ') as ['PUT' | 'DELETE' | 'POST', string];
      const url =
        what === 'start' ? `${base}/start` : `${base}/seats/${seat}${what === 'bot' ? '/bot' : ''}`;
      return { method, url, payload: json(body) };
    });
  const joinBadly = fc
    .tuple(badSeat, fc.oneof(fc.string(), fc.constant('zz'.repeat(32))))
    .map(([seat, commitment]): FuzzRequest => ({
      method: 'PUT',
      url: `/api/v1/games/${world.lobby}/seats/${seat}`,
      payload: json({ seedCommitment: commitment }),
    }));
  const createBadly = fc
    .record({
      engine: fc.oneof(fc.constantFrom('big-cheese', 'chess', ''), fc.string()),
      seatCount: fc.oneof(fc.constantFrom(0, 1, 7, 99, -3, 2.5), fc.string()),
      options: fc.jsonValue(),
    })
    .map((body): FuzzRequest => ({ method: 'POST', url: '/api/v1/games', payload: json(body) }));
  const rawBody = fc
    .tuple(
      fc.constantFrom(`/api/v1/games/${world.live}/commands`, '/api/v1/games', '/api/v1/tokens'),
      fc.oneof(
        fc.string().map((text) => `{${text}`),
        fc.constant('{"a":'),
        fc.constant(json({ pad: 'x'.repeat(70_000) })),
      ),
      fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
    )
    .map(([url, payload, contentType]): FuzzRequest => ({
      method: 'POST',
      url,
      payload,
      contentType,
    }));
  const badQuery = fc
    .tuple(
      fc.constantFrom(
        '/api/v1/games?limit=',
        `/api/v1/games/${world.live}/events?limit=`,
        `/api/v1/games/${world.live}/events?afterVersion=`,
        `/api/v1/games/${world.live}/state?wait=`,
        `/api/v1/games/${world.live}/state?as=`,
      ),
      fc.constantFrom('-1', 'abc', '0.5', 'spectators', ...notDecimal),
    )
    .map(([url, value]): FuzzRequest => ({ method: 'GET', url: `${url}${value}` }));
  const unknownRoute = fc
    .tuple(
      fc.constantFrom<FuzzRequest['method']>('GET', 'POST', 'PATCH', 'DELETE'),
      weirdId,
      weirdId,
    )
    .map(([method, a, b]): FuzzRequest => ({ method, url: `/api/v1/${a}/${b}/nothing-here` }));
  const unknownGame = fc
    .tuple(weirdId, fc.constantFrom('', '/state', '/events', '/commands', '/export', '/start'))
    .map(([id, tail]): FuzzRequest => ({
      method: tail === '/commands' || tail === '/start' ? 'POST' : 'GET',
      url: `/api/v1/games/${id}${tail}`,
      payload: json({ expectedVersion: 0, commandId: 'x', command: null }),
    }));
  const accountsBadly = fc.oneof(
    fc
      .record({
        username: fc.oneof(
          fc.string({ maxLength: 2 }),
          fc.constant('no spaces allowed'),
          fc.string({ minLength: 33, maxLength: 40 }),
        ),
        password: fc.string(),
      })
      .map((body): FuzzRequest => ({
        method: 'POST',
        url: '/api/v1/auth/sign-up',
        payload: json(body),
      })),
    fc.record({ username: fc.string(), password: fc.string() }).map((body): FuzzRequest => ({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: json(body),
    })),
    fc
      .record({
        username: fc.constant('fuzz_display'),
        password: fc.constant('long enough password'),
        displayName: fc.oneof(controlText, fc.constantFrom('', '   ', 'x'.repeat(101))),
      })
      .map((body): FuzzRequest => ({
        method: 'POST',
        url: '/api/v1/auth/sign-up',
        payload: json(body),
      })),
    fc
      .record({ name: fc.oneof(fc.string(), controlText), scopes: fc.array(fc.string()) })
      .map((body): FuzzRequest => ({ method: 'POST', url: '/api/v1/tokens', payload: json(body) })),
    weirdId.map((id): FuzzRequest => ({ method: 'DELETE', url: `/api/v1/tokens/${id}` })),
  );
  const boundary = fc
    .constantFrom(
      `/api/v1/games/${world.live}/events?afterVersion=2147483647`,
      `/api/v1/games/${world.live}/events?afterVersion=2147483647&limit=1000`,
      `/api/v1/games/${world.live}/state?atVersion=2147483647`,
    )
    .map((url): FuzzRequest => ({ method: 'GET', url, boundary: true }));
  const request = fc.oneof(
    boundary,
    submit,
    lobbyOnStarted,
    joinBadly,
    createBadly,
    rawBody,
    badQuery,
    unknownRoute,
    unknownGame,
    accountsBadly,
  );
  return fc.tuple(request, caller).map(([req, authorization]) => ({ ...req, authorization }));
}

async function send(app: FastifyInstance, request: FuzzRequest) {
  const headers: Record<string, string> = {};
  if (request.authorization !== undefined) headers['authorization'] = request.authorization;
  if (request.payload !== undefined)
    headers['content-type'] = request.contentType ?? 'application/json';
  const { method, url, payload } = request;
  return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

describeOnDatabases('fuzzing the REST API', (driver) => {
  const fixture = useServer(driver);
  let world: World | undefined;

  beforeAll(async () => {
    const { url, server } = fixture();
    const people: RestClient[] = [];
    for (let seat = 0; seat < 3; seat += 1) people.push(await new RestClient(url).signUp());
    const [host] = people;
    if (host === undefined) throw new Error('no host');
    const live = await host.post<GameDetails>('/games', { engine: 'big-cheese', seatCount: 3 });
    for (const [seat, person] of people.entries())
      await person.put(`/games/${live.body.gameId}/seats/${seat}`);
    await host.post(`/games/${live.body.gameId}/start`);
    const lobby = await host.post<GameDetails>('/games', { engine: 'big-cheese', seatCount: 3 });
    await host.put(`/games/${lobby.body.gameId}/seats/0`);
    const stranger = await new RestClient(url).signUp();
    const tokens: Reply<{ token: string }>[] = [];
    for (const person of people)
      tokens.push(await person.post<{ token: string }>('/tokens', { name: 'f', scopes: ['play'] }));
    tokens.push(await stranger.post<{ token: string }>('/tokens', { name: 'f', scopes: ['play'] }));
    tokens.push(await host.post<{ token: string }>('/tokens', { name: 'f', scopes: ['read'] }));
    const states = await Promise.all(
      people.map((person) => person.get<GameState>(`/games/${live.body.gameId}/state`)),
    );
    const legal = states.flatMap((state) => state.body.legalCommands);
    const snapshot = async () => {
      const parts = await Promise.all([
        host.get(`/games/${live.body.gameId}`),
        host.get(`/games/${live.body.gameId}/events?limit=1000`),
        host.get(`/games/${lobby.body.gameId}`),
        host.get('/games?limit=500'),
        ...people.map((person) => person.get('/tokens')),
        stranger.get('/me/games'),
      ]);
      return JSON.stringify(
        parts.map((part) => part.body),
        (key, value: unknown) => (key === 'lastUsedAt' ? undefined : value),
      );
    };
    world = {
      app: server.app,
      live: live.body.gameId,
      lobby: lobby.body.gameId,
      bearers: tokens.map((token) => `Bearer ${token.body.token}`),
      version: states[0]?.body.version ?? 0,
      legal: new Set(legal.map(json)),
      someLegal: legal,
      snapshot,
    };
  });

  it(`answers ${RUNS} malformed or illegal requests with 4xx and changes nothing`, async () => {
    if (world === undefined) throw new Error('no world');
    const { app } = world;
    const before = await world.snapshot();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(arbitraries(world), async (request) => {
        const reply = await send(app, request);
        statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1);
        expect(reply.statusCode, `${request.method} ${request.url}: ${reply.body}`).toBeLessThan(
          500,
        );
        if (request.boundary === true && reply.statusCode < 400) return;
        expect(reply.statusCode, `${request.method} ${request.url}`).toBeGreaterThanOrEqual(400);
        const body = reply.json<{ code: unknown; message: unknown }>();
        expect(typeof body.code).toBe('string');
        expect(typeof body.message).toBe('string');
      }),
      { numRuns: RUNS, seed: 20261122, endOnFailure: true },
    );
    expect(await world.snapshot()).toBe(before);
    // The mix reaches every family of refusal, not just one.
    for (const status of [400, 401, 403, 404, 409, 413, 415])
      expect(statuses.get(status)).toBeGreaterThan(0);
  });
});
