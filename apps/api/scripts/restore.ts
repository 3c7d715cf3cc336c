/**
 * `pnpm --filter @tavolo/api restore --from FILE`: restores a backup made by scripts/backup.ts
 * into the database the server would use, which must be empty — a new Postgres database
 * (DATABASE_URL) or a new data directory (TAVOLO_DATA_DIR). Then start the server on it. See
 * docs/operations.md.
 */
import { restoreDatabase } from '../src/backup/backup.ts';
import { parseCommand, runCommand } from './backup-cli.ts';

await runCommand(async () => {
  const command = parseCommand('from', 'Usage: restore --from FILE');
  await restoreDatabase(command.database, command.file);
  console.log(`Restored ${command.file} into ${command.where}.`);
});
