import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AVAILABILITY,
  DEFAULT_DATA_DIR,
  DEFAULT_HTTP_LIMITS,
  DEFAULT_POSTGRES_POOL_SIZE,
  DEFAULT_POSTGRES_TIMEOUTS,
  parseConfig,
} from './config.ts';

describe('parseConfig', () => {
  it('defaults to PGlite in .tavolo-data at the repository root', () => {
    expect(parseConfig({}).database).toEqual({ driver: 'pglite', dataDir: DEFAULT_DATA_DIR });
    expect(path.basename(DEFAULT_DATA_DIR)).toBe('.tavolo-data');
    expect(parseConfig({ DATABASE_URL: '  ' }).database.driver).toBe('pglite');
  });

  it('takes TAVOLO_DATA_DIR, relative to the working directory', () => {
    expect(parseConfig({ TAVOLO_DATA_DIR: 'here' }).database).toEqual({
      driver: 'pglite',
      dataDir: path.resolve('here'),
    });
  });

  it('uses Postgres when DATABASE_URL is set', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/tavolo';
    expect(parseConfig({ DATABASE_URL: url, TAVOLO_DATA_DIR: '/x' }).database).toEqual({
      driver: 'postgres',
      url,
      timeouts: DEFAULT_POSTGRES_TIMEOUTS,
      poolSize: DEFAULT_POSTGRES_POOL_SIZE,
    });
    expect(parseConfig({ DATABASE_URL: 'postgresql://h/db' }).database.driver).toBe('postgres');
  });

  it('refuses a DATABASE_URL that is not a Postgres URL, naming it', () => {
    expect(() => parseConfig({ DATABASE_URL: 'mysql://h/db' })).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ DATABASE_URL: 'not a url' })).toThrow(
      expect.objectContaining({ code: 'INVALID_CONFIG' }),
    );
  });

  it('listens on 127.0.0.1:3000 with plain cookies unless told otherwise', () => {
    expect(parseConfig({}).http).toEqual({
      host: '127.0.0.1',
      port: 3000,
      secureCookies: false,
      trustProxy: false,
      logRequests: false,
      limits: DEFAULT_HTTP_LIMITS,
      shutdownGraceMs: 10_000,
      authAttemptsPerMinute: 20,
      requestsPerMinute: 1200,
    });
    const http = parseConfig({ HOST: '0.0.0.0', PORT: '8080', TAVOLO_SECURE_COOKIES: 'yes' }).http;
    expect(http).toMatchObject({ host: '0.0.0.0', port: 8080, secureCookies: true });
  });

  it('serves the web build named by TAVOLO_WEB_BUILD, relative to the working directory', () => {
    expect(parseConfig({}).web).toBeUndefined();
    expect(parseConfig({ TAVOLO_WEB_BUILD: ' ' }).web).toBeUndefined();
    expect(parseConfig({ TAVOLO_WEB_BUILD: 'apps/web/build' }).web).toEqual({
      buildDir: path.resolve('apps/web/build'),
    });
  });

  it('serves metrics only when TAVOLO_METRICS_PORT is set, on loopback unless told otherwise', () => {
    expect(parseConfig({}).metrics).toBeUndefined();
    expect(parseConfig({ TAVOLO_METRICS_PORT: '9464' }).metrics).toEqual({
      host: '127.0.0.1',
      port: 9464,
    });
    expect(
      parseConfig({ TAVOLO_METRICS_PORT: '0', TAVOLO_METRICS_HOST: '10.0.0.5' }).metrics,
    ).toEqual({ host: '10.0.0.5', port: 0 });
    expect(() => parseConfig({ TAVOLO_METRICS_PORT: 'x' })).toThrow(/TAVOLO_METRICS_PORT/);
  });

  it('bounds the shutdown grace by TAVOLO_SHUTDOWN_GRACE_SECONDS', () => {
    expect(parseConfig({ TAVOLO_SHUTDOWN_GRACE_SECONDS: '2.5' }).http.shutdownGraceMs).toBe(2500);
    expect(() => parseConfig({ TAVOLO_SHUTDOWN_GRACE_SECONDS: '-1' })).toThrow(
      /TAVOLO_SHUTDOWN_GRACE_SECONDS/,
    );
  });

  it('takes the requests per minute of one caller from TAVOLO_REQUESTS_PER_MINUTE', () => {
    expect(parseConfig({}).http.requestsPerMinute).toBe(1200);
    expect(parseConfig({ TAVOLO_REQUESTS_PER_MINUTE: '60000' }).http.requestsPerMinute).toBe(
      60_000,
    );
    expect(() => parseConfig({ TAVOLO_REQUESTS_PER_MINUTE: '0' })).toThrow(
      /TAVOLO_REQUESTS_PER_MINUTE/,
    );
    expect(() => parseConfig({ TAVOLO_REQUESTS_PER_MINUTE: 'many' })).toThrow(
      /TAVOLO_REQUESTS_PER_MINUTE/,
    );
  });

  it('takes the sign-in and sign-up attempts per minute from TAVOLO_AUTH_ATTEMPTS_PER_MINUTE', () => {
    expect(parseConfig({}).http.authAttemptsPerMinute).toBe(20);
    expect(parseConfig({ TAVOLO_AUTH_ATTEMPTS_PER_MINUTE: '500' }).http.authAttemptsPerMinute).toBe(
      500,
    );
    expect(() => parseConfig({ TAVOLO_AUTH_ATTEMPTS_PER_MINUTE: '0' })).toThrow(
      /TAVOLO_AUTH_ATTEMPTS_PER_MINUTE/,
    );
  });

  it('refuses a bad port or switch, naming the variable', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => parseConfig({ TAVOLO_SECURE_COOKIES: 'maybe' })).toThrow(/TAVOLO_SECURE_COOKIES/);
  });

  it('bounds the waits on Postgres, with short defaults', () => {
    expect(DEFAULT_POSTGRES_TIMEOUTS.connectTimeoutMs).toBeLessThanOrEqual(5_000);
    expect(parseConfig({}).availability).toEqual(DEFAULT_AVAILABILITY);
    const config = parseConfig({
      DATABASE_URL: 'postgres://h/db',
      TAVOLO_DB_CONNECT_TIMEOUT_MS: '1500',
      TAVOLO_DB_STATEMENT_TIMEOUT_MS: '3000',
      TAVOLO_DB_IDLE_TIMEOUT_MS: '20000',
      TAVOLO_DB_MAX_LIFETIME_MS: '600000',
      TAVOLO_DB_RECONNECT_MAX_DELAY_MS: '500',
      TAVOLO_DB_RETRY_AFTER_SECONDS: '2',
      TAVOLO_READY_TIMEOUT_MS: '800',
      TAVOLO_DB_POOL_SIZE: '12',
    });
    expect(config.database).toMatchObject({
      poolSize: 12,
      timeouts: {
        connectTimeoutMs: 1500,
        statementTimeoutMs: 3000,
        idleTimeoutMs: 20_000,
        maxLifetimeMs: 600_000,
        reconnectMaxDelayMs: 500,
      },
    });
    expect(config.availability).toEqual({ retryAfterSeconds: 2, readyTimeoutMs: 800 });
  });

  it('refuses a timeout that is not a positive whole number of milliseconds', () => {
    expect(() => parseConfig({ TAVOLO_DB_CONNECT_TIMEOUT_MS: 'soon' })).toThrow(
      /TAVOLO_DB_CONNECT_TIMEOUT_MS/,
    );
    expect(() => parseConfig({ TAVOLO_DB_STATEMENT_TIMEOUT_MS: '0' })).toThrow(
      /TAVOLO_DB_STATEMENT_TIMEOUT_MS/,
    );
    expect(() => parseConfig({ TAVOLO_DB_RETRY_AFTER_SECONDS: '1.5' })).toThrow(
      /TAVOLO_DB_RETRY_AFTER_SECONDS/,
    );
    expect(() => parseConfig({ TAVOLO_DB_POOL_SIZE: '0' })).toThrow(/TAVOLO_DB_POOL_SIZE/);
  });
});

