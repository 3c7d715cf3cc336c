/**
 * `pnpm --filter @tavolo/api backup --out FILE`: a backup of the database the server would use
 * (DATABASE_URL, else TAVOLO_DATA_DIR). Postgres: pg_dump's custom format, taken while the server
 * runs. PGlite: a gzipped tarball of the data directory, taken with the server stopped (the data
 * directory's lock refuses otherwise). See docs/operations.md.
 */
import { backupDatabase } from '../src/backup/backup.ts';
import { parseCommand, runCommand } from './backup-cli.ts';

await runCommand(async () => {
  const command = parseCommand('out', 'Usage: backup --out FILE');
  const bytes = await backupDatabase(command.database, command.file);
  console.log(`Backed up ${command.where} to ${command.file} (${String(bytes)} bytes).`);
});
