/**
 * The server's configuration, read from the environment once at start-up and typed from then on.
 * Nothing below this module reads `process.env`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_POSTGRES_POOL_SIZE, DEFAULT_POSTGRES_TIMEOUTS } from './config-database.ts';
import type { DatabaseConfig, PostgresTimeouts } from './config-database.ts';
import { ServiceError } from './errors.ts';
import { DEFAULT_SWEEPER } from './service/deadline-sweeper.ts';
import { DEFAULT_VACATION } from './vacations/bank.ts';
import type { VacationSettings } from './vacations/bank.ts';
import type { SweeperSettings } from './service/deadline-sweeper.ts';
import { DEFAULT_CLEANUP } from './service/unplayed-games.ts';
import type { CleanupSettings } from './service/unplayed-games.ts';
import type { ReminderSweeperSettings } from './service/inbox/reminder-sweeper.ts';
import type { DeliveryConfig } from './delivery/delivery-config.ts';
import { notificationConfigOf } from './delivery/notification-config.ts';
import type { EmailConfig } from './delivery/email/email-config.ts';
import type { WebhookSettings } from './delivery/webhooks/webhook-config.ts';
import type { PushConfig } from './delivery/push/push-config.ts';

import type { HttpLimits } from './http/http-limits.ts';
import { DEFAULT_HTTP_LIMITS } from './http/http-limits.ts';

export { DEFAULT_HTTP_LIMITS } from './http/http-limits.ts';
export type { HttpLimits } from './http/http-limits.ts';

/** `.tavolo-data` at the repository root (git-ignored): the zero-setup default. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.tavolo-data', import.meta.url));

export { DEFAULT_POSTGRES_POOL_SIZE, DEFAULT_POSTGRES_TIMEOUTS } from './config-database.ts';
export type { DatabaseConfig, PostgresTimeouts } from './config-database.ts';

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
  /** Timeouts, body size and the per-address socket cap; absent: {@link DEFAULT_HTTP_LIMITS}. */
  readonly limits?: HttpLimits;
  /**
   * How long a closing server lets requests in flight finish before it cuts their connections
   * (default {@link DEFAULT_SHUTDOWN_GRACE_MS}).
   */
  readonly shutdownGraceMs?: number;
  /**
   * Sign-in and sign-up attempts per minute from one address (default
   * DEFAULT_AUTH_ATTEMPTS_PER_MINUTE): raised by tests whose every player signs up from 127.0.0.1.
   */
  readonly authAttemptsPerMinute?: number;
  /**
   * Requests per minute from one caller — an account, else an address (default
   * DEFAULT_REQUESTS_PER_MINUTE): raised for a bot account that plays many games at once, and by
   * benchmarks whose clients each play hundreds of moves a minute.
   */
  readonly requestsPerMinute?: number;
}

export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;
export const DEFAULT_AUTH_ATTEMPTS_PER_MINUTE = 20;
export const DEFAULT_REQUESTS_PER_MINUTE = 1200;

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

/** What callers and probes are told while the database cannot be reached. */
export interface AvailabilityConfig {
  /** The Retry-After of DATABASE_UNAVAILABLE (and of every other 503). */
  readonly retryAfterSeconds: number;
  /** How long /ready waits for `select 1` before it reports the database down. */
  readonly readyTimeoutMs: number;
}

export const DEFAULT_AVAILABILITY: AvailabilityConfig = {
  retryAfterSeconds: 5,
  readyTimeoutMs: 2_000,
};

