/**
 * What scripts/backup.ts and scripts/restore.ts share: the database from the environment (as the
 * server reads it) and one file argument. A path is taken from the directory the command was
 * typed in (pnpm's INIT_CWD), not from apps/api where `pnpm --filter` runs the script.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from '../src/backup/backup.ts';
import { parseConfig } from '../src/config.ts';
import type { DatabaseConfig } from '../src/config.ts';
import { isServiceError } from '../src/errors.ts';

export interface BackupCommand {
  readonly database: DatabaseConfig;
  readonly file: string;
  /** Where the database is, in words (no password). */
  readonly where: string;
}

function describe(database: DatabaseConfig): string {
  switch (database.driver) {
    case 'postgres': {
      const url = new URL(database.url);
      return `Postgres database ${url.pathname.slice(1)} on ${url.host}`;
    }
    case 'pglite':
      return `PGlite data directory ${database.dataDir}`;
    case 'pglite-memory':
      return 'PGlite in memory';
  }
}

export function parseCommand(option: 'out' | 'from', usage: string): BackupCommand {
  const { values } = parseArgs({ options: { [option]: { type: 'string' } }, strict: true });
  const given = values[option];
  if (typeof given !== 'string' || given === '') throw new BackupError(usage);
  const base = process.env['INIT_CWD'] ?? process.cwd();
  const { database } = parseConfig(process.env);
  return { database, file: path.resolve(base, given), where: describe(database) };
}

/** Runs `task`, printing an operator's error (not a trace) and exit code 1 when it fails. */
export async function runCommand(task: () => Promise<void>): Promise<void> {
  try {
    await task();
  } catch (error) {
    const known = error instanceof BackupError || isServiceError(error);
    const code = isServiceError(error) ? `${error.code}: ` : '';
    console.error(known ? `${code}${error.message}` : error);
    process.exitCode = 1;
  }
}
