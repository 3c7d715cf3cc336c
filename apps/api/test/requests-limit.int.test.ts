/**
 * TAVOLO_REQUESTS_PER_MINUTE (config.http.requestsPerMinute) reaches the server: one caller's
 * requests beyond it in a minute are refused with 429 RATE_LIMITED and change nothing, while
 * another caller keeps its own budget. (Benchmarks and busy bot accounts raise it.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/server.ts';
import { createTestDatabase } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { RestClient, TEST_HASHING, TEST_HTTP_CONFIG } from './http.ts';

const REQUESTS = 4;

let testDatabase: TestDatabase | undefined;
let server: RunningServer | undefined;
beforeAll(async () => {
  testDatabase = await createTestDatabase('pglite');
  server = await startServer(
    {
      database: testDatabase.config,
      http: { ...TEST_HTTP_CONFIG, requestsPerMinute: REQUESTS },
    },
    { accounts: { hashing: TEST_HASHING } },
  );
});
afterAll(async () => {
  await server?.close();
  await testDatabase?.dispose();
});

it("refuses one caller's requests beyond the configured requests per minute", async () => {
  const url = server?.url ?? '';
  const statuses: number[] = [];
  const codes: (string | undefined)[] = [];
  for (let request = 0; request <= REQUESTS; request += 1) {
    const reply = await new RestClient(url).get<{ code?: string }>('/games');
    statuses.push(reply.status);
    codes.push(reply.body.code);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 429]);
  expect(codes.at(-1)).toBe('RATE_LIMITED');
  // The limit is the anonymous address's; a signed-in account has its own budget.
  const account = await new RestClient(url).signUp();
  expect((await account.get('/games')).status).toBe(200);
});
