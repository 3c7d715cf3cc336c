/**
 * Migration 0003 on both databases: a game stored with a per-move limit before time controls
 * existed gets that limit as its control, and, if it is being played, clocks that start at the
 * upgrade with a whole move time (its turn deadline and check_at with them); other games get none.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import { migrate as pgliteMigrate } from 'drizzle-orm/pglite/migrator';
import { drizzle as postgresDrizzle } from 'drizzle-orm/postgres-js';
import { migrate as postgresMigrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/migrations.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import type { Driver } from './databases.ts';

/** A copy of the migrations folder that stops before 0003. */
function migrationsBefore0003(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tavolo-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < 3);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const LEGACY_GAMES = sql`insert into games (id, engine, rules_version, rng_algorithm, options,
  seat_count, invite_code, server_seed, server_seed_commitment, genesis_hash, head_hash,
  created_at, updated_at, move_time_limit_seconds, status, version, active_seats) values
  ('playing', 'big-cheese', '1.0.0', 'x', '{}', 3, 'code1', 's', 'c', 'h', 'h', now(), now(),
    3600, 'started', 4, '{1}'),
  ('unlimited', 'big-cheese', '1.0.0', 'x', '{}', 3, 'code2', 's', 'c', 'h', 'h', now(), now(),
    null, 'started', 2, '{0}'),
  ('waiting', 'big-cheese', '1.0.0', 'x', '{}', 2, 'code3', 's', 'c', 'h', 'h', now(), now(),
    60, 'created', null, '{}')`;

const READ_BACK = sql`select id, time_control, clocks,
  extract(epoch from turn_deadline) * 1000 as turn_deadline,
  extract(epoch from check_at) * 1000 as check_at from games order by id`;

interface Row {
  readonly id: string;
  readonly time_control: unknown;
  readonly clocks: { at: string; remainingMs: number[]; running: number[] } | null;
  readonly turn_deadline: string | number | null;
  readonly check_at: string | number | null;
}

/** Migrates to 0002, stores the legacy games, migrates on; the games as read back. */
async function upgrade(driver: Driver, before: string): Promise<Row[]> {
  if (driver === 'pglite') {
    const db = pgliteDrizzle({ client: new PGlite() });
    await pgliteMigrate(db, { migrationsFolder: before });
    await db.execute(LEGACY_GAMES);
    await pgliteMigrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const result = await db.execute(READ_BACK);
    return result.rows as unknown as Row[];
  }
  const testDatabase = await createTestDatabase('postgres');
  if (testDatabase.config.driver !== 'postgres') throw new Error('not a postgres database');
  const client = postgres(testDatabase.config.url, { max: 1, onnotice: () => undefined });
  try {
    const db = postgresDrizzle({ client });
    await postgresMigrate(db, { migrationsFolder: before });
    await db.execute(LEGACY_GAMES);
    await postgresMigrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return (await db.execute(READ_BACK)) as unknown as Row[];
  } finally {
    await client.end();
    await testDatabase.dispose();
  }
}

describeOnDatabases('migration 0003 (time controls)', (driver) => {
  it('turns stored per-move limits into controls and starts the clocks of games in play', async () => {
    const before = migrationsBefore0003();
    try {
      const [playing, unlimited, waiting] = await upgrade(driver, before);
      expect(playing).toMatchObject({
        id: 'playing',
        time_control: { kind: 'per_move', moveSeconds: 3600 },
        clocks: { remainingMs: [3_600_000, 3_600_000, 3_600_000], running: [1] },
      });
      const startedAt = Date.parse(playing?.clocks?.at ?? '');
      expect(Number(playing?.turn_deadline)).toBe(startedAt + 3_600_000);
      expect(Number(playing?.check_at)).toBe(startedAt + 3_600_000);
      expect(unlimited).toMatchObject({ time_control: { kind: 'none' }, clocks: null });
      expect(unlimited?.check_at).toBeNull();
      expect(waiting).toMatchObject({
        time_control: { kind: 'per_move', moveSeconds: 60 },
        clocks: null,
        check_at: null,
      });
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
  });
});
