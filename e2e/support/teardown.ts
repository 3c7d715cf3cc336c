/** After the run: the fresh PGlite data directory of this run goes away (not a Postgres URL). */
import { rmSync } from 'node:fs';

export default function teardown(): void {
  const dataDir = process.env['TAVOLO_E2E_DATA_DIR'];
  if (dataDir !== undefined && process.env['TAVOLO_E2E_KEEP_DATA'] === undefined) {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
