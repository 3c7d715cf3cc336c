/**
 * The postgres.js patch (patches/postgres@3.4.9.patch, porsager/postgres#1208): a query on a
 * connection whose backend died used to throw from a timer — an uncaught TypeError that ends the
 * process, as a database outage can do to a transaction. Patched, it rejects CONNECTION_CLOSED,
 * which the edge answers as DATABASE_UNAVAILABLE. On a Postgres of the test's own.
 */
import { setTimeout as pause } from 'node:timers/promises';
import postgres from 'postgres';
import { expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/unavailable.ts';
import { OWN_POSTGRES_AVAILABLE, startOwnPostgres } from './own-postgres.ts';

it.skipIf(!OWN_POSTGRES_AVAILABLE)(
  'a query on a connection whose backend died rejects instead of crashing [own Postgres]',
  async () => {
    const pg = await startOwnPostgres();
    const sql = postgres(pg.url, { max: 2, onnotice: () => undefined });
    const admin = postgres(pg.url, { max: 1, onnotice: () => undefined });
    try {
      const reserved = await sql.reserve();
      const [row] = await reserved<{ pid: number }[]>`select pg_backend_pid() as pid`;
      await admin`select pg_terminate_backend(${row?.pid ?? 0})`;
      // Let the close reach the client first: the query is then written to a closed connection.
      await pause(200);
      const failure: unknown = await reserved`select 1`.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toMatchObject({ code: 'CONNECTION_CLOSED' });
      expect(isDatabaseUnavailable(failure)).toBe(true);
      reserved.release();
    } finally {
      await sql.end({ timeout: 1 });
      await admin.end({ timeout: 1 });
      await pg.dispose();
    }
  },
  60_000,
);
