/**
 * The end-to-end test clock (ADR 0027) in a real server: with `testClock: 'adjustable'`,
 * `POST /test/clock` moves the server's time forward and sweeps, so a passed deadline is acted on
 * when the answer comes; without it the route does not exist.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import type { EventsPage } from '../src/index.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { startTestServer } from './http.ts';
import { startHumanGame } from './play.ts';

describeOnDatabases('the test clock route', (driver) => {
  let testDatabase: TestDatabase | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    server = await startTestServer(testDatabase.config, { testClock: 'adjustable' });
  });
  afterAll(async () => {
    await server?.close();
    await testDatabase?.dispose();
  });

  const post = (url: string, body: unknown) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('moves the server clock forward and acts on the deadlines that passed', async () => {
    if (server === undefined) throw new Error('no server');
    const timeControl = { kind: 'per_move', moveSeconds: 60 } as const;
    const { gameId } = await startHumanGame(server.service, 'big-shot', 2, {
      timeControl,
      timeoutPolicy: { kind: 'forfeit' },
    });
    expect((await post(`${server.url}/test/clock`, { advanceMs: -1 })).status).toBe(400);
    const before = Date.now();
    const moved = await post(`${server.url}/test/clock`, { advanceMs: 61_000 });
    expect(moved.status).toBe(200);
    const { now } = (await moved.json()) as { now: string };
    expect(new Date(now).getTime()).toBeGreaterThanOrEqual(before + 61_000);
    const page = (await (
      await fetch(`${server.url}/api/v1/games/${gameId}/events`)
    ).json()) as EventsPage;
    expect(page.status).toBe('finished');
    expect(page.entries.at(-1)).toMatchObject({ timeout: { action: 'forfeit' } });
  });

  it('does not exist without the configuration', async () => {
    const other = await createTestDatabase(driver);
    const plain = await startTestServer(other.config);
    try {
      expect((await post(`${plain.url}/test/clock`, { advanceMs: 1 })).status).toBe(404);
    } finally {
      await plain.close();
      await other.dispose();
    }
  });
});
