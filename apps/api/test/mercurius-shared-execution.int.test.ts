/**
 * The `sharedExecutionKey` option of our mercurius patch (patches/mercurius@16.10.1.patch,
 * ADR 0048), on a real mercurius over real websockets: subscriptions with the same key that
 * receive the same event object share one execution (and one JSON text); a different key, no
 * key, or an execution with errors is executed per subscription, as unpatched mercurius does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import { getOperationAST } from 'graphql';
import type { Client } from 'graphql-ws';
import { Received, socketClient } from './graphql-client.ts';

interface Tick {
  readonly n: number;
  readonly fail: boolean;
}

/** Hands every subscriber the very same event object, as the live feed's shared reads do. */
class Broadcast {
  readonly #subscribers = new Set<(tick: Tick) => void>();

  get size(): number {
    return this.#subscribers.size;
  }

  publish(tick: Tick): void {
    for (const deliver of this.#subscribers) deliver(tick);
  }

  iterator(): AsyncIterableIterator<Tick> {
    const queue: Tick[] = [];
    let wake: (() => void) | undefined;
    const deliver = (tick: Tick) => {
      queue.push(tick);
      wake?.();
    };
    this.#subscribers.add(deliver);
    const done: IteratorReturnResult<undefined> = { done: true, value: undefined };
    const iterator: AsyncIterableIterator<Tick> = {
      next: async () => {
        while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        const value = queue.shift();
        return value === undefined ? done : { done: false, value };
      },
      return: () => {
        this.#subscribers.delete(deliver);
        return Promise.resolve(done);
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }
}

const SCHEMA = `
  type Query { ok: Boolean }
  type Tick { n: Int! executions: Int! }
  type Subscription { tick: Tick! }
`;

describe('mercurius sharedExecutionKey (patched)', () => {
  const broadcast = new Broadcast();
  let executions = 0;
  let app: FastifyInstance;
  let url = '';
  const clients: Client[] = [];
  beforeAll(async () => {
    app = Fastify();
    await app.register(mercurius, {
      schema: SCHEMA,
      resolvers: {
        Subscription: {
          tick: {
            subscribe: () => broadcast.iterator(),
            resolve: (tick: Tick) => tick,
          },
        },
        Tick: {
          executions: (tick: Tick) => {
            if (tick.fail) throw new Error('no executions for this tick');
            executions += 1;
            return executions;
          },
        },
      },
      subscription: {
        sharedExecutionKey: ({ document, query, variables }) =>
          getOperationAST(document)?.name?.value === 'Unshared'
            ? undefined
            : JSON.stringify([query, variables ?? null]),
      },
    });
    url = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => Promise.resolve(client.dispose())));
    await app.close();
  });

  interface TickData {
    readonly tick: { readonly n: number; readonly executions: number };
  }
  const watch = (query: string) => {
    const { client } = socketClient(url);
    clients.push(client);
    return new Received<TickData>(client, query, {});
  };
  const SHARED = 'subscription Shared { tick { n executions } }';
  const OTHER = 'subscription Other { tick { executions n } }';
  const UNSHARED = 'subscription Unshared { tick { n executions } }';

  it('executes an event once per key and hands every subscriber the same result', async () => {
    const shared = [watch(SHARED), watch(SHARED), watch(SHARED)];
    const other = watch(OTHER);
    const unshared = [watch(UNSHARED), watch(UNSHARED)];
    const all = [...shared, other, ...unshared];
    await expect.poll(() => broadcast.size).toBe(all.length);

    executions = 0;
    broadcast.publish({ n: 1, fail: false });
    await Promise.all(all.map((received) => received.until(() => received.results.length === 1)));
    // One execution for the three SHARED subscribers, one for OTHER, one per UNSHARED.
    expect(executions).toBe(4);
    const sharedCounts = shared.map((received) => received.results[0]?.tick.executions);
    expect(new Set(sharedCounts).size).toBe(1);
    const unsharedCounts = unshared.map((received) => received.results[0]?.tick.executions);
    expect(new Set(unsharedCounts).size).toBe(2);
    expect(other.results[0]?.tick.n).toBe(1);

    // A new event object is a new execution, even with equal contents.
    broadcast.publish({ n: 1, fail: false });
    await Promise.all(all.map((received) => received.until(() => received.results.length === 2)));
    expect(executions).toBe(8);
    for (const received of all) received.stop();
    await expect.poll(() => broadcast.size).toBe(0);
  });

  it('executes a failing event per subscriber and reports the error to each', async () => {
    const shared = [watch(SHARED), watch(SHARED)];
    await expect.poll(() => broadcast.size).toBe(2);
    broadcast.publish({ n: 2, fail: true });
    await Promise.all(
      shared.map((received) => received.until(() => received.errors !== undefined)),
    );
    for (const received of shared) {
      expect(received.errors?.[0]?.message).toContain('no executions for this tick');
    }
    executions = 0;
    broadcast.publish({ n: 3, fail: false });
    await Promise.all(
      shared.map((received) => received.until(() => received.results.length === 1)),
    );
    expect(executions).toBe(1);
    expect(shared.map((received) => received.results[0]?.tick.n)).toEqual([3, 3]);
  });
});
