/**
 * Backup and restore (issue 15 item 10), through the operator's scripts run as processes: a game
 * in play is backed up, restored into a new data directory or a new database, and played to its
 * end by a server on the restored copy; its export verifies. PGlite's backup is refused while a
 * server holds the data directory; a restore never writes over data.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { verifyExport } from '@tavolo/sdk/audit';
import { afterEach, expect, it } from 'vitest';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/server.ts';
import type { DatabaseConfig } from '../src/index.ts';
import { createTestDatabase, describeOnDatabases, freshDataDir } from './databases.ts';
import type { Driver, TestDatabase } from './databases.ts';
import { TEST_APP_SETTINGS, TEST_HTTP_CONFIG } from './http.ts';
import { playMove } from './live-moves.ts';
import { startHumanGame } from './play.ts';
import { databaseEnvironment } from './server-process.ts';

const SCRIPTS = fileURLToPath(new URL('../scripts/', import.meta.url));

interface ScriptRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs scripts/<name>.ts as the operator would, with only the database in the environment. */
async function script(name: 'backup' | 'restore', args: string[], database: DatabaseConfig) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [path.join(SCRIPTS, `${name}.ts`), ...args],
      { env: { PATH: process.env['PATH'] ?? '', ...databaseEnvironment(database) } },
    );
    return { code: 0, stdout, stderr } satisfies ScriptRun;
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr } satisfies ScriptRun;
  }
}

function start(database: DatabaseConfig): Promise<RunningServer> {
  return startServer({ database, http: TEST_HTTP_CONFIG }, { app: TEST_APP_SETTINGS });
}

/** A database to restore into: a new, empty data directory or a new, empty database. */
async function emptyTarget(driver: Driver): Promise<TestDatabase> {
  if (driver === 'postgres') return createTestDatabase('postgres');
  const dataDir = path.join(freshDataDir(), 'restored');
  return {
    config: { driver: 'pglite', dataDir },
    open: () => Promise.reject(new Error('opened by the server only')),
    dispose: () => {
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

describeOnDatabases('backup and restore', (driver) => {
  const disposals: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const dispose of disposals.splice(0).reverse()) await dispose();
  });

  it('restores a game in play that a server on the copy plays to a verified end', async () => {
    const source = await createTestDatabase(driver);
    disposals.push(() => source.dispose());
    const backups = mkdtempSync(path.join(os.tmpdir(), 'tavolo-backup-'));
    disposals.push(() => {
      rmSync(backups, { recursive: true, force: true });
      return Promise.resolve();
    });
    const file = path.join(backups, driver === 'postgres' ? 'tavolo.dump' : 'tavolo.tar.gz');

    const first = await start(source.config);
    disposals.push(() => first.close());
    const game = await startHumanGame(first.service, 'bon-appetit', 2);
    for (let move = 0; move < 6; move += 1) await playMove(first.service, game.gameId);
    const { serverSeedCommitment, version } = await first.service.lobby.getGame(game.gameId);
    expect(version).toBe(6);

    if (driver === 'pglite') {
      // The running server holds the data directory: the backup is refused, nothing written.
      const refused = await script('backup', ['--out', file], source.config);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^DATA_DIR_LOCKED: /);
      expect(readdirSync(backups)).toEqual([]);
      await first.close();
    }
    // Postgres is backed up online, the server still running.
    const backedUp = await script('backup', ['--out', file], source.config);
    expect(backedUp.stderr).toBe('');
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toMatch(/^Backed up .* bytes\)\.$/m);
    await first.close();

    // A restore never writes over data: the source itself is refused, and left as it was.
    const overData = await script('restore', ['--from', file], source.config);
    expect(overData.code).toBe(1);
    expect(overData.stderr).toMatch(/not empty/);

    const target = await emptyTarget(driver);
    disposals.push(() => target.dispose());
    const restored = await script('restore', ['--from', file], target.config);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);

    const second = await start(target.config);
    disposals.push(() => second.close());
    expect((await second.service.lobby.getGame(game.gameId)).version).toBe(6);
    for (let move = 0; move < 2_000; move += 1) {
      if ((await second.service.lobby.getGame(game.gameId)).status === 'finished') break;
      await playMove(second.service, game.gameId);
    }
    const document = await second.service.play.exportGame(game.gameId);
    const report = verifyExport(document, { serverSeedCommitment });
    expect(report.ok ? 'verified' : report.problem).toBe('verified');
    await second.close();
  }, 300_000);

  it('refuses a backup file of the other driver, changing nothing', async () => {
    const backups = mkdtempSync(path.join(os.tmpdir(), 'tavolo-backup-'));
    disposals.push(() => {
      rmSync(backups, { recursive: true, force: true });
      return Promise.resolve();
    });
    const file = path.join(backups, 'not-a-backup');
    writeFileSync(file, driver === 'postgres' ? '\u001f\u008b' : 'PGDMP');
    const target = await emptyTarget(driver);
    disposals.push(() => target.dispose());
    const refused = await script('restore', ['--from', file], target.config);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is not a (Postgres|PGlite) backup/);
  });
});
