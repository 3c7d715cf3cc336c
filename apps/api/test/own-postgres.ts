/**
 * "A Postgres of my own": a throwaway Postgres 15 cluster on a free port, for tests that must
 * stop and start the database under a running server (outages, chaos). The shared server on 5432
 * is never touched. initdb refuses to run as root, so as root every Postgres binary runs as the
 * `postgres` user (runuser) in a directory that user owns.
 *
 *   const pg = await startOwnPostgres();   // initdb + start; pg.url is postgres://…/postgres
 *   await pg.stop();                       // pg_ctl stop -m fast: clients are disconnected
 *   await pg.start();                      // same port, same data
 *   await pg.dispose();                    // stop if running, delete the cluster
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const run = promisify(execFile);

/** Where Debian's postgresql-15 package puts the server binaries. */
const POSTGRES_BIN = process.env['TAVOLO_TEST_POSTGRES_BIN'] ?? '/usr/lib/postgresql/15/bin';
const OS_USER = 'postgres';

/**
 * Whether this machine has the server binaries (TAVOLO_TEST_POSTGRES_BIN overrides where they
 * are looked for): tests that need a Postgres of their own are skipped, visibly, without them.
 */
export const OWN_POSTGRES_AVAILABLE = existsSync(path.join(POSTGRES_BIN, 'initdb'));

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  readonly url: string;
  readonly port: number;
  /** Stops the server (fast shutdown: open connections are terminated); resolves once down. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it if running and deletes the cluster. Safe to call twice. */
  dispose(): Promise<void>;
}

function runningAsRoot(): boolean {
  return process.getuid?.() === 0;
}

/** A Postgres binary's command line, as the postgres user when we are root. */
function commandOf(binary: string, args: readonly string[]): [string, string[]] {
  const file = path.join(POSTGRES_BIN, binary);
  return runningAsRoot() ? ['runuser', ['-u', OS_USER, '--', file, ...args]] : [file, [...args]];
}

async function pg(binary: string, args: readonly string[]): Promise<void> {
  const [command, commandArgs] = commandOf(binary, args);
  await run(command, commandArgs, { timeout: 120_000 });
}

/**
 * Clusters not disposed yet, by root directory: stopped and deleted when the process exits, so a
 * test killed by its timeout (or a worker that ends early) leaves no server behind.
 */
const live = new Map<string, string>();

function removeLeftovers(): void {
  for (const [root, dataDir] of live) {
    try {
      const [command, args] = commandOf('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      execFileSync(command, args, { stdio: 'ignore', timeout: 30_000 });
    } catch {
      // Not running (stopped by the test): nothing to stop.
    }
    rmSync(root, { recursive: true, force: true });
  }
  live.clear();
}
process.once('exit', removeLeftovers);

async function userIds(): Promise<{ uid: number; gid: number } | undefined> {
  if (!runningAsRoot()) return undefined;
  const [uid, gid] = await Promise.all([run('id', ['-u', OS_USER]), run('id', ['-g', OS_USER])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'tavolo-own-pg-'));
  const owner = await userIds();
  if (owner !== undefined) chownSync(root, owner.uid, owner.gid);
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  const port = await freePort();
  let running = false;
  let disposed = false;

  const start = async () => {
    // The socket directory is the cluster's own (never /var/run/postgresql, the shared one's).
    const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
    await pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
    running = true;
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
    running = false;
  };
  try {
    await pg('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    live.set(root, dataDir);
    await start();
  } catch (error) {
    live.delete(root);
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    dispose: async () => {
      if (disposed) return;
      disposed = true;
      if (running) await pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      live.delete(root);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
