import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseConfig } from '../config.ts';
import type { Schema } from './schema.ts';

/** The drizzle handle both drivers share: queries are written once, against this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** What a LISTEN may be told besides its payloads. */
export interface ListenOptions {
  /**
   * Called when the LISTEN connection was lost: until onReconnect, NOTIFYs are missed. The
   * driver keeps trying to LISTEN again (postgres.ts, a short capped backoff). Never called for
   * PGlite, whose only connection cannot drop.
   */
  readonly onDisconnect?: () => void;
  /**
   * Called after the LISTEN was re-established on a new connection. NOTIFYs committed while it
   * was down were lost: a listener should re-read what it watches.
   */
  readonly onReconnect?: () => void;
}

/** A function that stops a LISTEN; it is harmless after the database was closed. */
export type StopListening = () => Promise<void>;

/**
 * Counts the statements drizzle sends (drizzle's logger hook: the only per-statement hook both
 * drivers share). What the metrics read; the LISTEN and the migrations are not counted.
 */
export class StatementCounter implements Logger {
  #count = 0;
  readonly #scopes = new AsyncLocalStorage<string[]>();
  /** The lists of `during` calls in progress: every statement, whoever sent it. */
  readonly #taps = new Set<string[]>();

  get count(): number {
    return this.#count;
  }

  logQuery(query: string): void {
    this.#count += 1;
    this.#scopes.getStore()?.push(query);
    for (const tap of this.#taps) tap.push(query);
  }

  /**
   * Runs `work` and counts the statements sent on its behalf — by it and what it awaits, not by
   * other work running meanwhile (BEGIN and COMMIT are not drizzle's, so not counted).
   */
  async within<Value>(work: () => Promise<Value>): Promise<{ value: Value; statements: string[] }> {
    const statements: string[] = [];
    const value = await this.#scopes.run(statements, work);
    return { value, statements };
  }

  /**
   * Runs `work` and lists every statement sent until it resolves, in any async context: what a
   * request set going after its answer (the facts' listeners run outside the request's context)
   * is counted too, and so is anything else running meanwhile.
   */
  async during<Value>(work: () => Promise<Value>): Promise<{ value: Value; statements: string[] }> {
    const statements: string[] = [];
    this.#taps.add(statements);
    try {
      return { value: await work(), statements };
    } finally {
      this.#taps.delete(statements);
    }
  }
}

/**
 * How the delivery queue (pg-boss, issue 18) reaches the same database: through PGlite's one
 * connection (pg-boss's PGlite adapter), or with a small pool of its own to the Postgres URL.
 */
export type QueueConnection =
  | { readonly kind: 'pglite'; readonly client: PGlite }
  | { readonly kind: 'postgres'; readonly url: string };

/** An open database with its migrations applied. */
export interface Database {
  readonly db: Db;
  readonly driver: DatabaseConfig['driver'];
  /** Statements run through `db` since it opened. */
  readonly statements: StatementCounter;
  readonly queueConnection: QueueConnection;
  /** postgres.js's pool size; PGlite has one connection and no pool. */
  readonly pool?: { readonly maxConnections: number };
  /**
   * LISTENs on `channel` (a lower-case SQL identifier: PGlite sends it unquoted) and calls
   * `onPayload` with the payload of each NOTIFY committed to it, by any connection or process.
   * Resolves once the LISTEN is in place. `onPayload` must not throw: the drivers call it from
   * their connection code.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<StopListening>;
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

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Refuses channel names the two drivers would spell differently (PGlite does not quote them). */
export function checkChannelName(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) {
    throw new Error(`LISTEN channel ${JSON.stringify(channel)} is not a lower-case identifier`);
  }
}
