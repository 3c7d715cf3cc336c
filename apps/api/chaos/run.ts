/**
 * One chaos run: tables set through the servers, a watcher per game on every process, a client
 * per game playing it to the end while the schedule injects faults, then the audit through the
 * API and the figures, printed as one line of JSON (also when the run fails half-way).
 */
import { random } from '../bench/stats.ts';
import type { ApiProcess } from './api-process.ts';
import { auditGame } from './audit.ts';
import type { GameAudit } from './audit.ts';
import { FaultInjector } from './faults.ts';
import { figuresOf } from './figures.ts';
import type { ChaosFigures } from './figures.ts';
import { playToEnd } from './player.ts';
import { ChaosRecord, waitFor } from './record.ts';
import { setUpGame } from './tables.ts';
import type { ChaosGame, Table } from './tables.ts';
import { Watcher } from './watcher.ts';

/** Watchers must be sent the final version within this long after the last move. */
const CATCH_UP_TIMEOUT_MS = 60_000;

export interface ChaosPlan {
  readonly name: string;
  readonly servers: readonly ApiProcess[];
  readonly tables: readonly Table[];
  readonly schedule: (faults: FaultInjector) => Promise<void>;
}

async function setTables(plan: ChaosPlan): Promise<ChaosGame[]> {
  const games: ChaosGame[] = [];
  for (const [index, table] of plan.tables.entries()) {
    const server = plan.servers[index % plan.servers.length];
    if (server === undefined) throw new Error('no server');
    games.push(await setUpGame(server.url, table));
  }
  return games;
}

/** The watchers still behind their game's final version after the generous wait. */
async function laggingAfterWait(
  watchers: readonly Watcher[],
  finals: ReadonlyMap<string, number>,
): Promise<string[]> {
  const lagging = () =>
    watchers.filter((watcher) => watcher.version !== finals.get(watcher.gameId));
  await waitFor('watchers at the final version', () => lagging().length === 0, CATCH_UP_TIMEOUT_MS)
    // Named one by one in the figures instead.
    .catch(() => undefined);
  return lagging().map(
    (watcher) =>
      `${watcher.gameId}@${watcher.process}: ${watcher.version} of ${finals.get(watcher.gameId) ?? '?'}`,
  );
}

export async function runChaos(plan: ChaosPlan): Promise<ChaosFigures> {
  const started = performance.now();
  const games = await setTables(plan);
  const servers = plan.servers.map((server) => server.url);
  const watchers = games.flatMap((game) =>
    servers.map((url, process) => new Watcher(game.gameId, process, url)),
  );
  const record = new ChaosRecord();
  const injector = new FaultInjector(record, plan.servers);
  const finals = new Map<string, number>();
  const failed = new AbortController();
  const playing = games.map(async (game, index) => {
    const context = { servers, record, pick: random(index + 1), signal: failed.signal };
    finals.set(game.gameId, await playToEnd(game, context));
  });
  const outcome = (laggingWatchers: readonly string[], audits: readonly GameAudit[]) => ({
    suite: plan.name,
    processes: servers.length,
    games: games.length,
    record,
    faults: injector.faults,
    watchers,
    laggingWatchers,
    audits,
    crashes: plan.servers.flatMap((server) => server.crashes),
    started,
  });
  try {
    await Promise.all([plan.schedule(injector), ...playing]);
    const laggingWatchers = await laggingAfterWait(watchers, finals);
    const audits: GameAudit[] = [];
    for (const game of games) {
      const acks = record.acks.filter((ack) => ack.gameId === game.gameId);
      audits.push(await auditGame(servers[0] ?? '', game, acks));
    }
    const figures = figuresOf(outcome(laggingWatchers, audits));
    console.log(JSON.stringify(figures));
    return figures;
  } catch (error) {
    failed.abort();
    // The figures so far: a failed run is the one whose numbers matter most.
    console.log(JSON.stringify({ failed: String(error), ...figuresOf(outcome([], [])) }));
    throw error;
  } finally {
    await Promise.all(watchers.map((watcher) => watcher.stop()));
  }
}
