/**
 * The PGlite data directory: one process at a time (a lock file, refused with a clear error while
 * its owner lives, taken over once it is dead), and a first start that crashed half-way is
 * rebuilt on the next one, while a directory that was fully initialised is never touched.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { GameService, LOCK_FILE_NAME, openDatabase } from '../src/index.ts';
import { freshDataDir } from './databases.ts';
import { SLOW_SETUP } from './timeouts.ts';

const HOLDER = fileURLToPath(new URL('fixtures/hold-data-dir.ts', import.meta.url));
const quiet = {
  warnings: [] as string[],
  warn(message: string) {
    this.warnings.push(message);
  },
};

const dirs: string[] = [];
function copyOfTemplate(): string {
  const dataDir = freshDataDir();
  cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  dirs.push(dataDir);
  return dataDir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function holdInChild(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [HOLDER, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => {
      resolve(child);
    });
    child.once('exit', (code) => {
      reject(new Error(`the holder exited with ${String(code)}`));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
}

async function worksAfterOpening(dataDir: string): Promise<void> {
  const database = await openDatabase({ driver: 'pglite', dataDir }, quiet);
  const game = await new GameService(database.db).lobby.createGame({
    engine: 'big-cheese',
    seatCount: 3,
  });
  expect(game.status).toBe('created');
  await database.close();
}

describe('PGlite data directory', () => {
  it('is refused to a second opener in the same process until closed', async () => {
    const dataDir = copyOfTemplate();
    const first = await openDatabase({ driver: 'pglite', dataDir });
    const refusal = openDatabase({ driver: 'pglite', dataDir });
    await expect(refusal).rejects.toMatchObject({ code: 'DATA_DIR_LOCKED' });
    await expect(refusal).rejects.toThrow(`in use by process ${process.pid}`);
    await first.close();
    await first.close(); // closing twice is harmless
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    await worksAfterOpening(dataDir);
  });

  it(
    'is refused while another process holds it, and taken over once that one died',
    SLOW_SETUP,
    async () => {
      const dataDir = copyOfTemplate();
      const polite = await holdInChild(dataDir);
      await expect(openDatabase({ driver: 'pglite', dataDir })).rejects.toThrow(
        `in use by process ${polite.pid}`,
      );
      polite.kill('SIGTERM');
      await exited(polite);
      expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

      const crashed = await holdInChild(dataDir);
      crashed.kill('SIGKILL');
      await exited(crashed);
      const stale = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')) as unknown;
      expect(stale).toMatchObject({ pid: crashed.pid });
      await worksAfterOpening(dataDir);
    },
  );

  it(
    'rebuilds a cluster left half-initialised by a crash in the first start',
    SLOW_SETUP,
    async () => {
      // A crash during PGlite's initdb: a cluster directory with a few files and no marker.
      const afterInitdbCrash = freshDataDir();
      dirs.push(afterInitdbCrash);
      mkdirSync(path.join(afterInitdbCrash, 'pgdata', 'base'), { recursive: true });
      writeFileSync(path.join(afterInitdbCrash, 'pgdata', 'PG_VERSION'), '18\n');
      await worksAfterOpening(afterInitdbCrash);
      expect(quiet.warnings.join('\n')).toContain('half-initialised');
      expect(existsSync(path.join(afterInitdbCrash, 'initialised'))).toBe(true);

      // A crash during the first migration: a cluster with part of a schema and no marker.
      const afterMigrationCrash = copyOfTemplate();
      rmSync(path.join(afterMigrationCrash, 'initialised'));
      const cluster = await PGlite.create(path.join(afterMigrationCrash, 'pgdata'));
      await cluster.exec('create table half_done (id int)');
      await cluster.close();
      await worksAfterOpening(afterMigrationCrash);
      const rebuilt = await PGlite.create(path.join(afterMigrationCrash, 'pgdata'));
      const leftovers = await rebuilt.query(
        "select 1 from pg_tables where tablename = 'half_done'",
      );
      expect(leftovers.rows).toEqual([]);
      await rebuilt.close();
    },
  );

  it('never touches a fully initialised directory it cannot open', async () => {
    const dataDir = copyOfTemplate();
    const pgdata = path.join(dataDir, 'pgdata');
    rmSync(pgdata, { recursive: true });
    mkdirSync(path.join(pgdata, 'base'), { recursive: true });
    writeFileSync(path.join(pgdata, 'PG_VERSION'), '18\n');
    await expect(openDatabase({ driver: 'pglite', dataDir }, quiet)).rejects.toMatchObject({
      code: 'DATA_DIR_UNREADABLE',
    });
    expect(readFileSync(path.join(pgdata, 'PG_VERSION'), 'utf8')).toBe('18\n');
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});
