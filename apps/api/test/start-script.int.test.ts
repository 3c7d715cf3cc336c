/**
 * `pnpm start` (scripts/start.ts) is a wrapper around the server process: signals sent to the
 * wrapper reach the server, the wrapper exits with the server's status, and the server does not
 * outlive the wrapper — not even a SIGKILL of it, which no handler sees — so the data directory's
 * lock is always released for the next server. Real processes on a copy of the migrated PGlite
 * template, with a stand-in web build so that the script builds nothing.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, inject, it, vi } from 'vitest';
import { LOCK_FILE_NAME, openDatabase } from '../src/index.ts';
import { freshDataDir } from './databases.ts';

const START_SCRIPT = fileURLToPath(new URL('../../../scripts/start.ts', import.meta.url));
const GONE_TIMEOUT_MS = 60_000;

const folders: string[] = [];
const pids: number[] = [];

afterEach(() => {
  // A test that failed may leave a server behind: it must not outlive the run.
  for (const pid of pids.splice(0)) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A web build that answers nothing: enough for the server to start with the web client on. */
function fakeWebBuild(): string {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), 'tavolo-fake-web-'));
  folders.push(buildDir);
  writeFileSync(
    path.join(buildDir, 'handler.js'),
    'export const handler = (request, response, next) => next();\n',
  );
  return buildDir;
}

interface Started {
  readonly wrapper: ChildProcess;
  readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly dataDir: string;
  /** The server process's pid, from the lock file it holds. */
  readonly serverPid: number;
}

async function startWrapper(): Promise<Started> {
  const dataDir = freshDataDir();
  folders.push(dataDir);
  cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TAVOLO_DATA_DIR: dataDir,
    TAVOLO_WEB_BUILD: fakeWebBuild(),
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: undefined,
  };
  const wrapper = spawn(process.execPath, [START_SCRIPT], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (wrapper.pid !== undefined) pids.push(wrapper.pid);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    wrapper.once('exit', (code, signal) => {
      resolve({ code, signal });
    });
  });
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: wrapper.stdout }).on('line', (line) => {
      if (line.startsWith('Tavolo is running at')) resolve();
    });
    void exit.then(({ code }) => {
      reject(new Error(`pnpm start exited (${String(code)}) before listening`));
    });
  });
  const lock = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')) as {
    pid: number;
  };
  pids.push(lock.pid);
  expect(lock.pid).not.toBe(wrapper.pid);
  return { wrapper, exit, dataDir, serverPid: lock.pid };
}

/** The server released the lock as it closed, and the next server opens the data directory. */
async function opensAgain(dataDir: string): Promise<void> {
  expect(existsSync(path.join(dataDir, LOCK_FILE_NAME)), 'lock file left behind').toBe(false);
  const database = await openDatabase({ driver: 'pglite', dataDir });
  await database.close();
}

async function serverGone(pid: number): Promise<void> {
  await vi.waitFor(
    () => {
      expect(isAlive(pid), `server process ${pid} still running`).toBe(false);
    },
    { timeout: GONE_TIMEOUT_MS, interval: 100 },
  );
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  it(`passes ${signal} on to the server, which closes cleanly, and exits with its status`, async () => {
    const { wrapper, exit, dataDir, serverPid } = await startWrapper();
    wrapper.kill(signal);
    await expect(exit).resolves.toEqual({ code: 0, signal: null });
    await serverGone(serverPid);
    await opensAgain(dataDir);
  });
}

it('takes the server down with it when it is killed with SIGKILL', async () => {
  const { wrapper, exit, dataDir, serverPid } = await startWrapper();
  wrapper.kill('SIGKILL');
  await expect(exit).resolves.toEqual({ code: null, signal: 'SIGKILL' });
  await serverGone(serverPid);
  await opensAgain(dataDir);
});

it('dies of the signal that killed the server', async () => {
  const { exit, serverPid } = await startWrapper();
  process.kill(serverPid, 'SIGKILL');
  await expect(exit).resolves.toEqual({ code: null, signal: 'SIGKILL' });
});
