/**
 * A Postgres cluster of the suite's own, on a free loopback port, that the suite may stop and
 * start at will (the shared Postgres on 5432 must never be stopped). initdb refuses to run as
 * root, so as root every Postgres program runs as the `postgres` user (runuser) on a data
 * directory that user owns. Same shape as apps/api/test/own-postgres.ts, so either can replace
 * the other.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = process.env['TAVOLO_POSTGRES_BIN'] ?? '/usr/lib/postgresql/15/bin';
const START_TIMEOUT_SECONDS = 120;

/** Where initdb and pg_ctl are looked for; the Postgres half of `pnpm chaos` is skipped without. */
export const POSTGRES_PROGRAMS = existsSync(path.join(BIN, 'initdb')) ? BIN : undefined;

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, loopback only). */
  readonly url: string;
  /** pg_ctl stop -m fast: every connection is cut, as when the database is restarted. */
  stop(): Promise<void>;
  /** pg_ctl start, waiting until it accepts connections. */
  start(): Promise<void>;
  /** Stops the cluster if it runs and deletes its files. */
  dispose(): Promise<void>;
}

/** A port nobody listens on right now (the kernel's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

const asRoot = process.getuid?.() === 0;

/** Runs a Postgres program, as the postgres user when we are root. */
async function postgresProgram(program: string, args: readonly string[]): Promise<void> {
  const file = path.join(BIN, program);
  if (asRoot) await run('runuser', ['-u', 'postgres', '--', file, ...args]);
  else await run(file, args);
}

async function postgresUserIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'tavolo-own-pg-'));
  if (asRoot) {
    const { uid, gid } = await postgresUserIds();
    chownSync(root, uid, gid);
  }
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  await postgresProgram('initdb', [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  // The socket lives in our folder; fsync off: only the processes crash here, never the machine.
  const options = `-p ${port} -h 127.0.0.1 -k ${root} -c fsync=off`;
  let running = false;
  const pgCtl = (args: readonly string[]) => postgresProgram('pg_ctl', ['-D', dataDir, ...args]);
  const own: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await pgCtl([
        '-l',
        path.join(root, 'log'),
        '-o',
        options,
        '-w',
        '-t',
        `${START_TIMEOUT_SECONDS}`,
        'start',
      ]);
      running = true;
    },
    async stop() {
      await pgCtl(['-m', 'fast', '-w', '-t', `${START_TIMEOUT_SECONDS}`, 'stop']);
      running = false;
    },
    async dispose() {
      if (running) await own.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
  try {
    await own.start();
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return own;
}
