/**
 * The client process of the fan-out benchmark (forked by fan-out.ts, so that the parent's RSS is
 * the server's): holds the watchers and plays the timed moves, so that a submit's 2xx and a
 * state's arrival are read on one clock. Driven by IPC messages, one command at a time.
 */
import { randomUUID } from 'node:crypto';
import type { GameState, SubmitResult } from '../src/index.ts';
import { call } from './load-client.ts';
import { latencyStats, random, runPool } from './stats.ts';
import type { LatencyStats } from './stats.ts';
import { Watcher } from './fan-out-watchers.ts';
import type { WatchMode } from './fan-out-watchers.ts';

export interface PlayedGame {
  readonly gameId: string;
  readonly tokens: readonly string[];
}

export type Command =
  | { kind: 'open'; baseUrl: string; mode: WatchMode; gameIds: string[]; count: number }
  | { kind: 'play'; baseUrl: string; games: PlayedGame[]; movesPerGame: number; seed: number }
  | { kind: 'await-finished'; timeoutMs: number }
  | { kind: 'close' };

export interface DeliveryReport {
  readonly watchers: number;
  /** Watchers that never saw their game's last version (must be 0). */
  readonly missed: number;
  /** States received after the initial one, each (watcher, version) once. */
  readonly deliveries: number;
  /** Versions a watcher never received although it saw a later one (allowed: newest only). */
  readonly skippedVersions: number;
  readonly watcherErrors: number;
  readonly errorSamples: string[];
  readonly clientRssMiB: number;
}

export interface PlayReport extends DeliveryReport {
  readonly moves: number;
  readonly submitErrors: string[];
  readonly playSeconds: number;
  /** From the last submit's 2xx to every watcher having its game's last version. */
  readonly catchUpSeconds: number;
  /** Submit 2xx → that version's arrival, over every (watcher, version) delivered. */
  readonly latency: LatencyStats | null;
  /**
   * Submit sent → that version's arrival: the 2xx carries the mover's state (a shared read), so
   * a push may arrive before it and `latency` alone would read negative when the server is busy.
   */
  readonly latencyFromSend: LatencyStats | null;
  /** Arrivals read before their submit's 2xx (the notice overtook the HTTP answer). */
  readonly arrivalsBeforeAnswer: number;
}

export type Reply =
  | { kind: 'opened'; seconds: number; watchers: number; failed: number; errors: string[] }
  | { kind: 'played'; report: PlayReport }
  | { kind: 'finished'; report: DeliveryReport }
  | { kind: 'closed' };

const OPENING_CONCURRENCY = 64;
/** Games moved at once in a many-game scenario (the anchor's 16 clients). */
const MOVERS = 16;
const CATCH_UP_TIMEOUT_MS = 120_000;
const mib = (bytes: number) => Number((bytes / 2 ** 20).toFixed(1));

let watchers: Watcher[] = [];
/** What each watcher must reach; `pending` counts those that have not yet. */
let reached: (watcher: Watcher) => boolean = () => true;
const done = new Set<Watcher>();
let wake: (() => void) | undefined;

function onChange(watcher: Watcher): void {
  if (done.has(watcher) || !reached(watcher)) return;
  done.add(watcher);
  if (done.size === watchers.length) wake?.();
}

/** Resolves true once every watcher satisfies `target`, false after `timeoutMs`. */
function allReach(target: (watcher: Watcher) => boolean, timeoutMs: number): Promise<boolean> {
  reached = target;
  done.clear();
  for (const watcher of watchers) if (target(watcher)) done.add(watcher);
  if (done.size === watchers.length) return Promise.resolve(true);
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => {
      wake = undefined;
      resolve(false);
    }, timeoutMs);
    wake = () => {
      clearTimeout(timer);
      wake = undefined;
      resolve(true);
    };
  });
}

async function open(command: Extract<Command, { kind: 'open' }>): Promise<Reply> {
  const started = performance.now();
  const errors: string[] = [];
  watchers = Array.from(
    { length: command.count },
    (_, index) => new Watcher(command.gameIds[index % command.gameIds.length] ?? '', onChange),
  );
  let failed = 0;
  await runPool(watchers.length, OPENING_CONCURRENCY, async (index) => {
    try {
      await watchers[index]?.start(command.baseUrl, command.mode);
    } catch (error) {
      failed += 1;
      if (errors.length < 5) errors.push(String(error));
    }
  });
  const seconds = Number(((performance.now() - started) / 1000).toFixed(2));
  return { kind: 'opened', seconds, watchers: watchers.length, failed, errors };
}

