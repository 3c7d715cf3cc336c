/**
 * Scale-out, in a test (issue 19 item 9): infra/compose.yaml's shape on loopback — two real API
 * processes (`node apps/api/src/main.ts`, the Dockerfile's CMD, with the api service's
 * environment) on one Postgres database, behind Debian's Caddy running infra/Caddyfile (its
 * upstreams made static, see caddy-proxy.ts). Everything goes through the proxy: people sign up
 * and play three games (one with a server bot) while spectators watch each game over a GraphQL
 * subscription; one process is stopped with SIGTERM mid-play, play goes on through the other, the
 * stopped one is started again from the same command, and the games are played to the end. No
 * acknowledged move may be lost or doubled, every export must verify, and every watcher — also
 * those the stop disconnected, which subscribe again as a client does — must see the final version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { random } from '../bench/stats.ts';
import { ChaosRecord } from '../chaos/record.ts';
import { Watcher } from '../chaos/watcher.ts';
import { CADDY, CADDY_AVAILABLE, CaddyProcess } from './caddy-proxy.ts';
import { TEST_DATABASE_URL, createTestDatabase } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { freePort } from './free-port.ts';
import { parseSamples, sampleSum } from './metrics-text.ts';
import { auditThroughProxy } from './proxy-audit.ts';
import { Gate, playThroughProxy, setUpTable } from './proxy-play.ts';
import type { ProxyGame, ProxyTable } from './proxy-play.ts';
import { ServerProcess } from './server-process.ts';

const TABLES: readonly ProxyTable[] = [
  { engine: 'bon-appetit', people: 2, bots: 0 },
  { engine: 'bon-appetit', people: 2, bots: 1 },
  { engine: 'big-cheese', people: 3, bots: 0 },
];
/**
 * Moves acknowledged before the stop and while one process is down; the players are held while
 * the stopped process drains (after some moves) and restarts, so the games outlast both.
 */
const MOVES_BEFORE_STOP = 10;
/** At most this many while the stopped process drains (the players then wait for its exit). */
const MOVES_WHILE_DRAINING = 20;
const MOVES_WHILE_STOPPED = 15;
/** A bound for hangs only: waits end as soon as their condition holds. */
const WAIT_MS = 120_000;

/** Missing Caddy fails in CI (scripts/run.sh installs it) and skips, by name, elsewhere. */
const IN_CI = process.env['CI'] === 'true';
const RUNS = TEST_DATABASE_URL !== undefined && (CADDY_AVAILABLE || IN_CI);

/** What infra/compose.yaml gives the api service, on a loopback port; plus a metrics listener. */
function apiEnvironment(databaseUrl: string, port: number): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    TAVOLO_TRUST_PROXY: '1',
    TAVOLO_SECURE_COOKIES: '0',
    TAVOLO_LOG_REQUESTS: '0',
    // Only to see which process holds a websocket and serves requests: the test reads it.
    TAVOLO_METRICS_PORT: '0',
  };
}

async function metric(server: ServerProcess, name: string): Promise<number> {
  if (server.metricsUrl === undefined) throw new Error('no metrics listener');
  return sampleSum(parseSamples(await (await fetch(server.metricsUrl)).text()), name);
}

