import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AVAILABILITY,
  DEFAULT_DATA_DIR,
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
    });
    expect(config.database).toMatchObject({
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
  });
});
