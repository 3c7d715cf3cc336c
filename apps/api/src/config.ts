/**
 * The server's configuration, read from the environment once at start-up and typed from then on.
 * Nothing below this module reads `process.env`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ServiceError } from './errors.ts';

/** `.tavolo-data` at the repository root (git-ignored): the zero-setup default. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.tavolo-data', import.meta.url));

/** Where the games are stored. */
export type DatabaseConfig =
  /** Real Postgres through postgres.js. */
  | { readonly driver: 'postgres'; readonly url: string }
  /** Embedded PGlite persisted in a data directory owned by one process at a time. */
  | { readonly driver: 'pglite'; readonly dataDir: string }
  /** Embedded PGlite in memory: tests and benchmarks only; gone on close. */
  | { readonly driver: 'pglite-memory' };

export interface Config {
  readonly database: DatabaseConfig;
}

const blankAsAbsent = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const environmentSchema = z.object({
  DATABASE_URL: z.preprocess(
    blankAsAbsent,
    z
      .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' })
      .optional(),
  ),
  TAVOLO_DATA_DIR: z.preprocess(blankAsAbsent, z.string().optional()),
});

/**
 * Parses the environment: `DATABASE_URL` selects Postgres; without it, PGlite stores its data in
 * `TAVOLO_DATA_DIR` (relative paths are taken from the working directory), by default
 * {@link DEFAULT_DATA_DIR}. A bad value is a `INVALID_CONFIG` error naming the variable.
 */
export function parseConfig(environment: Readonly<Record<string, string | undefined>>): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ServiceError('INVALID_CONFIG', z.prettifyError(parsed.error));
  }
  const { DATABASE_URL: url, TAVOLO_DATA_DIR: dataDir } = parsed.data;
  if (url !== undefined) return { database: { driver: 'postgres', url } };
  return {
    database: { driver: 'pglite', dataDir: path.resolve(dataDir ?? DEFAULT_DATA_DIR) },
  };
}
