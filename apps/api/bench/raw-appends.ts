/**
 * The database's own append rate, for scale: one INSERT of a log-sized row per transaction into a
 * scratch table shaped like `log` — what a move costs the database with no engine, cache or
 * service around it.
 */
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import type { Database } from '../src/index.ts';
import { latencyStats, runPool } from './stats.ts';

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

/**
 * The same row, appended by `concurrency` connections at once (each append its own transaction,
 * BEGIN / INSERT / COMMIT), straight through postgres.js: the ceiling a server on this database
 * could reach if a move cost nothing but its INSERT.
 */
export async function measureConcurrentRawAppends(url: string, concurrency: number, total: number) {
  const client = postgres(url, { max: concurrency, onnotice: () => undefined });
  try {
    await client`create table bench_raw_append_concurrent (
      game_id text not null, version integer not null, actor integer, command_id text,
      command jsonb, events jsonb not null, at timestamptz not null, hash text not null,
      primary key (game_id, version), unique (game_id, command_id))`;
    // Open every connection before the clock starts.
    await Promise.all(Array.from({ length: concurrency }, () => client`select pg_sleep(0.05)`));
    const durations: number[] = [];
    const started = performance.now();
    await runPool(total, concurrency, async (version, worker) => {
      const begun = performance.now();
      await client.begin(async (tx) => {
        await tx`insert into bench_raw_append_concurrent values
          (${`bench-${worker}`}, ${version}, 1, ${`c${version}`}, ${COMMAND}::jsonb,
           ${EVENTS}::jsonb, now(), ${HASH})`;
      });
      durations.push(performance.now() - begun);
    });
    const seconds = (performance.now() - started) / 1000;
    await client`drop table bench_raw_append_concurrent`;
    return {
      concurrency,
      appends: total,
      seconds: Number(seconds.toFixed(2)),
      appendsPerSecond: Math.round(total / seconds),
      latency: latencyStats(durations),
    };
  } finally {
    await client.end({ timeout: 5 });
  }
}
