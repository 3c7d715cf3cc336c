/**
 * The sign-in limits over HTTP, on both drivers: two API instances (two `buildApp` with their own
 * AccountService over one database, behind a trusted proxy) share the count, a lock answers 429
 * SIGN_IN_THROTTLED with Retry-After, and an unknown username is answered exactly like a wrong
 * password — status, headers that matter and body bytes — before and during a lock.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, DEFAULT_APP_SETTINGS } from '../src/http/app.ts';
import { featureServices } from '../src/features.ts';
import { AccountService, GameFeed, GameService } from '../src/index.ts';
import { InboxFeed } from '../src/live/inbox-feed.ts';
import { LobbyFeed } from '../src/live/lobby-feed.ts';
import { ChatFeed } from '../src/chat/chat-feed.ts';
import { InboxService } from '../src/service/inbox/inbox-service.ts';
import type { Database } from '../src/index.ts';
import { DEFAULT_AVAILABILITY } from '../src/config.ts';
import { Readiness } from '../src/readiness.ts';
import { CredentialWatch } from '../src/live/credential-watch.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import type { Driver, TestDatabase } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import { TEST_APP_SETTINGS, TEST_HASHING, TEST_SIGN_IN_LIMITS } from './http.ts';

const PASSWORD = 'correct horse battery staple';

interface Answer {
  readonly status: number;
  readonly body: string;
  readonly contentType: string | null;
  readonly retryAfter: string | null;
}

interface Fixture {
  /** The two instances' base URLs. */
  readonly urls: readonly [string, string];
  readonly advance: (ms: number) => void;
}

function useTwoInstances(driver: Driver): () => Fixture {
  let testDatabase: TestDatabase | undefined;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const closers: (() => Promise<void>)[] = [];
  let fixture: Fixture | undefined;
  const clock = new FakeClock('2030-06-01T08:00:00.000Z');
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    const first = await testDatabase.open();
    databases.push(first);
    // PGlite's data directory has one owner; on Postgres each instance has its own connections.
    const second = driver === 'postgres' ? await testDatabase.open() : first;
    if (second !== first) databases.push(second);
    const urls: string[] = [];
    for (const database of [first, second]) {
      const service = new GameService(database.db);
      const feed = await GameFeed.open(database, { commits: service });
      const inbox = new InboxService(database.db);
      const inboxFeed = await InboxFeed.open(database);
      const chatFeed = await ChatFeed.open(database);
      const lobbyFeed = await LobbyFeed.open(database, { commits: service });
      const credentials = await CredentialWatch.open(database);
      const readiness = new Readiness(database.db, feed, DEFAULT_AVAILABILITY.readyTimeoutMs);
      const accounts = new AccountService(database.db, {
        clock,
        hashing: TEST_HASHING,
        signInLimits: TEST_SIGN_IN_LIMITS,
      });
      const settings = { ...DEFAULT_APP_SETTINGS, ...TEST_APP_SETTINGS, trustProxy: true };
      const deps = {
        service,
        accounts,
        feed,
        inbox,
        inboxFeed,
        lobbyFeed,
        chatFeed,
        credentials,
        readiness,
      };
      const app = await buildApp({ ...deps, ...featureServices(database.db, clock) }, settings);
      apps.push(app);
      closers.push(
        () => service.stop(),
        () => feed.close(),
        () => inboxFeed.close(),
        () => lobbyFeed.close(),
        () => chatFeed.close(),
        () => credentials.close(),
      );
      urls.push(await app.listen({ host: '127.0.0.1', port: 0 }));
    }
    const [a, b] = urls as [string, string];
    fixture = {
      urls: [a, b],
      advance: (ms) => {
        clock.advance(ms);
      },
    };
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const close of closers) await close();
    for (const database of databases) await database.close();
    await testDatabase?.dispose();
  });
  return () => {
    if (fixture === undefined) throw new Error('the instances are not running yet');
    return fixture;
  };
}

async function post(url: string, path: string, body: unknown, from: string): Promise<Answer> {
  const response = await fetch(`${url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: await response.text(),
    contentType: response.headers.get('content-type'),
    retryAfter: response.headers.get('retry-after'),
  };
}

describeOnDatabases('sign-in limits over HTTP', (driver) => {
  const fixture = useTwoInstances(driver);
  const signIn = (instance: 0 | 1, username: string, password: string, from: string) =>
    post(fixture().urls[instance], '/auth/sign-in', { username, password }, from);

  it('answers an unknown username exactly like a wrong password, locked or not', async () => {
    const [url] = fixture().urls;
    const created = await post(
      url,
      '/auth/sign-up',
      { username: 'hal', password: PASSWORD },
      '192.0.2.250',
    );
    expect(created.status).toBe(201);
    for (let i = 0; i < 4; i += 1) {
      const wrong = await signIn(0, 'hal', 'not the password', `192.0.2.${i}`);
      const unknown = await signIn(0, 'hal_nobody', 'not the password', `192.0.2.${i + 100}`);
      expect(unknown).toEqual(wrong);
      const expected = i < 3 ? [401, 'INVALID_CREDENTIALS'] : [429, 'SIGN_IN_THROTTLED'];
      expect([wrong.status, (JSON.parse(wrong.body) as { code: string }).code]).toEqual(expected);
    }
  });

  it('shares one count between two instances, and answers 429 with Retry-After', async () => {
    const { advance } = fixture();
    const [url] = fixture().urls;
    await post(url, '/auth/sign-up', { username: 'ivy', password: PASSWORD }, '198.18.0.1');
    const guesses = [];
    for (let i = 0; i < 3; i += 1) {
      guesses.push((await signIn(i % 2 === 0 ? 0 : 1, 'ivy', 'guess', `198.18.1.${i}`)).status);
    }
    expect(guesses).toEqual([401, 401, 401]);
    for (const instance of [0, 1] as const) {
      const refused = await signIn(instance, 'ivy', PASSWORD, `198.18.2.${instance}`);
      expect(refused).toMatchObject({ status: 429, retryAfter: '10' });
      expect(JSON.parse(refused.body)).toEqual({
        code: 'SIGN_IN_THROTTLED',
        message: expect.stringContaining('try again in 10 s') as unknown,
        retryAfterSeconds: 10,
      });
    }
    advance(10_000);
    expect((await signIn(1, 'ivy', PASSWORD, '198.18.3.1')).status).toBe(200);
  });

  it('limits one address across usernames, on both instances', async () => {
    const [url] = fixture().urls;
    const from = '198.18.9.9';
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await signIn(i % 2 === 0 ? 0 : 1, `nobody_${i}`, 'guess', from)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Sign-up is not a sign-in: it is not refused, and the new account's own sign-in from
    // elsewhere works; from the locked address it waits like any other.
    const signedUp = await post(
      url,
      '/auth/sign-up',
      { username: 'joy', password: PASSWORD },
      from,
    );
    expect(signedUp.status).toBe(201);
    expect((await signIn(1, 'joy', PASSWORD, '198.18.9.10')).status).toBe(200);
    expect((await signIn(0, 'joy', PASSWORD, from)).status).toBe(429);
  });
});
