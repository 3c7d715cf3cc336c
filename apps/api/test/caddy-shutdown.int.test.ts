/**
 * A graceful stop behind Caddy (infra/Caddyfile, see caddy-proxy.ts) ends as soon as the requests
 * in flight are answered, not when the grace runs out: a GraphQL subscription through the proxy
 * is told 1012 and its socket, which Caddy would hold half-open, is then terminated; Caddy's idle
 * keep-alive connections are closed; the long-poll in flight is answered (304) and its
 * connection closed with it. The grace and the keep-alive and idle timeouts are set far beyond the
 * test's own timeout, so a stop that waits for any of them fails the test, and main.ts's own
 * lines say that the grace never ran out.
 */
import { describe, expect, it } from 'vitest';
import { CADDY, CADDY_AVAILABLE, CaddyProcess } from './caddy-proxy.ts';
import { createTestDatabase } from './databases.ts';
import { freePort } from './free-port.ts';
import { Received, socketClient } from './graphql-client.ts';
import { ServerProcess, databaseEnvironment } from './server-process.ts';
import {
  NOTHING_TIMES_OUT,
  SUBSCRIBE_STATE,
  expectStoppedBeforeTheGrace,
  gameWaitingForAnn,
  liveSubscribers,
} from './shutdown-fixture.ts';

/** Missing Caddy fails in CI (scripts/run.sh installs it) and skips, by name, elsewhere. */
const RUNS = CADDY_AVAILABLE || process.env['CI'] === 'true';

describe.skipIf(!RUNS)(`graceful stop behind Caddy [PGlite, ${CADDY}]`, () => {
  it('ends when the requests in flight are answered, not at the grace', async () => {
    const testDatabase = await createTestDatabase('pglite');
    const port = await freePort();
    const server = await ServerProcess.start({
      ...databaseEnvironment(testDatabase.config),
      PORT: String(port),
      TAVOLO_TRUST_PROXY: '1',
      TAVOLO_METRICS_PORT: '0',
      ...NOTHING_TIMES_OUT,
    });
    const caddy = await CaddyProcess.start(await freePort(), [`127.0.0.1:${String(port)}`]);
    try {
      const { metricsUrl } = server;
      if (metricsUrl === undefined) throw new Error('no metrics listener');
      const { gameId, etag } = await gameWaitingForAnn(caddy.url);
      const { client, closeCodes } = socketClient(caddy.url);
      const received = new Received<{ gameState: { version: number } }>(client, SUBSCRIBE_STATE, {
        gameId,
      });
      await received.until((r) => r.results.length === 1);
      const poll = fetch(`${caddy.url}/api/v1/games/${gameId}/state?wait=60`, {
        headers: { 'if-none-match': etag },
      });
      await liveSubscribers(metricsUrl, 2, 1);

      server.signal('SIGTERM');
      expect((await poll).status).toBe(304);
      expect(await server.exited).toBe(0);
      expectStoppedBeforeTheGrace(server.output);
      await received.until((r) => r.errors !== undefined);
      expect(closeCodes).toEqual([1012]);
      await client.dispose();
    } finally {
      await caddy.stop();
      await server.kill();
      await testDatabase.dispose();
    }
    // Under Caddy's own idle timeout for upstream connections (2 min), which would end the stop.
  }, 110_000);
});
