/**
 * Prometheus metrics (issue 15 item 10): a real server with its metrics listener; requests, moves
 * (a person's, refused ones, server bots') and a waiting long-poll must show in a scrape of
 * GET /metrics, labelled by route pattern (never a game id), and the public port must not serve
 * the metrics at all.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { isServiceError } from '../src/index.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { startTestServer } from './http.ts';
import { playMove } from './live-moves.ts';
import { parseSamples, sampleSum } from './metrics-text.ts';
import type { Sample } from './metrics-text.ts';
import { startBotGame, startHumanGame } from './play.ts';

const STATE_ROUTE = '/api/v1/games/:gameId/state';

describeOnDatabases('metrics', (driver) => {
  let testDatabase: TestDatabase | undefined;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    server = await startTestServer(testDatabase.config, {
      metrics: { host: '127.0.0.1', port: 0 },
    });
  });
  afterAll(async () => {
    await server?.close();
    await testDatabase?.dispose();
  });

  const running = () => {
    const metricsUrl = server?.metricsUrl;
    if (server === undefined || metricsUrl === undefined) throw new Error('not running');
    return { url: server.url, metricsUrl, service: server.service };
  };

  const scrape = async (): Promise<Sample[]> => {
    const response = await fetch(running().metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseSamples(await response.text());
  };

  /** Scrapes until `holds` (the scrape is the condition to wait on), or fails after 30 s. */
  const scrapeUntil = async (holds: (samples: Sample[]) => boolean): Promise<Sample[]> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const samples = await scrape();
      if (holds(samples)) return samples;
      if (Date.now() > deadline) throw new Error('the metrics never showed the condition');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('is not served on the public port', async () => {
    expect((await fetch(`${running().url}/metrics`)).status).toBe(404);
  });

  it('counts requests by route pattern and status class, and the process defaults', async () => {
    const { url, service } = running();
    const { gameId } = await startHumanGame(service, 'bon-appetit', 2);
    const before = sampleSum(await scrape(), 'tavolo_http_request_duration_seconds_count', {
      route: STATE_ROUTE,
    });
    for (let i = 0; i < 3; i += 1) {
      expect((await fetch(`${url}/api/v1/games/${gameId}/state`)).status).toBe(200);
    }
    expect((await fetch(`${url}/api/v1/games/${randomUUID()}/state`)).status).toBe(404);
    const samples = await scrape();
    const count = (statusClass: string) =>
      sampleSum(samples, 'tavolo_http_request_duration_seconds_count', {
        method: 'GET',
        route: STATE_ROUTE,
        status_class: statusClass,
      });
    expect(count('2xx') + count('4xx') - before).toBe(4);
    expect(count('4xx')).toBeGreaterThanOrEqual(1);
    // Route patterns only: no label anywhere carries a game id.
    for (const sample of samples) {
      expect(Object.values(sample.labels).join(' ')).not.toContain(gameId);
    }
    expect(sampleSum(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sampleSum(samples, 'tavolo_db_statements_total', { driver })).toBeGreaterThan(0);
    expect(samples.some((sample) => sample.name === 'tavolo_db_ping_seconds')).toBe(true);
    expect(samples.some((sample) => sample.name === 'tavolo_db_pool_max_connections')).toBe(
      driver === 'postgres',
    );
  });

  it("counts a person's moves, refusals by class and server bots' moves", async () => {
    const { service } = running();
    const accepted = (player: string) => (samples: Sample[]) =>
      sampleSum(samples, 'tavolo_moves_accepted_total', { engine: 'bon-appetit', player });
    const refused = (refusalClass: string) => (samples: Sample[]) =>
      sampleSum(samples, 'tavolo_moves_refused_total', { refusal_class: refusalClass });
    const before = await scrape();

    const { gameId } = await startHumanGame(service, 'bon-appetit', 2);
    const moved = await playMove(service, gameId);
    const stale = service.play.submit(gameId, 0, {
      expectedVersion: 0,
      commandId: randomUUID(),
      command: { type: 'pass' },
    });
    await expect(stale).rejects.toSatisfy((error) => isServiceError(error, 'VERSION_CONFLICT'));
    const { activeSeats } = await service.play.state(gameId, { kind: 'spectator' });
    const idle = [0, 1].find((seat) => !activeSeats.includes(seat));
    if (idle !== undefined) {
      const outOfTurn = service.play.submit(gameId, idle, {
        expectedVersion: moved.version,
        commandId: randomUUID(),
        command: { type: 'pass' },
      });
      await expect(outOfTurn).rejects.toMatchObject({ code: 'NOT_YOUR_TURN' });
    }
    await startBotGame(service, 'bon-appetit', 2);
    await service.botsIdle();

    const after = await scrape();
    expect(accepted('client')(after) - accepted('client')(before)).toBe(1);
    expect(accepted('server_bot')(after) - accepted('server_bot')(before)).toBeGreaterThan(10);
    expect(refused('conflict')(after) - refused('conflict')(before)).toBe(1);
    if (idle !== undefined) expect(refused('kernel')(after) - refused('kernel')(before)).toBe(1);
  });

  it('shows a waiting long-poll as a live subscriber until it is answered', async () => {
    const { url, service } = running();
    const { gameId } = await startHumanGame(service, 'bon-appetit', 2);
    const subscribers = (samples: Sample[]) => sampleSum(samples, 'tavolo_live_subscribers');
    const idle = subscribers(await scrape());
    const first = await fetch(`${url}/api/v1/games/${gameId}/state`);
    const etag = first.headers.get('etag') ?? '';
    const poll = fetch(`${url}/api/v1/games/${gameId}/state?wait=60`, {
      headers: { 'if-none-match': etag },
    });
    await scrapeUntil((samples) => subscribers(samples) === idle + 1);
    await playMove(service, gameId);
    expect((await poll).status).toBe(200);
    await scrapeUntil((samples) => subscribers(samples) === idle);
  });
});
