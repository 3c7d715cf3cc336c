/**
 * The databases a benchmark runs on: PGlite always, and Postgres when a URL is given or the
 * benchmark server (TAVOLO_BENCH_DATABASE_URL, default the local one) answers.
 */
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

/** Where the benchmarks find a Postgres server to make scratch databases on. */
export const BENCH_DATABASE_URL =
  process.env['TAVOLO_BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Why the Postgres server at `url` cannot be used (undefined: it answers within 5 s). */
export async function postgresUnreachable(url: string): Promise<string | undefined> {
  const sql = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => undefined });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => {
      resolve('no answer within 5 s');
    }, 5000);
  });
  const probe = sql`select 1`.then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  const reason = await Promise.race([probe, timeout]);
  clearTimeout(timer);
  // A server that never answered leaves a connect pending: do not wait for it to close.
  if (reason === undefined) await sql.end({ timeout: 1 });
  else void sql.end({ timeout: 0 });
  return reason;
}

/** Prints `{ benchmark, skipped: true, reason }` and exits 0 when the benchmark's Postgres is away. */
export async function skipWithoutPostgres(benchmark: string): Promise<void> {
  const unreachable = await postgresUnreachable(BENCH_DATABASE_URL);
  if (unreachable === undefined) return;
  console.log(JSON.stringify({ benchmark, skipped: true, reason: `Postgres: ${unreachable}` }));
  process.exit(0);
}

export interface ScratchPostgres {
  readonly url: string;
  dispose(): Promise<void>;
}

/** A scratch database next to the one `adminUrl` names, dropped by `dispose`. */
export async function createScratchPostgres(adminUrl: string): Promise<ScratchPostgres> {
  const name = `tavolo_api_bench_${randomBytes(6).toString('hex')}`;
  await adminRun(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dispose: () => adminRun(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function scratchPostgresTarget(adminUrl: string): Promise<BenchTarget> {
  const scratch = await createScratchPostgres(adminUrl);
  return {
    driver: 'postgres',
    open: () => openDatabase({ driver: 'postgres', url: scratch.url }),
    dispose: () => scratch.dispose(),
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
  } else if ((await postgresUnreachable(BENCH_DATABASE_URL)) === undefined) {
    targets.push(await scratchPostgresTarget(BENCH_DATABASE_URL));
  }
  return targets;
}
