/**
 * A kill -9 between commit and delivery loses nothing (issue 18 item 1), with two real processes
 * on Postgres: a process that wrote a notification and died before relaying it, one that relayed
 * it (the route job committed with the mark) and died, and one that routed it (the channel jobs
 * committed) and died — in each case the surviving process delivers it, once per channel.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AccountService } from '../src/index.ts';
import type { Database } from '../src/index.ts';
import { DeliveryEngine, ROUTE_QUEUE } from '../src/delivery/delivery-engine.ts';
import { DeliveryQueue, queuesWith } from '../src/delivery/queue.ts';
import { TEST_DATABASE_URL, createTestDatabase } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { TEST_RETRY } from './delivery-retry.ts';
import { startReceiver } from './http-receiver.ts';
import type { HttpReceiver } from './http-receiver.ts';
import { Peer } from './peer-process.ts';
import { ReceiverChannel } from './receiver-channel.ts';

const PEER = fileURLToPath(new URL('fixtures/delivery-peer.ts', import.meta.url));
const messageSchema = z.object({ op: z.string() }).loose();
type Message = z.infer<typeof messageSchema>;
const CHANNELS = ['email', 'push', 'webhook'] as const;

describe.skipIf(TEST_DATABASE_URL === undefined)('delivery after a kill -9 [Postgres]', () => {
  let testDatabase: TestDatabase | undefined;
  let database: Database | undefined;
  let queue: DeliveryQueue | undefined;
  let engine: DeliveryEngine | undefined;
  let receiver: HttpReceiver | undefined;
  let accounts: AccountService | undefined;
  let url = '';

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    if (testDatabase.config.driver !== 'postgres') throw new Error('a Postgres test');
    url = testDatabase.config.url;
    database = await testDatabase.open();
    receiver = await startReceiver();
    queue = await DeliveryQueue.open(
      database.queueConnection,
      queuesWith(DeliveryEngine.QUEUES, TEST_RETRY),
      (error) => {
        throw error;
      },
    );
    const channels = Object.fromEntries(
      CHANNELS.map((name) => [name, new ReceiverChannel(name, receiver?.url ?? '')]),
    );
    engine = new DeliveryEngine(database.db, queue, channels);
    accounts = new AccountService(database.db, {
      hashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    });
  });
  afterAll(async () => {
    await queue?.close();
    await receiver?.close();
    await database?.close();
    await testDatabase?.dispose();
  });

  /** Runs everything due in this process until nothing is left. */
  async function survivorDelivers(): Promise<void> {
    for (let round = 0; round < 10; round += 1) {
      const relayed = (await engine?.relay()) ?? 0;
      let ran = 0;
      for (const name of DeliveryEngine.QUEUES) ran += (await queue?.drain(name))?.length ?? 0;
      if (relayed === 0 && ran === 0) return;
    }
  }

  /** What each channel received for the account (the receiver names the account). */
  function arrivals(displayName: string): number[] {
    return CHANNELS.map(
      (channel) =>
        receiver?.received.filter(
          (request) =>
            request.path === `/${channel}` &&
            (JSON.parse(request.body) as { to: string }).to === displayName,
        ).length ?? 0,
    );
  }

  async function crashAfter(steps: readonly Record<string, unknown>[], answers: readonly string[]) {
    const username = `crash_${String(Math.random()).slice(2, 10)}`;
    const account = await accounts?.signUp({ username, password: 'correct horse battery' });
    if (account === undefined) throw new Error('no account');
    const peer = new Peer<Message>(PEER, [url, receiver?.url ?? ''], messageSchema);
    await peer.next('ready');
    peer.send({ op: 'write', playerId: account.playerId });
    await peer.next('written');
    const said: Message[] = [];
    for (const [index, step] of steps.entries()) {
      peer.send(step);
      said.push(await peer.next(answers[index] ?? ''));
    }
    await peer.kill();
    return { name: account.displayName, said };
  }

  it('delivers a notification written just before the crash, not yet relayed', async () => {
    const { name } = await crashAfter([], []);
    expect(arrivals(name)).toEqual([0, 0, 0]);
    await survivorDelivers();
    expect(arrivals(name)).toEqual([1, 1, 1]);
  });

  it('delivers one relayed before the crash (its route job committed with the mark)', async () => {
    const { name, said } = await crashAfter([{ op: 'relay' }], ['relayed']);
    expect(said[0]).toMatchObject({ count: 1 });
    await survivorDelivers();
    expect(arrivals(name)).toEqual([1, 1, 1]);
  });

  it('delivers one routed before the crash (its channel jobs committed), once each', async () => {
    const { name, said } = await crashAfter(
      [{ op: 'relay' }, { op: 'drain', queue: ROUTE_QUEUE }],
      ['relayed', 'drained'],
    );
    expect(said[1]).toMatchObject({ runs: [{ outcome: 'done' }] });
    expect(arrivals(name)).toEqual([0, 0, 0]);
    await survivorDelivers();
    expect(arrivals(name)).toEqual([1, 1, 1]);
    await survivorDelivers();
    expect(arrivals(name)).toEqual([1, 1, 1]);
  });
});
