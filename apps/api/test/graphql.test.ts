/**
 * The GraphQL adapter's parts without a database: error formatting through the error table, the
 * cost model of schema.graphql, the Origin check of websockets, and the subscription stream's
 * prompt release when the subscriber goes away.
 */
import { GraphQLError, buildSchema, parse, specifiedRules, validate } from 'graphql';
import { getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { VersionConflictError } from '../src/index.ts';
import type { GameState } from '../src/index.ts';
import { sameOrigin } from '../src/http/graphql/context.ts';
import { createErrorFormatter } from '../src/http/graphql/errors.ts';
import { costDirectiveEstimator, costLimitRule } from '../src/http/graphql/limits.ts';
import { graphqlSchemaText } from '../src/http/graphql/plugin.ts';
import { stateStream } from '../src/http/graphql/subscriptions.ts';
import type { GameChangeNotice } from '../src/http/ports.ts';

function quietLog() {
  const error = vi.fn();
  return { log: { error } as unknown as FastifyBaseLogger, error };
}

const located = (originalError: Error) =>
  new GraphQLError(originalError.message, { path: ['submitCommand'], originalError });

describe('GraphQL error formatting', () => {
  it('describes server faults only as INTERNAL, and logs them', () => {
    const { log, error } = quietLog();
    const format = createErrorFormatter(log);
    const fault = new Error('connection to 10.0.0.7 refused: password=hunter2');
    const executed = format({ data: { submitCommand: null }, errors: [located(fault)] });
    expect(executed.statusCode).toBe(200);
    expect(JSON.stringify(executed.response)).not.toContain('hunter2');
    expect(executed.response.errors).toEqual([
      {
        message: 'Something went wrong on the server.',
        path: ['submitCommand'],
        extensions: { code: 'INTERNAL' },
      },
    ]);
    expect(error).toHaveBeenCalledOnce();
    const refused = format({ errors: [located(fault)] });
    expect(refused.statusCode).toBe(500);
    expect(refused.response).not.toHaveProperty('data');
  });

  it('gives VERSION_CONFLICT its current version', () => {
    const { log } = quietLog();
    const { response } = createErrorFormatter(log)({
      data: null,
      errors: [located(new VersionConflictError(3, 5))],
    });
    expect(response.errors[0]?.extensions).toEqual({
      code: 'VERSION_CONFLICT',
      currentVersion: 5,
    });
  });
});

describe('GraphQL cost model', () => {
  const schema = buildSchema(graphqlSchemaText());
  const cost = (query: string) =>
    getComplexity({
      schema,
      query: parse(query),
      estimators: [costDirectiveEstimator, simpleEstimator({ defaultComplexity: 1 })],
    });

  it('counts each field, @cost values, and list selections once per item', () => {
    expect(cost('{ engines { id title } }')).toBe(3);
    expect(cost('{ game(id: "g") { gameId seats { seat } } }')).toBe(10 + 1 + 2);
    expect(cost('{ openGames(limit: 3) { gameId } }')).toBe(10 + 3);
    expect(cost('{ openGames { gameId } }')).toBe(10 + 50);
    expect(cost('{ gameEvents(gameId: "g") { entries { version } } }')).toBe(10 + 2 * 100);
  });

  it('prices only the operation that runs, and takes any operationName without throwing', () => {
    const refusals = (query: string, operationName: string | undefined) =>
      validate(schema, parse(query), [
        ...specifiedRules,
        costLimitRule(2000, undefined, operationName),
      ]).map((error) => error.extensions['code'] ?? error.message);
    const costly = `{ ${Array.from({ length: 1100 }, (_, i) => `e${String(i)}: engines { id }`).join(' ')} }`;
    expect(refusals(costly, undefined)).toEqual(['QUERY_TOO_COMPLEX']);
    // Found by the GraphQL fuzz test: an anonymous operation with a name sent beside it.
    expect(refusals(costly, 'Other')).toEqual([]);
    expect(refusals('{ engines { id } }', 'Other')).toEqual([]);
    const named = `query Cheap { engines { id } } query Costly ${costly}`;
    expect(refusals(named, 'Cheap')).toEqual([]);
    expect(refusals(named, 'Costly')).toEqual(['QUERY_TOO_COMPLEX']);
  });
});

describe('websocket Origin check', () => {
  it('accepts no Origin or this host, and nothing else', () => {
    expect(sameOrigin(undefined, 'play.example:8080')).toBe(true);
    expect(sameOrigin('https://play.example:8080', 'play.example:8080')).toBe(true);
    expect(sameOrigin('https://PLAY.example', 'play.example')).toBe(true);
    expect(sameOrigin('https://evil.example', 'play.example')).toBe(false);
    expect(sameOrigin('https://play.example.evil.example', 'play.example')).toBe(false);
    expect(sameOrigin('https://play.example:8443', 'play.example:8080')).toBe(false);
    expect(sameOrigin('null', 'play.example')).toBe(false);
  });
});

describe('subscription stream', () => {
  const state = (version: number, status: GameState['status'] = 'started'): GameState => ({
    gameId: 'g',
    status,
    version,
    activeSeats: [0],
    viewer: { kind: 'spectator' },
    view: {},
    legalCommands: [],
    outcome: null,
    turnDeadline: null,
    clocks: null,
    seats: [],
  });

  /** A feed of changes fed by hand, ending when its signal aborts. */
  function handFeed(signal: AbortSignal) {
    const queue: GameChangeNotice[] = [];
    let wake: (() => void) | undefined;
    signal.addEventListener('abort', () => wake?.());
    const changes: AsyncIterator<GameChangeNotice> = {
      async next() {
        while (queue.length === 0 && !signal.aborted) {
          await new Promise<void>((resolve) => (wake = resolve));
        }
        const change = queue.shift();
        return change === undefined
          ? { done: true, value: undefined }
          : { done: false, value: change };
      },
    };
    const push = (version: number) => {
      queue.push({ gameId: 'g', version, status: 'started' });
      wake?.();
    };
    return { changes, push };
  }

  it('yields the first state, each newer one, and ends at once on return()', async () => {
    const controller = new AbortController();
    const { changes, push } = handFeed(controller.signal);
    let head = 4;
    const stream = stateStream({
      initial: state(4),
      load: () => Promise.resolve(state(head)),
      changes,
      controller,
      fail: (error) => (error instanceof Error ? error : new Error(String(error))),
    });
    expect((await stream.next()).value).toEqual(state(4));
    push(4); // already sent: skipped
    head = 5;
    push(5);
    expect((await stream.next()).value).toEqual(state(5));
    const pending = stream.next();
    await stream.return?.();
    expect(controller.signal.aborted).toBe(true);
    expect(await pending).toEqual({ done: true, value: undefined });
  });

  it('ends after the final state', async () => {
    const controller = new AbortController();
    const { changes } = handFeed(controller.signal);
    const stream = stateStream({
      initial: state(9, 'finished'),
      load: () => Promise.resolve(state(9, 'finished')),
      changes,
      controller,
      fail: (error) => (error instanceof Error ? error : new Error(String(error))),
    });
    expect((await stream.next()).done).toBe(false);
    expect((await stream.next()).done).toBe(true);
    expect(controller.signal.aborted).toBe(true);
  });
});
