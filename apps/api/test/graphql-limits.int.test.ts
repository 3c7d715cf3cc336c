/**
 * Documents built to make validation blow up — fragments that each spread the next one ten
 * times, too many tokens, fragments or spreads, the same field over and over — sent anonymously
 * over HTTP and over the websocket, on both drivers. Each must be refused at once with
 * QUERY_TOO_COMPLEX while an ordinary request sent meanwhile is answered; the event loop is
 * watched the whole time (before the fix, 12 levels of fragments kept it busy for good).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import { DEFAULT_APP_SETTINGS } from '../src/http/app.ts';
import { describeOnDatabases } from './databases.ts';
import { GraphqlClient } from './graphql-client.ts';
import type { GraphqlReply } from './graphql-client.ts';
import { useGraphqlServer } from './graphql-fixture.ts';
import { RawSocket } from './graphql-raw-socket.ts';

const LIMITS = DEFAULT_APP_SETTINGS.graphql;

/**
 * The longest the event loop may stall while the documents are refused. Generous for a loaded
 * machine; the unfixed depth rule needed about 77 s for 9 levels of ten spreads (10^9 walks).
 */
const STALL_BOUND_MS = 5_000;

/** Fragments F0…F`levels`, each spreading the next one `fanout` times; the last selects `leaf`. */
function nestedFragments(levels: number, fanout: number, on: string, leaf: string): string {
  const fragments = Array.from(
    { length: levels },
    (_, level) => `fragment F${level} on ${on} { ${`...F${level + 1} `.repeat(fanout)}}`,
  );
  return `${fragments.join('\n')}\nfragment F${levels} on ${on} { ${leaf} }`;
}

const DEEP_QUERY = `{ ...F0 }\n${nestedFragments(12, 10, 'Query', '__typename')}`;
const DEEP_SUBSCRIPTION = `subscription { ...F0 }\n${nestedFragments(
  12,
  10,
  'Subscription',
  'gameState(gameId: "00000000-0000-0000-0000-000000000000") { version }',
)}`;

/** Runs `work`, and reports the longest event-loop stall meanwhile. */
async function watchingTheLoop<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  const monitor = monitorEventLoopDelay({ resolution: 10 });
  monitor.enable();
  try {
    const result = await work();
    return { result, stallMs: monitor.max / 1e6 };
  } finally {
    monitor.disable();
  }
}

const codes = (reply: GraphqlReply<unknown>) => reply.errors?.map((error) => error.extensions.code);

describeOnDatabases('GraphQL document limits', (driver) => {
  const fixture = useGraphqlServer(driver);
  const anonymous = () => new GraphqlClient(fixture().url);
  const ordinary = async () => {
    const reply = await anonymous().send<{ engines: unknown[] }>('{ engines { id } }');
    expect(reply.errors).toBeUndefined();
    return reply.data?.engines.length;
  };

  it('refuses nested fragment spreads at once over HTTP, answering others meanwhile', async () => {
    expect(DEEP_QUERY.length).toBeLessThan(1_200);
    const { result, stallMs } = await watchingTheLoop(() =>
      Promise.all([
        anonymous().send(DEEP_QUERY),
        ordinary(),
        anonymous().send(DEEP_QUERY, {}, { method: 'GET' }),
        ordinary(),
      ]),
    );
    const [post, first, get, second] = result;
    expect([post.status, codes(post)]).toEqual([400, ['QUERY_TOO_COMPLEX']]);
    expect([get.status, codes(get)]).toEqual([400, ['QUERY_TOO_COMPLEX']]);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    expect(stallMs).toBeLessThan(STALL_BOUND_MS);
  }, 60_000);

  it('refuses too many tokens, fragments or spreads at once, and answers repeated fields', async () => {
    const fragments = LIMITS.maxFragments + 1;
    const manyFragments = `{ ${Array.from({ length: fragments }, (_, i) => `...G${i}`).join(' ')} }
      ${Array.from({ length: fragments }, (_, i) => `fragment G${i} on Query { __typename }`).join(' ')}`;
    const manySpreads = `{ ${'...H '.repeat(LIMITS.maxSpreads + 1)}} fragment H on Query { __typename }`;
    const manyTokens = `{ ${'__typename '.repeat(LIMITS.maxTokens)}}`;
    // The same field again and again: the specification's OverlappingFieldsCanBeMerged compares
    // every pair, which the token limit keeps small enough to answer.
    const repeated = `{ ${'engines { id } '.repeat(Math.floor(LIMITS.maxTokens / 5) - 2)}}`;
    const { result, stallMs } = await watchingTheLoop(() =>
      Promise.all([
        Promise.all(
          [manyFragments, manySpreads, manyTokens].map((query) => anonymous().send(query)),
        ),
        anonymous().send(repeated),
        ordinary(),
      ]),
    );
    const [refused, answered, engines] = result;
    for (const reply of refused) {
      expect([reply.status, codes(reply)?.[0]]).toEqual([400, 'QUERY_TOO_COMPLEX']);
    }
    expect(refused[0]?.errors?.[0]?.message).toMatch(/defines 65 fragments; at most 64/);
    expect(refused[1]?.errors?.[0]?.message).toMatch(/spreads fragments 257 times; at most 256/);
    expect(refused[2]?.errors?.[0]?.message).toMatch(/more tha[nt] 1000 tokens/);
    expect([answered.status, answered.errors]).toEqual([200, undefined]);
    expect(engines).toBeGreaterThan(0);
    expect(stallMs).toBeLessThan(STALL_BOUND_MS);
  }, 60_000);

  it('prices reads of a whole log: five exports or four replay steps fit in one request', async () => {
    const many = (count: number, field: string) =>
      `query ($gameId: ID!) { ${Array.from({ length: count }, (_, i) => `r${i}: ${field}`).join(' ')} }`;
    const ask = (query: string) =>
      anonymous().send(query, { gameId: '00000000-0000-0000-0000-000000000000' });
    const exports = (count: number) => ask(many(count, 'gameExport(gameId: $gameId)'));
    const steps = (count: number) =>
      ask(many(count, 'gameStateAt(gameId: $gameId, version: 1) { version }'));
    // Within the limit the request runs (and finds no such game); beyond it, nothing runs.
    for (const reply of [await exports(5), await steps(4)]) {
      expect([reply.status, codes(reply)?.[0]]).toEqual([200, 'GAME_NOT_FOUND']);
    }
    for (const reply of [await exports(6), await steps(5)]) {
      expect([reply.status, codes(reply)]).toEqual([400, ['QUERY_TOO_COMPLEX']]);
    }
  });

  it('refuses the same documents on the websocket, answering HTTP meanwhile', async () => {
    const raw = await RawSocket.acknowledged(fixture().url);
    try {
      const { result, stallMs } = await watchingTheLoop(async () => {
        raw.subscribe('deep', DEEP_SUBSCRIPTION);
        raw.subscribe('long', `subscription { ${'__typename '.repeat(LIMITS.maxTokens)}}`);
        const answered = await ordinary();
        return { answered, deep: await raw.next('deep'), long: await raw.next('long') };
      });
      for (const message of [result.deep, result.long]) {
        expect(message.type).toBe('error');
        const [error] = message.payload as { extensions?: { code?: string } }[];
        expect(error?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
      }
      expect(result.answered).toBeGreaterThan(0);
      expect(stallMs).toBeLessThan(STALL_BOUND_MS);
      // The refusals leave the socket open.
      expect(raw.closed).toBeUndefined();
    } finally {
      raw.close();
    }
  }, 60_000);
});
