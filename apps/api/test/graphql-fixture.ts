/**
 * A listening app for the GraphQL suites, built with `buildApp` over an in-process GameService,
 * AccountService and GameFeed on the driver's test database (the feed is kept at hand, to check
 * that subscriptions release their listeners).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, DEFAULT_APP_SETTINGS } from '../src/http/app.ts';
import { featureServices } from '../src/features.ts';
import type { AppSettings } from '../src/http/app.ts';
import { DEFAULT_AVAILABILITY } from '../src/config.ts';
import { AccountService, GameFeed, GameService } from '../src/index.ts';
import { Readiness } from '../src/readiness.ts';
import type { Database, GameState } from '../src/index.ts';
import { TokenCache } from '../src/accounts/token-cache.ts';
import { CredentialWatch } from '../src/live/credential-watch.ts';
import { InboxFeed } from '../src/live/inbox-feed.ts';
import { LobbyFeed } from '../src/live/lobby-feed.ts';
import { ChatFeed } from '../src/chat/chat-feed.ts';
import { InboxService } from '../src/service/inbox/inbox-service.ts';
import { createTestDatabase } from './databases.ts';
import type { Driver, TestDatabase } from './databases.ts';
import type { GraphqlClient } from './graphql-client.ts';
import { TEST_APP_SETTINGS, TEST_HASHING } from './http.ts';

export interface GraphqlFixture {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly service: GameService;
  readonly accounts: AccountService;
  readonly feed: GameFeed;
  readonly inbox: InboxService;
  readonly inboxFeed: InboxFeed;
  readonly lobbyFeed: LobbyFeed;
  readonly chatFeed: ChatFeed;
  readonly database: Database;
  /** Another app over the same services, with other settings (never listening). */
  appWith(settings: Partial<AppSettings>): Promise<FastifyInstance>;
}

export function useGraphqlServer(
  driver: Driver,
  overrides: Partial<AppSettings> = {},
): () => GraphqlFixture {
  let testDatabase: TestDatabase | undefined;
  let fixture: GraphqlFixture | undefined;
  const extraApps: FastifyInstance[] = [];
  let closeCredentials = () => Promise.resolve();
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    const database = await testDatabase.open();
    const service = new GameService(database.db);
    // Tokens cached as startServer caches them, so that what tests count is what production runs.
    const tokenCache = await TokenCache.listening(database);
    const accounts = new AccountService(database.db, { hashing: TEST_HASHING, tokenCache });
    const feed = await GameFeed.open(database, { commits: service });
    const inbox = new InboxService(database.db);
    inbox.attach(service);
    const inboxFeed = await InboxFeed.open(database);
    const chatFeed = await ChatFeed.open(database);
    const lobbyFeed = await LobbyFeed.open(database, { commits: service });
    const credentials = await CredentialWatch.open(database);
    closeCredentials = async () => {
      await credentials.close();
      await tokenCache.close();
    };
    const readiness = new Readiness(database.db, feed, DEFAULT_AVAILABILITY.readyTimeoutMs);
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
      ...featureServices(database.db),
    };
    const settings: AppSettings = { ...DEFAULT_APP_SETTINGS, ...TEST_APP_SETTINGS, ...overrides };
    const app = await buildApp(deps, settings);
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const appWith = async (other: Partial<AppSettings>) => {
      const extra = await buildApp(deps, { ...settings, ...other });
      extraApps.push(extra);
      await extra.ready();
      return extra;
    };
    fixture = {
      url,
      app,
      service,
      accounts,
      feed,
      inbox,
      inboxFeed,
      lobbyFeed,
      chatFeed,
      database,
      appWith,
    };
  });
  afterAll(async () => {
    if (fixture !== undefined) {
      for (const extra of extraApps) await extra.close();
      await fixture.app.close();
      await fixture.service.stop();
      await fixture.inbox.idle();
      await fixture.feed.close();
      await fixture.inboxFeed.close();
      await fixture.lobbyFeed.close();
      await fixture.chatFeed.close();
      await closeCredentials();
      await fixture.database.close();
    }
    await testDatabase?.dispose();
  });
  return () => {
    if (fixture === undefined) throw new Error('the GraphQL fixture is not running yet');
    return fixture;
  };
}

/** Every field of GameState, to compare with the service's own (a seat's last seen version too). */
export const GAME_STATE_FIELDS =
  'gameId status version activeSeats viewer { kind seat } view legalCommands outcome turnDeadline lastSeenVersion ' +
  'clocks { asOf seats { seat remainingMs deadline } } seats { seat timeoutsInARow standing }';

/** A GameState from GraphQL in the service's shape (a spectator's viewer has no seat). */
export function asServiceState(state: GameState): GameState {
  const viewer = state.viewer as { kind: string; seat: number | null };
  return {
    ...state,
    viewer:
      viewer.kind === 'seat' ? { kind: 'seat', seat: viewer.seat ?? -1 } : { kind: 'spectator' },
  };
}

export const SUBMIT = `mutation ($gameId: ID!, $version: Int!, $commandId: String!, $command: JSON!) {
  submitCommand(gameId: $gameId, expectedVersion: $version, commandId: $commandId, command: $command) {
    gameId version commandId events duplicate
  }
}`;

export function submitVariables(gameId: string, version: number, command: unknown) {
  return { gameId, version, commandId: randomUUID(), command };
}

/** A public game of people only, created and started through GraphQL by the first player. */
export async function humanGame(
  engine: string,
  players: readonly GraphqlClient[],
): Promise<string> {
  const [creator] = players;
  if (creator === undefined) throw new Error('no players');
  const created = await creator.ok<{ createGame: { gameId: string } }>(
    'mutation ($input: CreateGameInput!) { createGame(input: $input) { gameId } }',
    { input: { engine, seatCount: players.length } },
  );
  const { gameId } = created.createGame;
  for (const [seat, player] of players.entries()) {
    await player.ok(
      'mutation ($gameId: ID!, $seat: Int!) { joinGame(gameId: $gameId, seat: $seat) { gameId } }',
      {
        gameId,
        seat,
      },
    );
  }
  await creator.ok('mutation ($gameId: ID!) { startGame(gameId: $gameId) { status } }', { gameId });
  return gameId;
}
