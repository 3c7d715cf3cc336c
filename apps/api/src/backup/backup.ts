/**
 * Backup and restore of the configured database (DATABASE_URL or TAVOLO_DATA_DIR), for
 * scripts/backup.ts and scripts/restore.ts. docs/operations.md says when and how.
 */
import type { DatabaseConfig } from '../config.ts';
import { BackupError } from './backup-error.ts';
import { backupPglite, restorePglite } from './pglite-backup.ts';
import { backupPostgres, restorePostgres } from './postgres-backup.ts';

export { BackupError } from './backup-error.ts';

/** Writes a backup of `database` to `outFile`; resolves with its size in bytes. */
export function backupDatabase(database: DatabaseConfig, outFile: string): Promise<number> {
  switch (database.driver) {
    case 'postgres':
      return backupPostgres(database.url, outFile);
    case 'pglite':
      return backupPglite(database.dataDir, outFile);
    case 'pglite-memory':
      return Promise.reject(new BackupError('An in-memory database has nothing to back up.'));
  }
}

/** Restores `fromFile` into `database`, which must be empty (a new database or data directory). */
export function restoreDatabase(database: DatabaseConfig, fromFile: string): Promise<void> {
  switch (database.driver) {
    case 'postgres':
      return restorePostgres(database.url, fromFile);
    case 'pglite':
      return restorePglite(database.dataDir, fromFile);
    case 'pglite-memory':
      return Promise.reject(new BackupError('An in-memory database cannot be restored into.'));
  }
}
