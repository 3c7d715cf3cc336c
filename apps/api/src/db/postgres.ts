/**
 * Real Postgres through postgres.js, when DATABASE_URL is set. Several API processes may start at
 * once against one database, so the migrations run under a session advisory lock, on a short-lived
 * client of their own without the statement timeout (a migration or the wait for the lock may
 * take longer than any request should).
 *
 * Every wait on Postgres is bounded (config.ts, PostgresTimeouts): connecting, each statement,
 * and the pause between reconnection attempts — postgres.js' own backoff grows to 20 s, which
 * kept requests waiting and live updates late long after an outage ended.
 */
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { DEFAULT_POSTGRES_POOL_SIZE, DEFAULT_POSTGRES_TIMEOUTS } from '../config.ts';
import type { PostgresTimeouts } from '../config.ts';
import { StatementCounter, once } from './database.ts';
import type { Database, Db } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrations.ts';
import { postgresListen } from './postgres-listen.ts';
import { preparingByDefault } from './prepared-client.ts';
import { schema } from './schema.ts';

/** An arbitrary constant that names "Tavolo migrations" among advisory locks. */
const MIGRATION_LOCK_KEY = 7_460_011;

export interface PostgresOptions {
  /** Connection pool size (default DEFAULT_POSTGRES_POOL_SIZE: config-database.ts). */
  readonly maxConnections?: number;
  readonly timeouts?: PostgresTimeouts;
}

/** Migrations say "already exists, skipping" on every start; that is not news. */
const quiet = () => undefined;

/**
 * postgres.js' backoff before reconnecting, in seconds: doubling from 50 ms up to the cap. It
 * counts failed attempts across the pool and starts again at the first success.
 */
export function reconnectDelaySeconds(maxDelayMs: number): (retries: number) => number {
  return (retries) => Math.min(0.05 * 2 ** retries, maxDelayMs / 1000);
}

/** The connection options both clients share (postgres.js takes seconds). */
export function connectionOptions(timeouts: PostgresTimeouts) {
  return {
    connect_timeout: timeouts.connectTimeoutMs / 1000,
    backoff: reconnectDelaySeconds(timeouts.reconnectMaxDelayMs),
    onnotice: quiet,
  };
}

async function migrateUnderLock(url: string, timeouts: PostgresTimeouts): Promise<void> {
  const sql = postgres(url, {
    ...connectionOptions(timeouts),
    // No statement_timeout of ours here: the database's own default (normally none) applies.
    max: 2,
  });
  try {
    const lockSession = await sql.reserve();
    try {
      await lockSession`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
      await migrate(drizzle({ client: sql, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lockSession`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
      lockSession.release();
    }
  } finally {
    await sql.end({ timeout: 1 });
  }
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const timeouts = options.timeouts ?? DEFAULT_POSTGRES_TIMEOUTS;
  await migrateUnderLock(url, timeouts);
  const maxConnections = options.maxConnections ?? DEFAULT_POSTGRES_POOL_SIZE;
  const sql = postgres(url, {
    ...connectionOptions(timeouts),
    max: maxConnections,
    idle_timeout: timeouts.idleTimeoutMs / 1000,
    max_lifetime: timeouts.maxLifetimeMs / 1000,
    connection: { statement_timeout: timeouts.statementTimeoutMs },
  });
  const statements = new StatementCounter();
  const shared: Db = drizzle({ client: preparingByDefault(sql), schema, logger: statements });
  const listens = new Set<() => Promise<void>>();
  return {
    db: shared,
    driver: 'postgres',
    statements,
    queueConnection: { kind: 'postgres', url },
    pool: { maxConnections },
    listen: async (channel, onPayload, listenOptions) => {
      const stop = await postgresListen(url, timeouts, channel, onPayload, listenOptions);
      listens.add(stop);
      return once(async () => {
        listens.delete(stop);
        await stop();
      });
    },
    close: once(async () => {
      await Promise.all([...listens].map((stop) => stop()));
      await sql.end({ timeout: 5 });
    }),
  };
}
