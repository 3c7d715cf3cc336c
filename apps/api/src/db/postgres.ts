/**
 * Real Postgres through postgres.js, when DATABASE_URL is set. Several API processes may start at
 * once against one database, so the migrations run under a session advisory lock.
 */
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { once } from './database.ts';
import type { Database, Db } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrations.ts';
import { schema } from './schema.ts';

/** An arbitrary constant that names "Tavolo migrations" among advisory locks. */
const MIGRATION_LOCK_KEY = 7_460_011;

export interface PostgresOptions {
  /** Connection pool size (default 10). */
  readonly maxConnections?: number;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const sql = postgres(url, {
    max: options.maxConnections ?? 10,
    // Migrations say "already exists, skipping" on every start; that is not news.
    onnotice: () => undefined,
  });
  try {
    const db = drizzle({ client: sql, schema });
    const lockSession = await sql.reserve();
    try {
      await lockSession`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lockSession`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
      lockSession.release();
    }
    const shared: Db = db;
    return { db: shared, driver: 'postgres', close: once(() => sql.end({ timeout: 5 })) };
  } catch (error) {
    await sql.end({ timeout: 1 });
    throw error;
  }
}
