/**
 * HTTP test fixtures: a real server (listening on a free port, on the driver's test database) per
 * describe block, and a small REST client that keeps a session cookie and its CSRF token, or
 * sends an API token — the way a browser and a bot talk to the API.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/server.ts';
import type { AppSettings } from '../src/http/app.ts';
import type { SignInLimits } from '../src/index.ts';
import { DEFAULT_HTTP_LIMITS } from '../src/config.ts';
import type { Config, DatabaseConfig, HttpConfig } from '../src/config.ts';
import { createTestDatabase } from './databases.ts';
import type { Driver, TestDatabase } from './databases.ts';

/** The production limits without the socket cap: tests open many sockets from one address. */
const { maxSocketsPerAddress: _uncapped, ...TEST_HTTP_LIMITS } = DEFAULT_HTTP_LIMITS;

/** Generous limits: tests make many requests from one address. */
export const TEST_APP_SETTINGS: Partial<AppSettings> = {
  rateLimits: { perMinute: 1_000_000, authPerMinute: 1_000_000 },
  limits: TEST_HTTP_LIMITS,
};

/** Cheap argon2id for tests (the default is OWASP's; tests sign up hundreds of accounts). */
export const TEST_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** Sign-in limits with small numbers, so that each rule shows in a few attempts. */
export const TEST_SIGN_IN_LIMITS: SignInLimits = {
  perUsername: { freeFailures: 3, firstLockMs: 10_000, maxLockMs: 40_000 },
  perAddress: { freeFailures: 5, firstLockMs: 10_000, maxLockMs: 40_000 },
  forgetAfterMs: 300_000,
};

/** Loopback, a port of the kernel's choice, plain HTTP, no request log. */
export const TEST_HTTP_CONFIG: HttpConfig = {
  host: '127.0.0.1',
  port: 0,
  secureCookies: false,
  trustProxy: false,
  logRequests: false,
};

/**
 * A real server in this process on `database` with the test settings (TEST_HTTP_CONFIG, generous
 * rate limits, cheap hashing); `config` adds to or replaces parts of the configuration (metrics,
 * another http block), `app` overrides single app settings.
 */
export function startTestServer(
  database: DatabaseConfig,
  config: Partial<Omit<Config, 'database'>> = {},
  app: Partial<AppSettings> = {},
): Promise<RunningServer> {
  return startServer(
    { database, http: TEST_HTTP_CONFIG, ...config },
    { app: { ...TEST_APP_SETTINGS, ...app }, accounts: { hashing: TEST_HASHING } },
  );
}

export interface HttpFixture {
  readonly server: RunningServer;
  readonly url: string;
  readonly testDatabase: TestDatabase;
}

export function useServer(driver: Driver, app: Partial<AppSettings> = {}): () => HttpFixture {
  let fixture: HttpFixture | undefined;
  beforeAll(async () => {
    const testDatabase = await createTestDatabase(driver);
    const server = await startTestServer(testDatabase.config, {}, app);
    fixture = { server, url: server.url, testDatabase };
  });
  afterAll(async () => {
    if (fixture === undefined) return;
    await fixture.server.close();
    await fixture.testDatabase.dispose();
  });
  return () => {
    if (fixture === undefined) throw new Error('the server fixture is not running yet');
    return fixture;
  };
}

export interface Reply<Body = unknown> {
  readonly status: number;
  readonly body: Body;
  readonly headers: Headers;
}

export interface RequestOptions {
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Leave out the CSRF header (to test that it is required). */
  readonly omitCsrf?: true;
}

/** A caller: anonymous, a browser session (cookie + CSRF token) or an API token. */
export class RestClient {
  readonly baseUrl: string;
  #cookies = new Map<string, string>();
  #csrfToken: string | undefined;
  #token: string | undefined;
  playerId: string | undefined;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  /** The same caller (session, CSRF token, API token) talking to a server at another address. */
  withBaseUrl(baseUrl: string): RestClient {
    const client = new RestClient(baseUrl);
    client.#cookies = new Map(this.#cookies);
    client.#csrfToken = this.#csrfToken;
    client.#token = this.#token;
    client.playerId = this.playerId;
    return client;
  }

  withToken(token: string): RestClient {
    const client = new RestClient(this.baseUrl);
    client.#token = token;
    client.playerId = this.playerId;
    return client;
  }

  async request<Body = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<Reply<Body>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (this.#cookies.size > 0) {
      headers['cookie'] = [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    if (this.#csrfToken !== undefined && options.omitCsrf === undefined) {
      headers['x-csrf-token'] = this.#csrfToken;
    }
    if (this.#token !== undefined) headers['authorization'] = `Bearer ${this.#token}`;
    const response = await fetch(`${this.baseUrl}/api/v1${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    for (const cookie of response.headers.getSetCookie()) this.#keepCookie(cookie);
    const text = await response.text();
    const body = (text === '' ? null : JSON.parse(text)) as Body;
    return { status: response.status, body, headers: response.headers };
  }

  get = <Body = unknown>(path: string, options?: RequestOptions) =>
    this.request<Body>('GET', path, options);
  post = <Body = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    this.request<Body>('POST', path, { ...options, body: body ?? {} });
  put = <Body = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    this.request<Body>('PUT', path, { ...options, body: body ?? {} });
  delete = <Body = unknown>(path: string, options?: RequestOptions) =>
    this.request<Body>('DELETE', path, options);

  /** Signs up a fresh account and keeps its session. */
  async signUp(username = `user_${randomUUID().slice(0, 8)}`): Promise<this> {
    const reply = await this.post<{ account: { playerId: string }; csrfToken: string }>(
      '/auth/sign-up',
      { username, password: 'correct horse battery staple' },
    );
    if (reply.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(reply.body)}`);
    this.#csrfToken = reply.body.csrfToken;
    this.playerId = reply.body.account.playerId;
    return this;
  }

  /** A client for an API token of this (signed-in) account with the given scopes. */
  async tokenClient(scopes: readonly string[]): Promise<RestClient> {
    const reply = await this.post<{ token: string }>('/tokens', { name: 'test', scopes });
    if (reply.status !== 201) throw new Error(`token failed: ${JSON.stringify(reply.body)}`);
    return this.withToken(reply.body.token);
  }

  #keepCookie(setCookie: string): void {
    const [pair] = setCookie.split(';');
    const at = pair?.indexOf('=') ?? -1;
    if (pair === undefined || at < 0) return;
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(setCookie)) this.#cookies.delete(name);
    else this.#cookies.set(name, value);
  }
}