/** One move of `game`: read as the seat due to act, submit a random legal command. */
async function move(
  baseUrl: string,
  game: PlayedGame,
  seatOf: Map<string, number>,
  pick: (bound: number) => number,
): Promise<{ version: number; at: number; sentAt: number } | string | undefined> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const seat = seatOf.get(game.gameId) ?? 0;
    const token = game.tokens[seat] ?? '';
    const read = await call(baseUrl, 'GET', `/games/${game.gameId}/state`, { token });
    if (read.status !== 200) return `state read: HTTP ${read.status}`;
    const state = read.body as GameState;
    if (state.status === 'finished') return undefined;
    if (!state.activeSeats.includes(seat)) {
      seatOf.set(game.gameId, state.activeSeats[0] ?? 0);
      continue;
    }
    const command = state.legalCommands[pick(state.legalCommands.length)];
    const sentAt = performance.now();
    const sent = await call(baseUrl, 'POST', `/games/${game.gameId}/commands`, {
      token,
      body: { expectedVersion: state.version, commandId: randomUUID(), command },
    });
    const at = performance.now();
    if (sent.status !== 200) return `submit: HTTP ${sent.status} ${JSON.stringify(sent.body)}`;
    return { version: (sent.body as SubmitResult).version, at, sentAt };
  }
  return 'no active seat found';
}

function deliveries(finalOf: (watcher: Watcher) => number): DeliveryReport {
  let missed = 0;
  let delivered = 0;
  let skipped = 0;
  let watcherErrors = 0;
  const errorSamples: string[] = [];
  for (const watcher of watchers) {
    const initial = watcher.initialVersion ?? 0;
    const final = finalOf(watcher);
    if (watcher.lastVersion < final) missed += 1;
    const seen = [...watcher.arrivals.keys()].filter((version) => version > initial).length;
    delivered += seen;
    skipped += Math.max(0, Math.min(final, watcher.lastVersion) - initial - seen);
    watcherErrors += watcher.errors.length;
    if (errorSamples.length < 5) errorSamples.push(...watcher.errors.slice(0, 1));
  }
  return {
    watchers: watchers.length,
    missed,
    deliveries: delivered,
    skippedVersions: skipped,
    watcherErrors,
    errorSamples,
    clientRssMiB: mib(process.memoryUsage().rss),
  };
}

async function play(command: Extract<Command, { kind: 'play' }>): Promise<Reply> {
  const pick = random(command.seed);
  const seatOf = new Map<string, number>();
  const submittedAt = new Map<string, number>();
  const sentAt = new Map<string, number>();
  const finalVersion = new Map<string, number>();
  const submitErrors: string[] = [];
  const started = performance.now();
  // Each game's moves one after another; games in parallel on MOVERS workers, as players would.
  await runPool(command.games.length, MOVERS, async (index) => {
    const game = command.games[index];
    if (game === undefined) return;
    for (let round = 0; round < command.movesPerGame; round += 1) {
      const result = await move(command.baseUrl, game, seatOf, pick);
      if (typeof result === 'string') submitErrors.push(`${game.gameId}: ${result}`);
      if (typeof result !== 'object') return;
      submittedAt.set(`${game.gameId}:${result.version}`, result.at);
      sentAt.set(`${game.gameId}:${result.version}`, result.sentAt);
      finalVersion.set(game.gameId, result.version);
    }
  });
  const lastAnswer = performance.now();
  const finalOf = (watcher: Watcher) => finalVersion.get(watcher.gameId) ?? 0;
  await allReach((watcher) => watcher.lastVersion >= finalOf(watcher), CATCH_UP_TIMEOUT_MS);
  const catchUpSeconds = (performance.now() - lastAnswer) / 1000;
  const latencies: number[] = [];
  const fromSend: number[] = [];
  let early = 0;
  for (const watcher of watchers) {
    for (const [version, at] of watcher.arrivals) {
      const submitted = submittedAt.get(`${watcher.gameId}:${version}`);
      if (submitted === undefined || version <= (watcher.initialVersion ?? 0)) continue;
      latencies.push(at - submitted);
      fromSend.push(at - (sentAt.get(`${watcher.gameId}:${version}`) ?? submitted));
      if (at < submitted) early += 1;
    }
  }
  const report: PlayReport = {
    ...deliveries(finalOf),
    moves: submittedAt.size,
    submitErrors: submitErrors.slice(0, 10),
    playSeconds: Number(((lastAnswer - started) / 1000).toFixed(2)),
    catchUpSeconds: Number(catchUpSeconds.toFixed(2)),
    latency: latencyStats(latencies),
    latencyFromSend: latencyStats(fromSend),
    arrivalsBeforeAnswer: early,
  };
  return { kind: 'played', report };
}

async function awaitFinished(timeoutMs: number): Promise<Reply> {
  await allReach((watcher) => watcher.finished, timeoutMs);
  // A watcher that saw the finished state saw the final version.
  const report = deliveries((watcher) => (watcher.finished ? watcher.lastVersion : Infinity));
  return { kind: 'finished', report };
}

async function handle(command: Command): Promise<Reply> {
  switch (command.kind) {
    case 'open':
      return open(command);
    case 'play':
      return play(command);
    case 'await-finished':
      return awaitFinished(command.timeoutMs);
    case 'close':
      for (const watcher of watchers) watcher.stop();
      watchers = [];
      return { kind: 'closed' };
  }
}

process.on('message', (command: Command) => {
  void handle(command).then(
    (reply) => process.send?.(reply),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
