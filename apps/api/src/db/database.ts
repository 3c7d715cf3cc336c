import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseConfig } from '../config.ts';
import type { Schema } from './schema.ts';

/** The drizzle handle both drivers share: queries are written once, against this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** An open database with its migrations applied. */
export interface Database {
  readonly db: Db;
  readonly driver: DatabaseConfig['driver'];
  /** Closes the connection(s) and, for PGlite, releases the data directory. Safe to call twice. */
  close(): Promise<void>;
}

/** Runs `close` once, however many times the returned function is called. */
export function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}