export interface Config {
  readonly database: DatabaseConfig;
  /** The deadline sweeper's pace (absent: DEFAULT_SWEEPER of service/deadline-sweeper.ts). */
  readonly sweeper?: SweeperSettings;
  /** The cleanup of unplayed games (absent: DEFAULT_CLEANUP of service/unplayed-games.ts). */
  readonly cleanup?: CleanupSettings;
  /** The vacation bank's rules (absent: DEFAULT_VACATION of vacations/bank.ts). */
  readonly vacation?: VacationSettings;
  /** The reminder sweeper's pace (absent: DEFAULT_REMINDER_SWEEPER, inbox/reminder-sweeper.ts). */
  readonly reminders?: ReminderSweeperSettings;
  /** Web push (delivery/push/push-config.ts; absent: DEFAULT_PUSH_CONFIG). */
  readonly push?: PushConfig;
  /** Absent: {@link DEFAULT_AVAILABILITY}. */
  readonly availability?: AvailabilityConfig;
  readonly http: HttpConfig;
  /** Absent: the API alone (no web pages). */
  readonly web?: WebConfig;
  /** Absent: no metrics are collected or served. */
  readonly metrics?: MetricsConfig;
  /**
   * 'adjustable': end-to-end tests move the server's clock with POST /test/clock (test-clock.ts).
   * TAVOLO_TEST_CLOCK=true; refused under NODE_ENV=production.
   */
  readonly testClock?: 'adjustable';
  /** Outbound delivery (issue 18; delivery/delivery-config.ts). Absent: notifications stay in the inbox. */
  readonly delivery?: DeliveryConfig;
  /** SMTP or the local outbox, sender, admins (delivery/email/email-config.ts); absent: defaults. */
  readonly email?: EmailConfig;
  /** Signed webhooks (delivery/webhooks/webhook-config.ts; absent: DEFAULT_WEBHOOK_SETTINGS). */
  readonly webhooks?: WebhookSettings;
  /** Where people reach this server (links in e-mail and push); absent: http://localhost:<port>. */
  readonly publicUrl?: URL;
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
  TAVOLO_TEST_CLOCK: z.preprocess(blankAsAbsent, flag.default(false)),
  NODE_ENV: z.string().optional(),
  TAVOLO_TRUST_PROXY: z.preprocess(blankAsAbsent, flag.default(false)),
  TAVOLO_LOG_REQUESTS: z.preprocess(blankAsAbsent, flag.default(false)),
  TAVOLO_WEB_BUILD: z.preprocess(blankAsAbsent, z.string().optional()),
  TAVOLO_REQUEST_TIMEOUT_MS: milliseconds(DEFAULT_HTTP_LIMITS.requestTimeoutMs),
  TAVOLO_HEADERS_TIMEOUT_MS: milliseconds(DEFAULT_HTTP_LIMITS.headersTimeoutMs),
  TAVOLO_KEEP_ALIVE_TIMEOUT_MS: milliseconds(DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs),
  // A long-poll waits up to 60 s in silence: the idle timeout must outlast it.
  TAVOLO_IDLE_TIMEOUT_MS: milliseconds(DEFAULT_HTTP_LIMITS.idleTimeoutMs, 65_000),
  TAVOLO_BODY_LIMIT_BYTES: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number()
      .int()
      .min(1024)
      .max(16 * 1024 * 1024)
      .default(DEFAULT_HTTP_LIMITS.bodyLimitBytes),
  ),
  TAVOLO_MAX_SOCKETS_PER_ADDRESS: z.preprocess(
    blankAsAbsent,
    z
      .union([z.literal('off'), z.coerce.number().int().min(1).max(65_535)], {
        error: 'must be a whole number from 1 to 65535, or off',
      })
      .optional(),
  ),
  TAVOLO_AUTH_ATTEMPTS_PER_MINUTE: z.preprocess(
    blankAsAbsent,
    z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_AUTH_ATTEMPTS_PER_MINUTE),
  ),
  TAVOLO_REQUESTS_PER_MINUTE: z.preprocess(
    blankAsAbsent,
    z.coerce.number().int().min(1).max(100_000_000).default(DEFAULT_REQUESTS_PER_MINUTE),
  ),
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
  TAVOLO_DB_POOL_SIZE: z.preprocess(
    blankAsAbsent,
    z.coerce.number().int().min(1).max(100).default(DEFAULT_POSTGRES_POOL_SIZE),
  ),
  TAVOLO_DB_CONNECT_TIMEOUT_MS: milliseconds(DEFAULT_POSTGRES_TIMEOUTS.connectTimeoutMs, 100),
  TAVOLO_DB_STATEMENT_TIMEOUT_MS: milliseconds(DEFAULT_POSTGRES_TIMEOUTS.statementTimeoutMs, 100),
  TAVOLO_DB_IDLE_TIMEOUT_MS: milliseconds(DEFAULT_POSTGRES_TIMEOUTS.idleTimeoutMs, 1_000),
  TAVOLO_DB_MAX_LIFETIME_MS: milliseconds(DEFAULT_POSTGRES_TIMEOUTS.maxLifetimeMs, 1_000),
  TAVOLO_DB_RECONNECT_MAX_DELAY_MS: milliseconds(DEFAULT_POSTGRES_TIMEOUTS.reconnectMaxDelayMs, 10),
  TAVOLO_DB_RETRY_AFTER_SECONDS: z.preprocess(
    blankAsAbsent,
    z.coerce.number().int().min(1).max(3600).default(DEFAULT_AVAILABILITY.retryAfterSeconds),
  ),
  TAVOLO_READY_TIMEOUT_MS: milliseconds(DEFAULT_AVAILABILITY.readyTimeoutMs, 100),
  TAVOLO_SWEEP_INTERVAL_MS: milliseconds(DEFAULT_SWEEPER.intervalMs, 100),
  TAVOLO_SWEEP_BATCH: z.preprocess(
    blankAsAbsent,
    z.coerce.number().int().min(1).max(1000).default(DEFAULT_SWEEPER.batchSize),
  ),
  TAVOLO_SWEEP_LEASE_MS: milliseconds(DEFAULT_SWEEPER.leaseMs),
  TAVOLO_CLEANUP_AFTER_HOURS: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number()
      .min(1)
      .max(24 * 366)
      .default(DEFAULT_CLEANUP.afterHours),
  ),
  TAVOLO_CLEANUP_INTERVAL_MS: milliseconds(DEFAULT_CLEANUP.intervalMs),
  TAVOLO_VACATION_DAYS_PER_YEAR: days(DEFAULT_VACATION.daysPerYear),
  TAVOLO_VACATION_CAP_DAYS: days(DEFAULT_VACATION.capDays),
  TAVOLO_VACATION_START_DAYS: days(DEFAULT_VACATION.startDays),
});

