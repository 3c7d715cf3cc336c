/**
 * The database's own append rate, for scale: one INSERT of a log-sized row per transaction into a
 * scratch table shaped like `log` — what a move costs the database with no engine, cache or
 * service around it.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/index.ts';

const APPENDS = Number(process.env['BENCH_RAW_APPENDS'] ?? '1000');

const EVENTS = JSON.stringify([{ type: 'bid', seat: 1, amount: 3 }]);
const COMMAND = JSON.stringify({ type: 'bid', amount: 3 });
const HASH = 'f'.repeat(64);

export async function measureRawAppends(database: Database) {
  const { db } = database;
  await db.execute(sql`create table if not exists bench_raw_append (
    game_id text not null, version integer not null, actor integer, command_id text,
    command jsonb, events jsonb not null, at timestamptz not null, hash text not null,
    primary key (game_id, version), unique (game_id, command_id))`);
  try {
    const started = performance.now();
    for (let version = 0; version < APPENDS; version += 1) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into bench_raw_append values
          ('bench', ${version}, 1, ${`c${version}`}, ${COMMAND}::jsonb, ${EVENTS}::jsonb, now(), ${HASH})`);
      });
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      appends: APPENDS,
      appendsPerSecond: Math.round(APPENDS / seconds),
      meanMs: Number(((seconds * 1000) / APPENDS).toFixed(3)),
    };
  } finally {
    await db.execute(sql`drop table bench_raw_append`);
  }
}
