/** The databases a benchmark runs on: PGlite always, Postgres when a URL is given. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { openDatabase } from '../src/index.ts';
import type { Database } from '../src/index.ts';

export interface BenchTarget {
  readonly driver: 'pglite' | 'postgres';
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

const quiet = { warn: () => undefined };

function pgliteTarget(): BenchTarget {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tavolo-api-bench-'));
  return {
    driver: 'pglite',
    open: () => openDatabase({ driver: 'pglite', dataDir }, quiet),
    dispose: () => {
      rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

async function adminRun(adminUrl: string, statement: string): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    await sql.unsafe(statement);
  } finally {
    await sql.end();
  }
}

/** A scratch database next to the one `adminUrl` names, dropped afterwards. */
async function scratchPostgresTarget(adminUrl: string): Promise<BenchTarget> {
  const name = `tavolo_api_bench_${randomBytes(6).toString('hex')}`;
  await adminRun(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    driver: 'postgres',
    open: () => openDatabase({ driver: 'postgres', url: url.toString() }),
    dispose: () => adminRun(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

export async function openBenchDatabases(): Promise<BenchTarget[]> {
  const targets = [pgliteTarget()];
  const databaseUrl = process.env['DATABASE_URL'];
  const testUrl = process.env['TAVOLO_TEST_DATABASE_URL'];
  if (databaseUrl !== undefined && databaseUrl !== '') {
    targets.push({
      driver: 'postgres',
      open: () => openDatabase({ driver: 'postgres', url: databaseUrl }),
      dispose: () => Promise.resolve(),
    });
  } else if (testUrl !== undefined && testUrl !== '') {
    targets.push(await scratchPostgresTarget(testUrl));
  }
  return targets;
}