/** A number of days from 0 to a year (fractions allowed). */
function days(fallback: number) {
  return z.preprocess(blankAsAbsent, z.coerce.number().min(0).max(366).default(fallback));
}

/** A duration in milliseconds: a whole number from `least` (one second) to an hour. */
function milliseconds(fallback: number, least = 1000) {
  return z.preprocess(
    blankAsAbsent,
    z.coerce.number().int().min(least).max(3_600_000).default(fallback),
  );
}

type Environment = z.infer<typeof environmentSchema>;

/** The HTTP limits the environment sets; the socket cap is off behind a proxy unless set. */
function httpLimits(env: Environment): HttpLimits {
  if (env.TAVOLO_HEADERS_TIMEOUT_MS > env.TAVOLO_REQUEST_TIMEOUT_MS) {
    throw new ServiceError(
      'INVALID_CONFIG',
      'TAVOLO_HEADERS_TIMEOUT_MS must not exceed TAVOLO_REQUEST_TIMEOUT_MS ' +
        '(the headers are part of the request).',
    );
  }
  const cap = env.TAVOLO_MAX_SOCKETS_PER_ADDRESS;
  const maxSocketsPerAddress =
    cap ?? (env.TAVOLO_TRUST_PROXY ? 'off' : DEFAULT_HTTP_LIMITS.maxSocketsPerAddress);
  return {
    requestTimeoutMs: env.TAVOLO_REQUEST_TIMEOUT_MS,
    headersTimeoutMs: env.TAVOLO_HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: env.TAVOLO_KEEP_ALIVE_TIMEOUT_MS,
    idleTimeoutMs: env.TAVOLO_IDLE_TIMEOUT_MS,
    bodyLimitBytes: env.TAVOLO_BODY_LIMIT_BYTES,
    ...(maxSocketsPerAddress === 'off' ? {} : { maxSocketsPerAddress }),
  };
}

