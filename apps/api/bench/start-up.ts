/**
 * How fast does `pnpm start` answer, and how much memory does the idle server hold (issue 19
 * item 8)? Starts the real server process the way scripts/start.ts does (`node
 * apps/api/src/main.ts` with TAVOLO_WEB_BUILD naming the web build) on a temporary PGlite data
 * directory: once fresh, then TAVOLO_BENCH_WARM_STARTS times again on the same directory. For each
 * start: the milliseconds from spawn to the first 200 of `GET /`, `GET /health` and `GET /ready`
 * (polled every 20 ms), the server's own breakdown of its start-up (TAVOLO_STARTUP_TIMINGS=1;
 * milliseconds since its process began), its CPU time by then, and process.memoryUsage() once
 * idle (a few seconds after start-up) and after a forced GC (bench/memory-probe.ts). Prints one
 * line of JSON. Builds nothing: without apps/web/build (`pnpm --filter @tavolo/web build`) it
 * prints `{ "skipped": true, … }` and exits 0.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { processCpuMs } from './cpu.ts';
import { intFromEnv } from './stats.ts';

const BENCHMARK = 'api-start-up';
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const PROBE = fileURLToPath(new URL('./memory-probe.ts', import.meta.url));
const WEB_BUILD = fileURLToPath(new URL('../../web/build', import.meta.url));
const WARM_STARTS = intFromEnv('TAVOLO_BENCH_WARM_STARTS', 3);
const SETTLE_MS = intFromEnv('TAVOLO_BENCH_SETTLE_MS', 3_000);
const START_TIMEOUT_MS = 180_000;
const POLL_MS = 20;
const PATHS = { root: '/', health: '/health', ready: '/ready' } as const;
const MIB = 1024 * 1024;

type Memory = Record<'rss' | 'heapTotal' | 'heapUsed' | 'external' | 'arrayBuffers', number>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/** Milliseconds from `since` to the first 200 of `url`, polling until `deadline`. */
async function firstOk(url: string, since: number, exited: () => boolean): Promise<number> {
  const deadline = since + START_TIMEOUT_MS;
  while (performance.now() < deadline && !exited()) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return Math.round(performance.now() - since);
    } catch {
      // Not listening yet.
    }
    await sleep(POLL_MS);
  }
  throw new Error(`${url} never answered 200`);
}

function ask(child: ChildProcess, question: 'memory' | 'memory-after-gc'): Promise<Memory> {
  return new Promise((resolve) => {
    child.once('message', (answer: { memory: Memory }) => {
      resolve(answer.memory);
    });
    child.send(question);
  });
}

const inMiB = (memory: Memory) =>
  Object.fromEntries(Object.entries(memory).map(([key, bytes]) => [key, Math.round(bytes / MIB)]));

async function startOnce(dataDir: string) {
  const port = await freePort();
  const since = performance.now();
  const child = spawn(process.execPath, ['--expose-gc', '--import', PROBE, MAIN], {
    env: {
      PATH: process.env['PATH'] ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      TAVOLO_DATA_DIR: dataDir,
      TAVOLO_WEB_BUILD: WEB_BUILD,
      TAVOLO_STARTUP_TIMINGS: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let exited = false;
  const exit = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      exited = true;
      resolve(code);
    });
  });
  const stdout = child.stdout;
  if (stdout === null) throw new Error('the server has no stdout pipe');
  const timings = new Promise<unknown>((resolve) => {
    createInterface({ input: stdout }).on('line', (line) => {
      const match = /^Start-up timings: (.*)$/.exec(line);
      if (match?.[1] !== undefined) resolve(JSON.parse(match[1]));
    });
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const gone = () => exited;
    const [root, health, ready] = await Promise.all([
      firstOk(`${base}${PATHS.root}`, since, gone),
      firstOk(`${base}${PATHS.health}`, since, gone),
      firstOk(`${base}${PATHS.ready}`, since, gone),
    ]);
    const breakdown = await timings;
    const cpuMs = child.pid === undefined ? null : (processCpuMs(child.pid) ?? null);
    await sleep(SETTLE_MS);
    const idle = await ask(child, 'memory');
    const afterGc = await ask(child, 'memory-after-gc');
    return {
      firstOkMs: { root, health, ready },
      cpuMsAtStart: cpuMs,
      timings: breakdown,
      memoryMiB: { idle: inMiB(idle), afterGc: inMiB(afterGc) },
    };
  } finally {
    child.kill('SIGTERM');
    const code = await exit;
    if (code !== 0) process.exitCode = 1;
  }
}

async function main(): Promise<void> {
  if (!existsSync(path.join(WEB_BUILD, 'handler.js'))) {
    const reason = `no web build in ${WEB_BUILD} (pnpm --filter @tavolo/web build)`;
    console.log(JSON.stringify({ benchmark: BENCHMARK, skipped: true, reason }));
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tavolo-start-up-bench-'));
  try {
    const loadBefore = os.loadavg()[0];
    const fresh = await startOnce(dataDir);
    const warm = [];
    for (let start = 0; start < WARM_STARTS; start += 1) warm.push(await startOnce(dataDir));
    const roots = warm.map((run) => run.firstOkMs.root).sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        benchmark: BENCHMARK,
        node: process.version,
        cpus: os.cpus().length,
        loadAverage: { before: loadBefore, after: os.loadavg()[0] },
        warmRootMedianMs: roots[Math.floor(roots.length / 2)] ?? null,
        fresh,
        warm,
      }),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
