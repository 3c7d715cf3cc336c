/**
 * Backup and restore of a PGlite data directory: PGlite's own `dumpDataDir()` (a gzipped tarball
 * of the cluster) and `loadDataDir`. A data directory belongs to one process at a time (its lock,
 * data-dir-lock.ts), so a backup needs the server stopped: the lock refuses it with
 * DATA_DIR_LOCKED otherwise. A restore writes only into a directory that does not exist or is
 * empty, never over data.
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { INITIALISED_MARKER, PGDATA_DIR_NAME } from '../db/pglite.ts';
import { BackupError } from './backup-error.ts';

/** gzip's magic number: what a PGlite backup starts with. */
export const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/** Writes `file` whole or not at all (a temporary file renamed into place). */
export function writeAtomically(file: string, bytes: Uint8Array): void {
  const temporary = `${file}.partial`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}

export async function backupPglite(dataDir: string, outFile: string): Promise<number> {
  if (!existsSync(path.join(dataDir, INITIALISED_MARKER))) {
    throw new BackupError(`${dataDir} holds no Tavolo database to back up.`);
  }
  const lock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, PGDATA_DIR_NAME));
    try {
      const dump = await client.dumpDataDir('gzip');
      const bytes = new Uint8Array(await dump.arrayBuffer());
      writeAtomically(outFile, bytes);
      return bytes.length;
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

export async function restorePglite(dataDir: string, fromFile: string): Promise<void> {
  const bytes = readFileSync(fromFile);
  if (!bytes.subarray(0, 2).equals(GZIP_MAGIC)) {
    throw new BackupError(`${fromFile} is not a PGlite backup (a gzipped tarball).`);
  }
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupError(
      `${dataDir} is not empty: restore into a new data directory, then point TAVOLO_DATA_DIR at it.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, PGDATA_DIR_NAME), {
      loadDataDir: new Blob([bytes]),
    });
    // One query proves the cluster opens; the server migrates it at its next start if needed.
    await client.query('select 1');
    await client.close();
    writeAtomically(
      path.join(dataDir, INITIALISED_MARKER),
      Buffer.from(`${JSON.stringify({ restoredFrom: path.basename(fromFile) })}\n`),
    );
  } finally {
    lock.release();
  }
}