/**
 * Parses the environment: `DATABASE_URL` selects Postgres; without it, PGlite stores its data in
 * `TAVOLO_DATA_DIR` (relative paths are taken from the working directory), by default
 * {@link DEFAULT_DATA_DIR}. HOST/PORT (default 127.0.0.1:3000) and the TAVOLO_* switches set up
 * the HTTP server; `TAVOLO_WEB_BUILD` (relative to the working directory) names the web client's
 * build to serve beside the API; the TAVOLO_*_TIMEOUT_MS, TAVOLO_BODY_LIMIT_BYTES and
 * TAVOLO_MAX_SOCKETS_PER_ADDRESS variables the {@link HttpLimits}; `TAVOLO_METRICS_PORT` (and
 * `TAVOLO_METRICS_HOST`, default 127.0.0.1) turns the metrics listener on;
 * `TAVOLO_SHUTDOWN_GRACE_SECONDS` (default 10) bounds how long a closing server waits for
 * requests in flight; `TAVOLO_AUTH_ATTEMPTS_PER_MINUTE` (default 20) the sign-ins and sign-ups
 * per minute from one address; `TAVOLO_REQUESTS_PER_MINUTE` (default 1200) the requests per minute
 * from one account (an address when signed out); TAVOLO_DB_* bound the waits on Postgres, TAVOLO_DB_RETRY_AFTER_SECONDS and
 * TAVOLO_READY_TIMEOUT_MS what an outage looks like from outside; TAVOLO_SWEEP_INTERVAL_MS,
 * TAVOLO_SWEEP_BATCH and TAVOLO_SWEEP_LEASE_MS the deadline sweeper's pace;
 * TAVOLO_CLEANUP_AFTER_HOURS (default a week) how long an unplayed game stays and
 * TAVOLO_CLEANUP_INTERVAL_MS (default 10 minutes) how often they are looked for;
 * TAVOLO_VACATION_DAYS_PER_YEAR (accrued monthly), TAVOLO_VACATION_CAP_DAYS and
 * TAVOLO_VACATION_START_DAYS the vacation bank (default 30, 30, 7). A bad value is an
 * `INVALID_CONFIG` error naming the variable.
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
    limits: httpLimits(env),
    shutdownGraceMs: env.TAVOLO_SHUTDOWN_GRACE_SECONDS * 1000,
    authAttemptsPerMinute: env.TAVOLO_AUTH_ATTEMPTS_PER_MINUTE,
    requestsPerMinute: env.TAVOLO_REQUESTS_PER_MINUTE,
  };
  const optional = {
    ...(env.TAVOLO_WEB_BUILD === undefined
      ? {}
      : { web: { buildDir: path.resolve(env.TAVOLO_WEB_BUILD) } }),
    ...(env.TAVOLO_METRICS_PORT === undefined
      ? {}
      : { metrics: { host: env.TAVOLO_METRICS_HOST, port: env.TAVOLO_METRICS_PORT } }),
  };
  const availability: AvailabilityConfig = {
    retryAfterSeconds: env.TAVOLO_DB_RETRY_AFTER_SECONDS,
    readyTimeoutMs: env.TAVOLO_READY_TIMEOUT_MS,
  };
  const timeouts: PostgresTimeouts = {
    connectTimeoutMs: env.TAVOLO_DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.TAVOLO_DB_STATEMENT_TIMEOUT_MS,
    idleTimeoutMs: env.TAVOLO_DB_IDLE_TIMEOUT_MS,
    maxLifetimeMs: env.TAVOLO_DB_MAX_LIFETIME_MS,
    reconnectMaxDelayMs: env.TAVOLO_DB_RECONNECT_MAX_DELAY_MS,
  };
  const database: DatabaseConfig =
    url === undefined
      ? { driver: 'pglite', dataDir: path.resolve(dataDir ?? DEFAULT_DATA_DIR) }
      : { driver: 'postgres', url, timeouts, poolSize: env.TAVOLO_DB_POOL_SIZE };
  const sweeper: SweeperSettings = {
    intervalMs: env.TAVOLO_SWEEP_INTERVAL_MS,
    batchSize: env.TAVOLO_SWEEP_BATCH,
    leaseMs: env.TAVOLO_SWEEP_LEASE_MS,
  };
  const cleanup: CleanupSettings = {
    afterHours: env.TAVOLO_CLEANUP_AFTER_HOURS,
    intervalMs: env.TAVOLO_CLEANUP_INTERVAL_MS,
    batchSize: DEFAULT_CLEANUP.batchSize,
  };
  const vacation: VacationSettings = {
    ...DEFAULT_VACATION,
    daysPerYear: env.TAVOLO_VACATION_DAYS_PER_YEAR,
    capDays: env.TAVOLO_VACATION_CAP_DAYS,
    startDays: env.TAVOLO_VACATION_START_DAYS,
  };
  return {
    database,
    availability,
    http,
    sweeper,
    cleanup,
    vacation,
    ...optional,
    ...testClock(env),
    ...notificationConfigOf(environment, http),
  };
}

/** The test clock, if turned on: never in production, where anyone could move the time. */
function testClock(env: Environment): Pick<Config, 'testClock'> {
  if (!env.TAVOLO_TEST_CLOCK) return {};
  if (env.NODE_ENV === 'production') {
    throw new ServiceError(
      'INVALID_CONFIG',
      "TAVOLO_TEST_CLOCK lets anyone move the server's clock: it is refused with NODE_ENV=production.",
    );
  }
  return { testClock: 'adjustable' };
}