/** Checks `condition` every 100 ms until it holds; fails after WAIT_MS (a hang, not slowness). */
async function eventually(what: string, condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!RUNS)(
  `two API processes behind Caddy [Postgres, ${CADDY}${CADDY_AVAILABLE ? '' : ': missing'}]`,
  () => {
    let testDatabase: TestDatabase | undefined;
    const environments: Record<string, string>[] = [];
    const servers: ServerProcess[] = [];
    let caddy: CaddyProcess | undefined;
    const watchers: Watcher[] = [];

    beforeAll(async () => {
      if (!CADDY_AVAILABLE) {
        throw new Error(`${CADDY} is missing: scripts/run.sh installs Debian's caddy for ci`);
      }
      testDatabase = await createTestDatabase('postgres');
      if (testDatabase.config.driver !== 'postgres') throw new Error('a Postgres test');
      const { url } = testDatabase.config;
      for (let index = 0; index < 2; index += 1) {
        environments.push(apiEnvironment(url, await freePort()));
      }
      // Together, as compose starts its replicas: migrations run under an advisory lock.
      servers.push(...(await Promise.all(environments.map((env) => ServerProcess.start(env)))));
      caddy = await CaddyProcess.start(
        await freePort(),
        environments.map((env) => `127.0.0.1:${env['PORT'] ?? ''}`),
      );
    }, 240_000);

    afterAll(async () => {
      await Promise.all(watchers.map((watcher) => watcher.stop()));
      await caddy?.stop();
      for (const server of servers) {
        server.signal('SIGTERM');
        await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
        await server.kill();
      }
      await testDatabase?.dispose();
    }, 120_000);

    /** Opens watchers (one a game, then more) until the process to stop holds one's websocket. */
    async function watch(games: readonly ProxyGame[], proxyUrl: string, victim: ServerProcess) {
      const open = async () => {
        const counts = await Promise.all(servers.map((s) => metric(s, 'tavolo_websockets_open')));
        return counts.reduce((sum, count) => sum + count, 0);
      };
      for (const [index, game] of games.entries()) {
        watchers.push(new Watcher(game.gameId, index, proxyUrl));
      }
      for (let extra = 0; ; extra += 1) {
        await eventually('every watcher connected', async () => (await open()) === watchers.length);
        if ((await metric(victim, 'tavolo_websockets_open')) > 0) return;
        // Round robin alternates, but other requests interleave: ask again.
        if (extra === 10) throw new Error('no websocket ever reached the second process');
        const game = games[extra % games.length];
        if (game !== undefined) watchers.push(new Watcher(game.gameId, extra, proxyUrl));
      }
    }

    it('loses no move through a SIGTERM and a restart behind the proxy', async () => {
      const [survivor, victim] = servers;
      const [victimEnvironment] = environments.slice(1);
      if (caddy === undefined || survivor === undefined || victim === undefined) {
        throw new Error('setup');
      }
      if (victimEnvironment === undefined) throw new Error('setup');
      const proxy = caddy.url;
      const started = performance.now();
      const games: ProxyGame[] = [];
      for (const table of TABLES) games.push(await setUpTable(proxy, table));
      await watch(games, proxy, victim);

      const record = new ChaosRecord();
      const gate = new Gate();
      const finals = new Map<string, number>();
      const playing = games.map(async (game, index) => {
        const final = await playThroughProxy(proxy, game, record, random(index + 1), gate);
        finals.set(game.gameId, final);
      });
      const allPlayed = Promise.all(playing);
      const moved = (count: number) =>
        eventually(`${count} moves acknowledged`, () =>
          Promise.resolve(record.acks.length >= count || finals.size === games.length),
        );

      await moved(MOVES_BEFORE_STOP);
      const movesAtSignal = record.acks.length;
      const signalled = performance.now();
      victim.signal('SIGTERM');
      // Play on while it drains, but not to the end of the games if draining takes long.
      await Promise.race([victim.exited, moved(movesAtSignal + MOVES_WHILE_DRAINING)]);
      gate.close();
      expect(await victim.exited).toBe(0);
      const stopSeconds = (performance.now() - signalled) / 1000;
      gate.open();
      const movesAtStop = record.acks.length;
      // Only the survivor can acknowledge these: Caddy must route around the stopped process.
      await moved(movesAtStop + MOVES_WHILE_STOPPED);
      gate.close();
      const movesWhileStopped = record.acks.length - movesAtStop;
      expect(movesWhileStopped).toBeGreaterThanOrEqual(MOVES_WHILE_STOPPED);

      // The same command and environment again, on the same port: Caddy finds it there.
      const restarting = performance.now();
      const restarted = await ServerProcess.start(victimEnvironment);
      servers[1] = restarted;
      const restartSeconds = (performance.now() - restarting) / 1000;
      const movesAtRestart = record.acks.length;
      gate.open();
      await allPlayed;
      const playSeconds = (performance.now() - started) / 1000;
      expect(record.acks.length).toBeGreaterThan(movesAtRestart);

      // A client's requests reach the restarted process again (once Caddy's fail_duration ends).
      await eventually('the restarted process serving through the proxy', async () => {
        await fetch(`${proxy}/api/v1/games/${games[0]?.gameId ?? ''}/state`);
        return (await metric(restarted, 'tavolo_http_request_duration_seconds_count')) > 0;
      });

      const lagging = () => watchers.filter((w) => w.version !== finals.get(w.gameId));
      await eventually('every watcher at its game’s final version', () =>
        Promise.resolve(lagging().length === 0),
      );
      const resubscriptions = watchers.reduce((sum, w) => sum + w.resubscriptions, 0);
      // The watcher on the stopped process was disconnected and subscribed again.
      expect(resubscriptions).toBeGreaterThan(0);

      for (const game of games) {
        const audit = await auditThroughProxy(proxy, game, record);
        expect(audit).toEqual({
          status: 'finished',
          headVersion: finals.get(game.gameId),
          movesAcknowledged: audit.movesAcknowledged,
          lost: [],
          duplicated: [],
          unexplained: [],
          gaps: [],
        });
      }
      expect(record.anomalies).toEqual([]);
      console.log(
        JSON.stringify({
          suite: 'caddy-two-processes',
          moves: record.acks.length,
          movesBeforeSignal: movesAtSignal,
          movesWhileDraining: movesAtStop - movesAtSignal,
          movesWhileStopped,
          movesAfterRestart: record.acks.length - movesAtRestart,
          stopSeconds: Math.round(stopSeconds * 10) / 10,
          restartSeconds: Math.round(restartSeconds * 10) / 10,
          duplicateAcknowledgements: record.acks.filter((ack) => ack.duplicate).length,
          retries: { submits: record.submitRetries, reads: record.readRetries },
          failedAttemptsByStatus: record.failureStatuses,
          refusals: record.refusals,
          watchers: watchers.length,
          resubscriptions,
          finals: [...finals.values()],
          playSeconds: Math.round(playSeconds),
          lastFailedAttempts: record.timeline.slice(-5),
        }),
      );
    }, 600_000);
  },
);
