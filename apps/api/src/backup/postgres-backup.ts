/**
 * Backup and restore of a Postgres database with the PostgreSQL client tools: `pg_dump -Fc`
 * (a consistent snapshot taken while the servers keep running) and `pg_restore` into an empty
 * database, in one transaction. pg_dump must be of the server's major version or newer (it
 * refuses an older one itself); pg_restore reads archives of its own version or older.
 */
import { execFile } from 'node:child_process';
import { readFileSync, renameSync, statSync } from 'node:fs';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { BackupError } from './backup-error.ts';

const run = promisify(execFile);

/** What a pg_dump custom-format archive starts with. */
const PG_DUMP_MAGIC = Buffer.from('PGDMP');

async function tool(name: 'pg_dump' | 'pg_restore', args: readonly string[]): Promise<void> {
  try {
    await run(name, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: unknown }).stderr;
    const detail = typeof stderr === 'string' && stderr !== '' ? stderr.trim() : String(error);
    throw new BackupError(`${name} failed: ${detail}`);
  }
}

export async function backupPostgres(url: string, outFile: string): Promise<number> {
  const partial = `${outFile}.partial`;
  await tool('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${url}`]);
  renameSync(partial, outFile);
  return statSync(outFile).size;
}

/** Tables in the database's user schemas: a restore goes into an empty database only. */
async function userTables(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const [row] = await sql<{ count: number }[]>`
      select count(*)::int as count from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema')`;
    return row?.count ?? 0;
  } finally {
    await sql.end();
  }
}

export async function restorePostgres(url: string, fromFile: string): Promise<void> {
  const head = readFileSync(fromFile).subarray(0, PG_DUMP_MAGIC.length);
  if (!head.equals(PG_DUMP_MAGIC)) {
    throw new BackupError(`${fromFile} is not a Postgres backup (pg_dump's custom format).`);
  }
  if ((await userTables(url)) > 0) {
    throw new BackupError(
      'The database DATABASE_URL names is not empty: create a new one (createdb), restore ' +
        'into it, then point DATABASE_URL at it.',
    );
  }
  await tool('pg_restore', [
    '--no-owner',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    fromFile,
  ]);
}
