/**
 * The rate limits an operator sets through the environment reach the server:
 * TAVOLO_AUTH_ATTEMPTS_PER_MINUTE (config.http.authAttemptsPerMinute) bounds the sign-ins and
 * sign-ups of one address, TAVOLO_REQUESTS_PER_MINUTE (config.http.requestsPerMinute) the
 * requests of one caller. Beyond either, 429 RATE_LIMITED and nothing changes. (The end-to-end
 * suite raises the first, benchmarks and busy bot accounts the second.)
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpConfig } from '../src/config.ts';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/server.ts';
import { createTestDatabase } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { RestClient, TEST_HASHING, TEST_HTTP_CONFIG } from './http.ts';

/** A server on its own PGlite database with `limits` over the test HTTP config, for the suite. */
function serverWithLimits(
  limits: Pick<HttpConfig, 'authAttemptsPerMinute' | 'requestsPerMinute'>,
): () => string {
  let testDatabase: TestDatabase | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase('pglite');
    server = await startServer(
      { database: testDatabase.config, http: { ...TEST_HTTP_CONFIG, ...limits } },
      { accounts: { hashing: TEST_HASHING } },
    );
  });
  afterAll(async () => {
    await server?.close();
    await testDatabase?.dispose();
  });
  return () => server?.url ?? '';
}

describe('TAVOLO_AUTH_ATTEMPTS_PER_MINUTE', () => {
  const ATTEMPTS = 3;
  const url = serverWithLimits({ authAttemptsPerMinute: ATTEMPTS });

  it('refuses the sign-ups of one address beyond the configured attempts per minute', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= ATTEMPTS; attempt += 1) {
      const reply = await new RestClient(url()).post<{ code?: string }>('/auth/sign-up', {
        username: `limit_${randomUUID().slice(0, 8)}`,
        password: 'correct horse battery staple',
      });
      statuses.push(reply.status);
      if (reply.status === 429) expect(reply.body.code).toBe('RATE_LIMITED');
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    // Only the password endpoints have that budget.
    const lobby = await new RestClient(url()).get('/games');
    expect(lobby.status).toBe(200);
  });
});

describe('TAVOLO_REQUESTS_PER_MINUTE', () => {
  const REQUESTS = 4;
  const url = serverWithLimits({ requestsPerMinute: REQUESTS });

  it("refuses one caller's requests beyond the configured requests per minute", async () => {
    const statuses: number[] = [];
    const codes: (string | undefined)[] = [];
    for (let request = 0; request <= REQUESTS; request += 1) {
      const reply = await new RestClient(url()).get<{ code?: string }>('/games');
      statuses.push(reply.status);
      codes.push(reply.body.code);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(codes.at(-1)).toBe('RATE_LIMITED');
    // The limit is the anonymous address's; a signed-in account has its own budget.
    const account = await new RestClient(url()).signUp();
    expect((await account.get('/games')).status).toBe(200);
  });
});
