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

/** Where and how the HTTP server listens. */
export interface HttpConfig {
  readonly host: string;
  readonly port: number;
  /** Mark cookies Secure: set when the server is reached over HTTPS. */
  readonly secureCookies: boolean;
  /** Trust X-Forwarded-* headers from a reverse proxy. */
  readonly trustProxy: boolean;
  /** Log every request (pino JSON on stdout). */
  readonly logRequests: boolean;
  /**
   * How long a closing server lets requests in flight finish before it cuts their connections
   * (default {@link DEFAULT_SHUTDOWN_GRACE_MS}).
   */
  readonly shutdownGraceMs?: number;
}

export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/**
 * Where Prometheus scrapes `GET /metrics`: a listener of its own, never the public port, so that
 * only what reaches this address (loopback by default, or an internal interface) can read it.
 */
export interface MetricsConfig {
  readonly host: string;
  /** 0 picks a free port. */
  readonly port: number;
}

/**
 * The web client's production build (apps/web, adapter-node), served by this server for every
 * path that is not the API's. The API never imports the web app: it loads the build's
 * `handler.js` from this directory at start-up.
 */
export interface WebConfig {
  /** Absolute path of the build directory (the one holding handler.js). */
  readonly buildDir: string;
}

export interface Config {
  readonly database: DatabaseConfig;
  readonly http: HttpConfig;
  /** Absent: the API alone (no web pages). */
  readonly web?: WebConfig;
  /** Absent: no metrics are collected or served. */
  readonly metrics?: MetricsConfig;
}

const blankAsAbsent = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** An on/off switch: 1/true/yes or 0/false/no. */
const flag = z
  .enum(['1', 'true', 'yes', '0', 'false', 'no'], {
    error: 'must be one of 1, true, yes, 0, false, no',
  })
  .transform((value) => ['1', 'true', 'yes'].includes(value));

const environmentSchema = z.object({
  DATABASE_URL: z.preprocess(
    blankAsAbsent,
    z
      .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' })
      .optional(),
  ),
  TAVOLO_DATA_DIR: z.preprocess(blankAsAbsent, z.string().optional()),
  HOST: z.preprocess(blankAsAbsent, z.string().default('127.0.0.1')),
  PORT: z.preprocess(blankAsAbsent, z.coerce.number().int().min(0).max(65535).default(3000)),
  TAVOLO_SECURE_COOKIES: z.preprocess(blankAsAbsent, flag.default(false)),
  TAVOLO_TRUST_PROXY: z.preprocess(blankAsAbsent, flag.default(false)),
  TAVOLO_LOG_REQUESTS: z.preprocess(blankAsAbsent, flag.default(false)),
  TAVOLO_WEB_BUILD: z.preprocess(blankAsAbsent, z.string().optional()),
  TAVOLO_SHUTDOWN_GRACE_SECONDS: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number()
      .min(0)
      .max(3600)
      .default(DEFAULT_SHUTDOWN_GRACE_MS / 1000),
  ),
  TAVOLO_METRICS_PORT: z.preprocess(
    blankAsAbsent,
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  TAVOLO_METRICS_HOST: z.preprocess(blankAsAbsent, z.string().default('127.0.0.1')),
});

/**
 * Parses the environment: `DATABASE_URL` selects Postgres; without it, PGlite stores its data in
 * `TAVOLO_DATA_DIR` (relative paths are taken from the working directory), by default
 * {@link DEFAULT_DATA_DIR}. HOST/PORT (default 127.0.0.1:3000) and the TAVOLO_* switches set up
 * the HTTP server; `TAVOLO_WEB_BUILD` (relative to the working directory) names the web client's
 * build to serve beside the API; `TAVOLO_METRICS_PORT` (and `TAVOLO_METRICS_HOST`, default
 * 127.0.0.1) turns the metrics listener on; `TAVOLO_SHUTDOWN_GRACE_SECONDS` (default 10) bounds
 * how long a closing server waits for requests in flight. A bad value is a `INVALID_CONFIG` error naming the variable.
 */
export function parseConfig(environment: Readonly<Record<string, string | undefined>>): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ServiceError('INVALID_CONFIG', z.prettifyError(parsed.error));
  }
  const { DATABASE_URL: url, TAVOLO_DATA_DIR: dataDir } = parsed.data;
  const env = parsed.data;
  const http: HttpConfig = {
    host: env.HOST,
    port: env.PORT,
    secureCookies: env.TAVOLO_SECURE_COOKIES,
    trustProxy: env.TAVOLO_TRUST_PROXY,
    logRequests: env.TAVOLO_LOG_REQUESTS,
    shutdownGraceMs: env.TAVOLO_SHUTDOWN_GRACE_SECONDS * 1000,
  };
  const optional = {
    ...(env.TAVOLO_WEB_BUILD === undefined
      ? {}
      : { web: { buildDir: path.resolve(env.TAVOLO_WEB_BUILD) } }),
    ...(env.TAVOLO_METRICS_PORT === undefined
      ? {}
      : { metrics: { host: env.TAVOLO_METRICS_HOST, port: env.TAVOLO_METRICS_PORT } }),
  };
  if (url !== undefined) return { database: { driver: 'postgres', url }, http, ...optional };
  return {
    database: { driver: 'pglite', dataDir: path.resolve(dataDir ?? DEFAULT_DATA_DIR) },
    http,
    ...optional,
  };
}
