/**
 * Embedded PGlite: the zero-setup default. The Tavolo data directory holds
 *
 *   tavolo.lock    the owner's pid (see data-dir-lock.ts): one process at a time
 *   pgdata/        PGlite's PostgreSQL cluster
 *   initialised    written once the cluster exists and the migrations ran the first time
 *
 * Without `initialised`, no game can have been stored yet (the service opens only afterwards),
 * so a `pgdata/` found without it is the debris of a crash during the first start — PGlite's
 * initdb or the first migration — and is removed and rebuilt. With it, a cluster that does not
 * open is reported (DATA_DIR_UNREADABLE) and never touched.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { ServiceError } from '../errors.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { StatementCounter, checkChannelName, once } from './database.ts';
import type { Database, Db } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrations.ts';
import { schema } from './schema.ts';
import type { Schema } from './schema.ts';
import { timed } from '../startup-timings.ts';

export const PGDATA_DIR_NAME = 'pgdata';
export const INITIALISED_MARKER = 'initialised';

/** Where the open path reports what it repaired. */
export interface OpenNotices {
  warn(message: string): void;
}

async function migrated(
  client: PGlite,
  statements: StatementCounter,
): Promise<PgliteDatabase<Schema>> {
  const db = drizzle({ client, schema, logger: statements });
  await timed('migrations', () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }));
  return db;
}

function pgliteListen(client: PGlite): Database['listen'] {
  return async (channel, onPayload) => {
    checkChannelName(channel);
    let active = true;
    // PGlite queues each delivery as a microtask, so one may still arrive after the UNLISTEN.
    const unlisten = await client.listen(channel, (payload) => {
      if (active) onPayload(payload);
    });
    return once(async () => {
      active = false;
      // Closing PGlite drops its LISTENs, and a closed PGlite refuses the UNLISTEN.
      if (!client.closed) await unlisten();
    });
  };
}

function asDatabase(
  db: PgliteDatabase<Schema>,
  client: PGlite,
  statements: StatementCounter,
): Database {
  // PgliteDatabase is a PgDatabase over PGlite's result type; the store only uses the shared API.
  const shared: Db = db;
  return {
    db: shared,
    driver: 'pglite',
    statements,
    queueConnection: { kind: 'pglite', client },
    listen: pgliteListen(client),
    close: once(() => client.close()),
  };
}

/** PGlite in memory: for tests and benchmarks. */
export async function openPgliteInMemory(): Promise<Database> {
  const client = await PGlite.create();
  const statements = new StatementCounter();
  const db = await migrated(client, statements);
  return asDatabase(db, client, statements);
}

function writeMarker(dataDir: string): void {
  const temporary = path.join(dataDir, `${INITIALISED_MARKER}.tmp`);
  writeFileSync(temporary, `${JSON.stringify({ at: new Date().toISOString() })}\n`);
  renameSync(temporary, path.join(dataDir, INITIALISED_MARKER));
}

async function openCluster(dataDir: string, initialised: boolean): Promise<PGlite> {
  try {
    return await timed('pglite-open', () => PGlite.create(path.join(dataDir, PGDATA_DIR_NAME)));
  } catch (cause) {
    if (!initialised) throw cause;
    throw new ServiceError(
      'DATA_DIR_UNREADABLE',
      `PGlite could not open the database in ${dataDir} (${String(cause)}). ` +
        'Restore it from a backup, or move it away to start with an empty one.',
    );
  }
}

async function openLocked(dataDir: string, notices: OpenNotices): Promise<Database> {
  const initialised = existsSync(path.join(dataDir, INITIALISED_MARKER));
  const pgdata = path.join(dataDir, PGDATA_DIR_NAME);
  if (!initialised && existsSync(pgdata)) {
    notices.warn(`${pgdata} was left half-initialised by an earlier start; rebuilding it.`);
    rmSync(pgdata, { recursive: true, force: true });
  }
  const client = await openCluster(dataDir, initialised);
  try {
    const statements = new StatementCounter();
    const db = await migrated(client, statements);
    if (!initialised) writeMarker(dataDir);
    return asDatabase(db, client, statements);
  } catch (error) {
    await client.close();
    throw error;
  }
}

/** Opens (creating if needed) the PGlite database of a Tavolo data directory. */
export async function openPgliteDataDir(
  dataDir: string,
  notices: OpenNotices = console,
): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  let database: Database;
  try {
    database = await openLocked(dataDir, notices);
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    ...database,
    close: once(async () => {
      try {
        await database.close();
      } finally {
        lock.release();
      }
    }),
  };
}
