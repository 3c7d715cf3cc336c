/**
 * Real Postgres through postgres.js, when DATABASE_URL is set. Several API processes may start at
 * once against one database, so the migrations run under a session advisory lock.
 */
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { StatementCounter, checkChannelName, once } from './database.ts';
import type { Database, Db, ListenOptions } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrations.ts';
import { schema } from './schema.ts';

/** An arbitrary constant that names "Tavolo migrations" among advisory locks. */
const MIGRATION_LOCK_KEY = 7_460_011;

export interface PostgresOptions {
  /** Connection pool size (default 10). */
  readonly maxConnections?: number;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const maxConnections = options.maxConnections ?? 10;
  const sql = postgres(url, {
    max: maxConnections,
    // Migrations say "already exists, skipping" on every start; that is not news.
    onnotice: () => undefined,
  });
  try {
    const statements = new StatementCounter();
    const db = drizzle({ client: sql, schema, logger: statements });
    const lockSession = await sql.reserve();
    try {
      await lockSession`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lockSession`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
      lockSession.release();
    }
    const shared: Db = db;
    const state = { closed: false };
    return {
      db: shared,
      driver: 'postgres',
      statements,
      pool: { maxConnections },
      listen: (channel, onPayload, listenOptions) =>
        postgresListen(sql, state, channel, onPayload, listenOptions),
      close: once(() => {
        state.closed = true;
        return sql.end({ timeout: 5 });
      }),
    };
  } catch (error) {
    await sql.end({ timeout: 1 });
    throw error;
  }
}

/**
 * postgres.js LISTENs on a connection of its own (outside the pool) and, when that connection
 * drops, reconnects and LISTENs again, calling `onlisten` each time.
 */
async function postgresListen(
  sql: postgres.Sql,
  state: { readonly closed: boolean },
  channel: string,
  onPayload: (payload: string) => void,
  options: ListenOptions = {},
): Promise<() => Promise<void>> {
  checkChannelName(channel);
  let active = true;
  let listens = 0;
  const listening = await sql.listen(
    channel,
    (payload) => {
      if (active) onPayload(payload);
    },
    () => {
      listens += 1;
      if (listens > 1 && active) options.onReconnect?.();
    },
  );
  return once(async () => {
    // After a reconnect postgres.js's unlisten no longer finds its listener (it re-registers a
    // copy), so `active` is what really stops the deliveries; sql.end() closes the connection.
    active = false;
    if (!state.closed) await listening.unlisten();
  });
}
