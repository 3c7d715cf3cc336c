/** A real server (listening, on the driver's test database) whose service reads a fake clock. */
import { afterAll, beforeAll } from 'vitest';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/server.ts';
import { createTestDatabase } from './databases.ts';
import type { Driver, TestDatabase } from './databases.ts';
import type { FakeClock } from './fake-clock.ts';
import { TEST_APP_SETTINGS, TEST_HASHING, TEST_HTTP_CONFIG } from './http.ts';
import type { RestClient } from './http.ts';

export interface ClockedServer {
  readonly server: RunningServer;
  readonly url: string;
}

export function useClockedServer(driver: Driver, clock: FakeClock): () => ClockedServer {
  let fixture: { server: RunningServer; testDatabase: TestDatabase } | undefined;
  beforeAll(async () => {
    const testDatabase = await createTestDatabase(driver);
    const server = await startServer(
      { database: testDatabase.config, http: TEST_HTTP_CONFIG },
      {
        app: TEST_APP_SETTINGS,
        accounts: { hashing: TEST_HASHING, clock },
        service: { clock },
      },
    );
    fixture = { server, testDatabase };
  });
  afterAll(async () => {
    if (fixture === undefined) return;
    await fixture.server.close();
    await fixture.testDatabase.dispose();
  });
  return () => {
    if (fixture === undefined) throw new Error('the server is not running yet');
    return { server: fixture.server, url: fixture.server.url };
  };
}

/** A started game of people over REST, each seat a fresh account of `people` (seat order). */
export async function startRestGame(
  people: readonly RestClient[],
  game: { engine: string; timeControl?: unknown },
): Promise<string> {
  const [host] = people;
  if (host === undefined) throw new Error('no people');
  const created = await host.post<{ gameId: string }>('/games', {
    ...game,
    seatCount: people.length,
  });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const { gameId } = created.body;
  for (const [seat, person] of people.entries()) {
    const joined = await person.put(`/games/${gameId}/seats/${seat}`);
    if (joined.status !== 200) throw new Error(`join failed: ${JSON.stringify(joined.body)}`);
  }
  const started = await host.post(`/games/${gameId}/start`);
  if (started.status !== 200) throw new Error(`start failed: ${JSON.stringify(started.body)}`);
  return gameId;
}
