/** The database part of the server's configuration (config.ts parses the environment into it). */

/**
 * How long the server waits for Postgres, so that an outage is told to callers within seconds
 * (DATABASE_UNAVAILABLE) instead of hanging their requests. All in milliseconds.
 */
export interface PostgresTimeouts {
  /** A new connection must be up within this (postgres.js `connect_timeout`). */
  readonly connectTimeoutMs: number;
  /** The server cancels any statement running longer (`statement_timeout`; migrations exempt). */
  readonly statementTimeoutMs: number;
  /** A pooled connection idle this long is closed (`idle_timeout`). */
  readonly idleTimeoutMs: number;
  /** A connection this old is replaced (`max_lifetime`). */
  readonly maxLifetimeMs: number;
  /** Longest pause between attempts to reconnect, for the pool and the LISTEN connection. */
  readonly reconnectMaxDelayMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectTimeoutMs: 2_000,
  statementTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  maxLifetimeMs: 30 * 60_000,
  reconnectMaxDelayMs: 1_000,
};

/**
 * Connections of one API process's postgres.js pool. Few on purpose (issue 19, ADR 0050): a
 * connection with statements queued sends them in one socket write and Postgres answers them in
 * one read, and fewer backends compete for the cores; a move is one statement outside any
 * transaction, so moves pipeline well. On the 2-vCPU machine of the benchmarks a pool of 4 played
 * 12–19 % more moves a second than one of 10, with less CPU per move in both processes.
 */
export const DEFAULT_POSTGRES_POOL_SIZE = 4;

/** Where the games are stored. */
export type DatabaseConfig =
  /**
   * Real Postgres through postgres.js (timeouts: {@link DEFAULT_POSTGRES_TIMEOUTS}, pool size:
   * {@link DEFAULT_POSTGRES_POOL_SIZE} if absent).
   */
  | {
      readonly driver: 'postgres';
      readonly url: string;
      readonly timeouts?: PostgresTimeouts;
      readonly poolSize?: number;
    }
  /** Embedded PGlite persisted in a data directory owned by one process at a time. */
  | { readonly driver: 'pglite'; readonly dataDir: string }
  /** Embedded PGlite in memory: tests and benchmarks only; gone on close. */
  | { readonly driver: 'pglite-memory' };
