/**
 * Two API "processes" on one test database, each with its own GameService, AccountService,
 * GameFeed and listening app — on Postgres each also with its own connection pool and LISTEN
 * connection, as two processes would have; PGlite serves one process only, so there the two
 * share the database handle. What one changes, the other learns only through the database.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, DEFAULT_APP_SETTINGS } from '../src/http/app.ts';
import { featureServices } from '../src/features.ts';
import { AccountService, GameFeed, GameService } from '../src/index.ts';
import type { Database } from '../src/index.ts';
import { DEFAULT_AVAILABILITY } from '../src/config.ts';
import { Readiness } from '../src/readiness.ts';
import { TokenCache } from '../src/accounts/token-cache.ts';
import { CredentialWatch } from '../src/live/credential-watch.ts';
import { InboxFeed } from '../src/live/inbox-feed.ts';
import { LobbyFeed } from '../src/live/lobby-feed.ts';
import { ChatFeed } from '../src/chat/chat-feed.ts';
import { InboxService } from '../src/service/inbox/inbox-service.ts';
import { createTestDatabase } from './databases.ts';
import type { Driver, TestDatabase } from './databases.ts';
import { TEST_APP_SETTINGS, TEST_HASHING } from './http.ts';

export interface ApiProcess {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly service: GameService;
  readonly feed: GameFeed;
  readonly inbox: InboxService;
  readonly inboxFeed: InboxFeed;
  readonly lobbyFeed: LobbyFeed;
  readonly chatFeed: ChatFeed;
  readonly credentials: CredentialWatch;
  /** Its API token cache, as startServer makes it, but trusted for an hour: only a revocation ends an entry. */
  readonly tokenCache: TokenCache;
}

async function startProcess(database: Database): Promise<ApiProcess> {
  const service = new GameService(database.db);
  const tokenCache = await TokenCache.listening(database, { ttlMs: 3_600_000 });
  const accounts = new AccountService(database.db, { hashing: TEST_HASHING, tokenCache });
  const feed = await GameFeed.open(database, { commits: service });
  const inbox = new InboxService(database.db);
  inbox.attach(service);
  const inboxFeed = await InboxFeed.open(database);
  const chatFeed = await ChatFeed.open(database);
  const lobbyFeed = await LobbyFeed.open(database, { commits: service });
  const credentials = await CredentialWatch.open(database);
  const readiness = new Readiness(database.db, feed, DEFAULT_AVAILABILITY.readyTimeoutMs);
  const app = await buildApp(
    {
      service,
      accounts,
      feed,
      inbox,
      inboxFeed,
      lobbyFeed,
      chatFeed,
      credentials,
      readiness,
      ...featureServices(database.db),
    },
    { ...DEFAULT_APP_SETTINGS, ...TEST_APP_SETTINGS },
  );
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    app,
    service,
    feed,
    inbox,
    inboxFeed,
    lobbyFeed,
    chatFeed,
    credentials,
    tokenCache,
  };
}

async function stopProcess(process: ApiProcess): Promise<void> {
  await process.app.close();
  await process.service.stop();
  await process.inbox.idle();
  await process.feed.close();
  await process.inboxFeed.close();
  await process.lobbyFeed.close();
  await process.chatFeed.close();
  await process.credentials.close();
  await process.tokenCache.close();
}

export function useTwoProcesses(driver: Driver): () => readonly [ApiProcess, ApiProcess] {
  let testDatabase: TestDatabase | undefined;
  const databases: Database[] = [];
  const processes: ApiProcess[] = [];
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    const first = await testDatabase.open();
    const second = driver === 'postgres' ? await testDatabase.open() : first;
    databases.push(...new Set([first, second]));
    processes.push(await startProcess(first), await startProcess(second));
  });
  afterAll(async () => {
    for (const process of processes.splice(0)) await stopProcess(process);
    for (const database of databases.splice(0)) await database.close();
    await testDatabase?.dispose();
  });
  return () => {
    const [a, b] = processes;
    if (a === undefined || b === undefined) throw new Error('the two processes are not running');
    return [a, b];
  };
}
