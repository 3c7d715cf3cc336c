/**
 * Builds one migrated PGlite data directory per test run. Test files copy it instead of running
 * PGlite's initdb each time (seconds per database on a busy two-core machine).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tavolo-api-template-'));
  const database = await openDatabase({ driver: 'pglite', dataDir });
  await database.close();
  project.provide('pgliteTemplate', dataDir);
  return () => {
    rmSync(dataDir, { recursive: true, force: true });
  };
}
