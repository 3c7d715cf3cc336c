/**
 * Web push subscriptions over REST and GraphQL (issue 18 item 6): the server's VAPID key pair is
 * made once — by the first start, or by two processes starting at once — and is the same after a
 * restart; anyone reads the public key; an account subscribes its browsers, lists them without
 * keys or endpoint paths, removes its own only; a bad subscription is refused with 400 and a
 * stable code, and nothing is stored.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pushSubscriptions, pushVapidKeys } from '../src/db/schema.ts';
import { DEFAULT_PUSH_CONFIG } from '../src/delivery/push/push-config.ts';
import type { PushSubscriptionInfo } from '../src/delivery/push/push-service.ts';
import { loadVapidKeys } from '../src/delivery/push/vapid-keys.ts';
import type { RunningServer } from '../src/server.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { GraphqlClient } from './graphql-client.ts';
import { RestClient, startTestServer } from './http.ts';
import { TestBrowser } from './push-receiver.ts';

const PUSH_CONFIG = { ...DEFAULT_PUSH_CONFIG, allowLoopback: true };
const SERVICE = 'https://push.example.net';

describeOnDatabases('web push subscriptions and keys', (driver) => {
  let testDatabase: TestDatabase | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    server = await startTestServer(testDatabase.config, { push: PUSH_CONFIG });
  });
  afterAll(async () => {
    await server?.close();
    await testDatabase?.dispose();
  });
  const api = () => {
    if (server === undefined || testDatabase === undefined) throw new Error('not started');
    return { server, testDatabase };
  };
  const browser = () => new TestBrowser(`${SERVICE}/send/${randomUUID()}`);

  it('serves one VAPID public key to anyone, by REST and GraphQL, the same after a restart', async () => {
    const { url } = api().server;
    const rest = await new RestClient(url).get<{ publicKey: string }>('/push/vapid-public-key');
    expect(rest.status).toBe(200);
    const key = Buffer.from(rest.body.publicKey, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(0x04);
    const graphql = await new GraphqlClient(url).ok<{ vapidPublicKey: string }>(
      '{ vapidPublicKey }',
    );
    expect(graphql.vapidPublicKey).toBe(rest.body.publicKey);

    await api().server.close();
    server = await startTestServer(api().testDatabase.config, { push: PUSH_CONFIG });
    const again = await new RestClient(api().server.url).get<{ publicKey: string }>(
      '/push/vapid-public-key',
    );
    expect(again.body.publicKey).toBe(rest.body.publicKey);
    expect(await api().server.database.db.select().from(pushVapidKeys)).toHaveLength(1);
  });

  it('two processes making the first keys at once keep one pair between them', async () => {
    const fresh = await createTestDatabase(driver);
    // PGlite serves one process: there the two loads share a handle, still racing each other.
    const first = await fresh.open();
    const second = driver === 'postgres' ? await fresh.open() : first;
    try {
      const [a, b] = await Promise.all([loadVapidKeys(first.db), loadVapidKeys(second.db)]);
      expect(a).toEqual(b);
      expect(await first.db.select().from(pushVapidKeys)).toHaveLength(1);
      expect(await loadVapidKeys(second.db)).toEqual(a);
    } finally {
      if (second !== first) await second.close();
      await first.close();
      await fresh.dispose();
    }
  });

  it('subscribes browsers, lists them without keys, and removes only the account’s own', async () => {
    const ann = await new RestClient(api().server.url).signUp();
    const bea = await new RestClient(api().server.url).signUp();
    const phone = browser();
    const laptop = browser();
    for (const device of [phone, laptop]) {
      const reply = await ann.post<PushSubscriptionInfo>(
        '/me/push-subscriptions',
        device.subscription(),
      );
      expect(reply.status).toBe(201);
    }
    // The same browser again: one row, new keys.
    const again = await ann.post<PushSubscriptionInfo>(
      '/me/push-subscriptions',
      new TestBrowser(phone.endpoint).subscription(),
    );
    expect(again.status).toBe(201);
    const list = await ann.get<{ subscriptions: PushSubscriptionInfo[] }>('/me/push-subscriptions');
    expect(list.body.subscriptions).toHaveLength(2);
    for (const entry of list.body.subscriptions) {
      expect(Object.keys(entry).sort()).toEqual(['createdAt', 'endpointOrigin', 'id']);
      expect(entry.endpointOrigin).toBe(SERVICE);
    }
    expect(JSON.stringify(list.body)).not.toContain('/send/');

    const [first] = list.body.subscriptions;
    if (first === undefined) throw new Error('no subscription');
    const foreign = await bea.delete<{ code: string }>(`/me/push-subscriptions/${first.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('PUSH_SUBSCRIPTION_NOT_FOUND');
    const notMine = await bea.post<{ removed: boolean }>('/me/push-subscriptions/unsubscribe', {
      endpoint: laptop.endpoint,
    });
    expect(notMine.body).toEqual({ removed: false });
    const anns = await ann.get<{ subscriptions: PushSubscriptionInfo[] }>('/me/push-subscriptions');
    expect(anns.body.subscriptions).toHaveLength(2);

    // A browser Bea signs in on moves to her.
    expect((await bea.post('/me/push-subscriptions', laptop.subscription())).status).toBe(201);
    const moved = await ann.get<{ subscriptions: PushSubscriptionInfo[] }>(
      '/me/push-subscriptions',
    );
    expect(moved.body.subscriptions).toHaveLength(1);
  });

  it('subscribes, lists and unsubscribes by GraphQL; anonymous and read-only callers cannot', async () => {
    const client = await new GraphqlClient(api().server.url).signUp();
    const device = browser().subscription();
    const subscribe =
      'mutation ($e: String!, $p: String!, $a: String!) { subscribePush(endpoint: $e, p256dh: $p, auth: $a) { id endpointOrigin createdAt } }';
    const variables = { e: device.endpoint, p: device.keys.p256dh, a: device.keys.auth };
    const { subscribePush } = await client.ok<{ subscribePush: PushSubscriptionInfo }>(
      subscribe,
      variables,
    );
    expect(subscribePush.endpointOrigin).toBe(SERVICE);
    const listed = await client.ok<{ pushSubscriptions: PushSubscriptionInfo[] }>(
      '{ pushSubscriptions { id endpointOrigin createdAt } }',
    );
    expect(listed.pushSubscriptions).toEqual([subscribePush]);

    const anonymous = await new GraphqlClient(api().server.url).send(subscribe, variables);
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const reader = await client.tokenClient(['read']);
    const refused = await reader.send(subscribe, { ...variables, e: `${SERVICE}/send/other` });
    expect(refused.errors?.[0]?.extensions.code).toBe('INSUFFICIENT_SCOPE');
    expect(
      (await reader.ok<{ pushSubscriptions: unknown[] }>('{ pushSubscriptions { id } }'))
        .pushSubscriptions,
    ).toHaveLength(1);

    const bad = await client.send(subscribe, { ...variables, a: 'short' });
    expect(bad.errors?.[0]?.extensions.code).toBe('PUSH_SUBSCRIPTION_INVALID');

    const removed = await client.ok<{ unsubscribePush: boolean }>(
      'mutation ($e: String!) { unsubscribePush(endpoint: $e) }',
      { e: device.endpoint },
    );
    expect(removed.unsubscribePush).toBe(true);
    const none = await client.ok<{ pushSubscriptions: unknown[] }>('{ pushSubscriptions { id } }');
    expect(none.pushSubscriptions).toEqual([]);
  });

  it('refuses bad subscriptions with 400 and a stable code, storing nothing', async () => {
    const person = await new RestClient(api().server.url).signUp();
    const good = browser().subscription();
    const offCurve = Buffer.alloc(65, 7);
    offCurve[0] = 0x04;
    const cases: [string, unknown, string][] = [
      ['no keys', { endpoint: good.endpoint }, 'PUSH_SUBSCRIPTION_INVALID'],
      ['a number as endpoint', { ...good, endpoint: 42 }, 'PUSH_SUBSCRIPTION_INVALID'],
      [
        'a NUL byte in the endpoint',
        { ...good, endpoint: `${good.endpoint}\u0000x` },
        'PUSH_SUBSCRIPTION_INVALID',
      ],
      [
        'a short p256dh',
        { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } },
        'PUSH_SUBSCRIPTION_INVALID',
      ],
      [
        'a p256dh off the curve',
        { ...good, keys: { ...good.keys, p256dh: offCurve.toString('base64url') } },
        'PUSH_SUBSCRIPTION_INVALID',
      ],
      [
        'a p256dh that is not base64url',
        { ...good, keys: { ...good.keys, p256dh: `${good.keys.p256dh.slice(0, 86)}+` } },
        'PUSH_SUBSCRIPTION_INVALID',
      ],
      [
        'an auth of 12 bytes',
        { ...good, keys: { ...good.keys, auth: Buffer.alloc(12, 1).toString('base64url') } },
        'PUSH_SUBSCRIPTION_INVALID',
      ],
      [
        'an endpoint that is no URL',
        { ...good, endpoint: 'not-a-url' },
        'PUSH_SUBSCRIPTION_INVALID',
      ],
      [
        'plain http to a public host',
        { ...good, endpoint: 'http://push.example.net/send/1' },
        'PUSH_ENDPOINT_NOT_ALLOWED',
      ],
      [
        'a private address',
        { ...good, endpoint: 'https://10.1.2.3/send/1' },
        'PUSH_ENDPOINT_NOT_ALLOWED',
      ],
      [
        'the metadata address',
        { ...good, endpoint: 'https://169.254.169.254/latest' },
        'PUSH_ENDPOINT_NOT_ALLOWED',
      ],
      [
        'credentials in the URL',
        { ...good, endpoint: 'https://user:secret@push.example.net/send/1' },
        'PUSH_ENDPOINT_NOT_ALLOWED',
      ],
    ];
    for (const [what, body, code] of cases) {
      const reply = await person.post<{ code: string; message: string }>(
        '/me/push-subscriptions',
        body,
      );
      expect({ what, status: reply.status, code: reply.body.code }).toEqual({
        what,
        status: 400,
        code,
      });
    }
    const mine = await api()
      .server.database.db.select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.playerId, person.playerId ?? ''));
    expect(mine).toHaveLength(0);
    const unsubscribe = await person.post<{ code: string }>('/me/push-subscriptions/unsubscribe', {
      endpoint: 'https://push.example.net/\u0000',
    });
    expect({ status: unsubscribe.status, code: unsubscribe.body.code }).toEqual({
      status: 400,
      code: 'PUSH_SUBSCRIPTION_INVALID',
    });
    const anonymous = await new RestClient(api().server.url).post('/me/push-subscriptions', good);
    expect(anonymous.status).toBe(401);
  });
});
