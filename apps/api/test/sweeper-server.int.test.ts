/**
 * The deadline sweeper as the server runs it (startServer, ADR 0025), on a fake clock and timers
 * fired by hand: a round of the server's own loop plays the late seat's move, which every reader
 * sees over REST and GraphQL as a timed-out entry with the next deadline set; the loop stops with the server.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/server.ts';
import type { EventsPage, GameSummary } from '../src/index.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import { GraphqlClient } from './graphql-client.ts';
import { HandTimers } from './hand-timers.ts';
import { RestClient, TEST_APP_SETTINGS, TEST_HASHING, TEST_HTTP_CONFIG } from './http.ts';
import { startHumanGame } from './play.ts';

const SWEEPER = { intervalMs: 2000, batchSize: 10, leaseMs: 30_000 };

describeOnDatabases('the server’s deadline sweeper', (driver) => {
  const clock = new FakeClock('2030-09-01T06:00:00.000Z');
  const timers = new HandTimers();
  let testDatabase: TestDatabase | undefined;
  let server: RunningServer | undefined;
  const running = (): RunningServer => {
    if (server === undefined) throw new Error('the server is not running');
    return server;
  };
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    server = await startServer(
      { database: testDatabase.config, http: TEST_HTTP_CONFIG, sweeper: SWEEPER },
      {
        app: TEST_APP_SETTINGS,
        accounts: { hashing: TEST_HASHING, clock },
        service: { clock },
        sweeper: { timers },
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await testDatabase?.dispose();
  });

  it('plays the late seat’s move in a round of its loop, seen by everyone', async () => {
    const timeControl = { kind: 'per_move', moveSeconds: 60 } as const;
    const { gameId } = await startHumanGame(running().service, 'big-cheese', 3, { timeControl });
    const client = new RestClient(running().url);
    const before = (await client.get<GameSummary>(`/games/${gameId}`)).body;
    const [late] = before.activeSeats;
    expect(timers.pending.map((timer) => timer.ms)).toEqual([SWEEPER.intervalMs]);

    clock.advance(60_000);
    timers.fire();
    await running().sweeper.idle();

    const events = await client.get<EventsPage>(`/games/${gameId}/events?afterVersion=0`);
    expect(events.body.entries).toMatchObject([{ version: 1, actor: late, timedOut: true }]);
    const graphql = await new GraphqlClient(running().url).ok<{
      gameEvents: { entries: { version: number; timedOut: boolean | null }[] };
    }>(
      'query ($gameId: ID!) { gameEvents(gameId: $gameId, limit: 10) { entries { version timedOut } } }',
      { gameId },
    );
    expect(graphql.gameEvents.entries).toEqual([
      { version: 0, timedOut: null },
      { version: 1, timedOut: true },
    ]);
    const after = (await client.get<GameSummary>(`/games/${gameId}`)).body;
    expect(after.turnDeadline).toBe(new Date(clock.now().getTime() + 60_000).toISOString());
    // The next round is set, at the configured pace.
    expect(timers.pending.map((timer) => timer.ms)).toEqual([SWEEPER.intervalMs]);
  });
});
