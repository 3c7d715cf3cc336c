/**
 * Complete games recorded through the server's export under each rules version before the next
 * revision (ADR 0024; `apps/api/scripts/record-exports.ts`), kept so that every later release is
 * tested on them: they must verify, replay and continue under the version they were played under.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gameExportSchema } from '../audit/index.ts';
import type { GameExport } from '../audit/index.ts';

export const RECORDED_GAMES_DIR = path.join(import.meta.dirname, 'recorded-games');

export interface RecordedGame {
  /** The file name without `.json`: engine, seat count and the options that matter. */
  readonly name: string;
  readonly exported: GameExport;
}

/** The recorded games of one rules version, in file-name order. */
export function recordedGames(rulesVersion: string): RecordedGame[] {
  const dir = path.join(RECORDED_GAMES_DIR, rulesVersion);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      name: file.replace(/\.json$/, ''),
      exported: gameExportSchema.parse(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))),
    }));
}
