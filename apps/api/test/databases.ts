/**
 * The database test suites run on both drivers (DESIGN §4): PGlite always, and Postgres when
 * TAVOLO_TEST_DATABASE_URL is set — otherwise every Postgres test is reported as skipped, by name.
 * Each test file gets databases of its own: a copy of a migrated PGlite directory, or a fresh
 * Postgres database created beside the one the URL names and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { GameService, openDatabase } from '../src/index.ts';
import type { Database, DatabaseConfig, GameServiceOptions } from '../src/index.ts';

export const TEST_DATABASE_URL = process.env['TAVOLO_TEST_DATABASE_URL'];

export type Driver = 'pglite' | 'postgres';

/** An empty, migrated database that survives being closed and opened again. */
export interface TestDatabase {
  readonly config: DatabaseConfig;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export function freshDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'tavolo-api-test-'));
}

function createPglite(): TestDatabase {
  const dataDir = freshDataDir();
  cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  const config: DatabaseConfig = { driver: 'pglite', dataDir };
  return {
    config,
    open: () => openDatabase(config),
    dispose: () => {
      rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

async function withAdmin(adminUrl: string, run: (sql: postgres.Sql) => Promise<void>) {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    await run(sql);
  } finally {
    await sql.end();
  }
}

async function createPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `tavolo_api_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, async (sql) => {
    await sql.unsafe(`create database ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const config: DatabaseConfig = { driver: 'postgres', url: url.toString() };
  return {
    config,
    open: () => openDatabase(config),
    dispose: () =>
      withAdmin(adminUrl, async (sql) => {
        await sql.unsafe(`drop database if exists ${name} with (force)`);
      }),
  };
}

export function createTestDatabase(driver: Driver): Promise<TestDatabase> {
  if (driver === 'pglite') return Promise.resolve(createPglite());
  if (TEST_DATABASE_URL === undefined) throw new Error('TAVOLO_TEST_DATABASE_URL is not set');
  return createPostgres(TEST_DATABASE_URL);
}

const DRIVER_TITLES: Readonly<Record<Driver, string>> = { pglite: 'PGlite', postgres: 'Postgres' };

/** Declares `suite` once per driver (the Postgres copy skipped, visibly, without a URL). */
export function describeOnDatabases(title: string, suite: (driver: Driver) => void): void {
  describe(`${title} [${DRIVER_TITLES.pglite}]`, () => {
    suite('pglite');
  });
  describe.skipIf(TEST_DATABASE_URL === undefined)(`${title} [${DRIVER_TITLES.postgres}]`, () => {
    suite('postgres');
  });
}

export interface ServiceFixture {
  readonly testDatabase: TestDatabase;
  readonly database: Database;
  readonly service: GameService;
}

/** A database and a GameService for the enclosing describe block, closed after it. */
export function useService(driver: Driver, options: GameServiceOptions = {}): () => ServiceFixture {
  let fixture: ServiceFixture | undefined;
  beforeAll(async () => {
    const testDatabase = await createTestDatabase(driver);
    const database = await testDatabase.open();
    fixture = { testDatabase, database, service: new GameService(database.db, options) };
  });
  afterAll(async () => {
    if (fixture === undefined) return;
    await fixture.service.stop();
    await fixture.database.close();
    await fixture.testDatabase.dispose();
  });
  return () => {
    if (fixture === undefined) throw new Error('the database fixture is not open yet');
    return fixture;
  };
}
