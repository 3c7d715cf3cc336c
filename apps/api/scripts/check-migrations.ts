/**
 * `pnpm db:check` (CI): fails when src/db/schema.ts changed without a committed migration.
 * drizzle-kit generates into a scratch copy of drizzle/; any new file there is a missing
 * migration, printed so the fix is obvious: `pnpm --filter @tavolo/api db:generate`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const committed = path.join(appDir, 'drizzle');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'tavolo-db-check-'));
const drizzleKit = path.join(appDir, 'node_modules', '.bin', 'drizzle-kit');

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

/** Runs drizzle-kit generate in the scratch folder; its exit code is 0 even when it fails. */
function generate(): string {
  const schema = path.join(appDir, 'src', 'db', 'schema.ts');
  const result = spawnSync(
    drizzleKit,
    ['generate', '--dialect=postgresql', `--schema=${schema}`, '--out=./drizzle'],
    { cwd: scratch, encoding: 'utf8' },
  );
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0 || !/No schema changes|migration file/.test(output)) {
    throw new Error(`drizzle-kit generate failed:\n${output}`);
  }
  return output;
}

try {
  const out = path.join(scratch, 'drizzle');
  cpSync(committed, out, { recursive: true });
  generate();
  const before = new Set(files(committed));
  const added = files(out).filter((file) => !before.has(file));
  if (added.length > 0) {
    console.error(
      'The schema changed without a migration. Run: pnpm --filter @tavolo/api db:generate',
    );
    for (const file of added.filter((f) => f.endsWith('.sql'))) {
      console.error(`\n-- ${file}\n${readFileSync(path.join(out, file), 'utf8')}`);
    }
    process.exitCode = 1;
  } else {
    const count = [...before].filter((file) => file.endsWith('.sql')).length;
    console.log(`the ${count} committed migrations are up to date with the schema`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
