/**
 * TAVOLO_AUTH_ATTEMPTS_PER_MINUTE (config.http.authAttemptsPerMinute) reaches the server: the
 * sign-ups from one address beyond it in a minute are refused with 429 RATE_LIMITED, and the
 * rest of the API is not limited by it. (The end-to-end suite raises it: every player of every
 * spec signs up from 127.0.0.1.)
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/server.ts';
import { createTestDatabase } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { RestClient, TEST_HASHING, TEST_HTTP_CONFIG } from './http.ts';

const ATTEMPTS = 3;

let testDatabase: TestDatabase | undefined;
let server: RunningServer | undefined;
beforeAll(async () => {
  testDatabase = await createTestDatabase('pglite');
  server = await startServer(
    {
      database: testDatabase.config,
      http: { ...TEST_HTTP_CONFIG, authAttemptsPerMinute: ATTEMPTS },
    },
    { accounts: { hashing: TEST_HASHING } },
  );
});
afterAll(async () => {
  await server?.close();
  await testDatabase?.dispose();
});

it('refuses the sign-ups of one address beyond the configured attempts per minute', async () => {
  const url = server?.url ?? '';
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= ATTEMPTS; attempt += 1) {
    const reply = await new RestClient(url).post<{ code?: string }>('/auth/sign-up', {
      username: `limit_${randomUUID().slice(0, 8)}`,
      password: 'correct horse battery staple',
    });
    statuses.push(reply.status);
    if (reply.status === 429) expect(reply.body.code).toBe('RATE_LIMITED');
  }
  expect(statuses).toEqual([201, 201, 201, 429]);
  // Only the password endpoints have that budget.
  const lobby = await new RestClient(url).get('/games');
  expect(lobby.status).toBe(200);
});
