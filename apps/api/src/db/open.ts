import { DEFAULT_POSTGRES_POOL_SIZE, DEFAULT_POSTGRES_TIMEOUTS } from '../config.ts';
import type { DatabaseConfig } from '../config.ts';
import type { Database } from './database.ts';
import { openPgliteDataDir, openPgliteInMemory } from './pglite.ts';
import type { OpenNotices } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** Opens the configured database and brings its schema up to date (the committed migrations). */
export async function openDatabase(
  config: DatabaseConfig,
  notices: OpenNotices = console,
): Promise<Database> {
  switch (config.driver) {
    case 'postgres':
      return openPostgres(config.url, {
        timeouts: config.timeouts ?? DEFAULT_POSTGRES_TIMEOUTS,
        maxConnections: config.poolSize ?? DEFAULT_POSTGRES_POOL_SIZE,
      });
    case 'pglite':
      return openPgliteDataDir(config.dataDir, notices);
    case 'pglite-memory':
      return openPgliteInMemory();
  }
}