describe('parseConfig: HTTP limits', () => {
  it('uses production timeouts and a per-address socket cap by default', () => {
    expect(parseConfig({}).http.limits).toEqual(DEFAULT_HTTP_LIMITS);
  });

  it('takes every limit from the environment; the cap can be turned off', () => {
    const limits = parseConfig({
      TAVOLO_REQUEST_TIMEOUT_MS: '20000',
      TAVOLO_HEADERS_TIMEOUT_MS: '10000',
      TAVOLO_KEEP_ALIVE_TIMEOUT_MS: '5000',
      TAVOLO_IDLE_TIMEOUT_MS: '120000',
      TAVOLO_BODY_LIMIT_BYTES: '32768',
      TAVOLO_MAX_SOCKETS_PER_ADDRESS: '8',
    }).http.limits;
    expect(limits).toEqual({
      requestTimeoutMs: 20_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
      idleTimeoutMs: 120_000,
      bodyLimitBytes: 32_768,
      maxSocketsPerAddress: 8,
    });
    const off = parseConfig({ TAVOLO_MAX_SOCKETS_PER_ADDRESS: 'off' }).http.limits;
    expect(off).not.toHaveProperty('maxSocketsPerAddress');
  });

  it('leaves the cap off behind a proxy unless it is set', () => {
    const proxied = parseConfig({ TAVOLO_TRUST_PROXY: '1' }).http.limits;
    expect(proxied).not.toHaveProperty('maxSocketsPerAddress');
    const set = parseConfig({ TAVOLO_TRUST_PROXY: '1', TAVOLO_MAX_SOCKETS_PER_ADDRESS: '500' });
    expect(set.http.limits?.maxSocketsPerAddress).toBe(500);
  });

  it('refuses limits that cannot work, naming the variable', () => {
    expect(() => parseConfig({ TAVOLO_REQUEST_TIMEOUT_MS: '0' })).toThrow(
      /TAVOLO_REQUEST_TIMEOUT_MS/,
    );
    expect(() => parseConfig({ TAVOLO_HEADERS_TIMEOUT_MS: '40000' })).toThrow(
      /TAVOLO_HEADERS_TIMEOUT_MS/,
    );
    // Shorter than the longest long-poll, it would cut every ?wait=60 off.
    expect(() => parseConfig({ TAVOLO_IDLE_TIMEOUT_MS: '30000' })).toThrow(
      /TAVOLO_IDLE_TIMEOUT_MS/,
    );
    expect(() => parseConfig({ TAVOLO_MAX_SOCKETS_PER_ADDRESS: '0' })).toThrow(
      /TAVOLO_MAX_SOCKETS_PER_ADDRESS/,
    );
    expect(() => parseConfig({ TAVOLO_BODY_LIMIT_BYTES: 'lots' })).toThrow(
      /TAVOLO_BODY_LIMIT_BYTES/,
    );
  });

  it('paces the deadline sweeper from TAVOLO_SWEEP_*', () => {
    expect(parseConfig({}).sweeper).toEqual({ intervalMs: 5000, batchSize: 20, leaseMs: 60_000 });
    const sweeper = parseConfig({
      TAVOLO_SWEEP_INTERVAL_MS: '250',
      TAVOLO_SWEEP_BATCH: '5',
      TAVOLO_SWEEP_LEASE_MS: '10000',
    }).sweeper;
    expect(sweeper).toEqual({ intervalMs: 250, batchSize: 5, leaseMs: 10_000 });
    expect(() => parseConfig({ TAVOLO_SWEEP_BATCH: '0' })).toThrow(/TAVOLO_SWEEP_BATCH/);
    expect(() => parseConfig({ TAVOLO_SWEEP_INTERVAL_MS: '10' })).toThrow(
      /TAVOLO_SWEEP_INTERVAL_MS/,
    );
  });

  it('sets the cleanup of unplayed games from TAVOLO_CLEANUP_*', () => {
    expect(parseConfig({}).cleanup).toEqual({
      afterHours: 168,
      intervalMs: 600_000,
      batchSize: 100,
    });
    expect(
      parseConfig({ TAVOLO_CLEANUP_AFTER_HOURS: '48', TAVOLO_CLEANUP_INTERVAL_MS: '60000' })
        .cleanup,
    ).toEqual({ afterHours: 48, intervalMs: 60_000, batchSize: 100 });
    expect(() => parseConfig({ TAVOLO_CLEANUP_AFTER_HOURS: '0' })).toThrow(
      /TAVOLO_CLEANUP_AFTER_HOURS/,
    );
  });

  it('sets the vacation bank from TAVOLO_VACATION_*', () => {
    expect(parseConfig({}).vacation).toEqual({
      daysPerYear: 30,
      capDays: 30,
      startDays: 7,
      endingNoticeMs: 24 * 3600_000,
    });
    const vacation = parseConfig({
      TAVOLO_VACATION_DAYS_PER_YEAR: '12',
      TAVOLO_VACATION_CAP_DAYS: '20',
      TAVOLO_VACATION_START_DAYS: '0',
    }).vacation;
    expect(vacation).toMatchObject({ daysPerYear: 12, capDays: 20, startDays: 0 });
    expect(() => parseConfig({ TAVOLO_VACATION_CAP_DAYS: '-1' })).toThrow(
      /TAVOLO_VACATION_CAP_DAYS/,
    );
  });
});

describe('the test clock (ADR 0027)', () => {
  it('is off unless TAVOLO_TEST_CLOCK turns it on', () => {
    expect(parseConfig({}).testClock).toBeUndefined();
    expect(parseConfig({ TAVOLO_TEST_CLOCK: 'true' }).testClock).toBe('adjustable');
    expect(parseConfig({ TAVOLO_TEST_CLOCK: 'true', NODE_ENV: 'test' }).testClock).toBe(
      'adjustable',
    );
  });

  it('is refused in production', () => {
    expect(() => parseConfig({ TAVOLO_TEST_CLOCK: 'true', NODE_ENV: 'production' })).toThrow(
      expect.objectContaining({ code: 'INVALID_CONFIG' }),
    );
    expect(parseConfig({ TAVOLO_TEST_CLOCK: 'no', NODE_ENV: 'production' }).testClock).toBe(
      undefined,
    );
  });
});
