/**
 * GraphQL test clients: HTTP requests to /graphql as a browser session (cookies + CSRF token),
 * an API token or nobody; and websocket subscriptions with graphql-ws on Node's own WebSocket.
 */
import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import type { Client } from 'graphql-ws';
import { WakeUp } from './wake-up.ts';

export interface GraphqlError {
  readonly message: string;
  readonly path?: readonly (string | number)[];
  readonly extensions: { readonly code: string; readonly currentVersion?: number };
}

export interface GraphqlReply<Data> {
  readonly status: number;
  readonly data: Data | null | undefined;
  readonly errors: readonly GraphqlError[] | undefined;
}

export interface SendOptions {
  readonly method?: 'GET' | 'POST';
  /** Leave out the CSRF header a session would send. */
  readonly omitCsrf?: true;
  readonly headers?: Readonly<Record<string, string>>;
}

export class GraphqlClient {
  readonly url: string;
  readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;
  token: string | undefined;
  playerId: string | undefined;

  constructor(url: string) {
    this.url = url;
  }

  withToken(token: string): GraphqlClient {
    const client = new GraphqlClient(this.url);
    client.token = token;
    client.playerId = this.playerId;
    return client;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async send<Data = Record<string, unknown>>(
    query: string,
    variables: Readonly<Record<string, unknown>> = {},
    options: SendOptions = {},
  ): Promise<GraphqlReply<Data>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers['cookie'] = this.cookieHeader;
    if (this.csrfToken !== undefined && options.omitCsrf === undefined) {
      headers['x-csrf-token'] = this.csrfToken;
    }
    if (this.token !== undefined) headers['authorization'] = `Bearer ${this.token}`;
    let response: Response;
    if (options.method === 'GET') {
      const search = new URLSearchParams({ query, variables: JSON.stringify(variables) });
      response = await fetch(`${this.url}/graphql?${search.toString()}`, { headers });
    } else {
      headers['content-type'] = 'application/json';
      const body = JSON.stringify({ query, variables });
      response = await fetch(`${this.url}/graphql`, { method: 'POST', headers, body });
    }
    const body = (await response.json()) as { data?: Data | null; errors?: GraphqlError[] };
    return { status: response.status, data: body.data, errors: body.errors };
  }

  /** `send`, expecting data without errors. */
  async ok<Data = Record<string, unknown>>(
    query: string,
    variables: Readonly<Record<string, unknown>> = {},
  ): Promise<Data> {
    const reply = await this.send<Data>(query, variables);
    if (reply.errors !== undefined || reply.data === null || reply.data === undefined) {
      throw new Error(`GraphQL failed (${reply.status}): ${JSON.stringify(reply.errors)}`);
    }
    return reply.data;
  }

  /** Signs up through REST (sign-up stays REST-only) and keeps the session cookie. */
  async signUp(username = `gq_${randomUUID().slice(0, 8)}`): Promise<this> {
    const response = await fetch(`${this.url}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'correct horse battery staple' }),
    });
    const body = (await response.json()) as { account: { playerId: string }; csrfToken: string };
    if (response.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    this.csrfToken = body.csrfToken;
    this.playerId = body.account.playerId;
    return this;
  }

  /** An API token of this session's account, through the createToken mutation. */
  async createToken(scopes: readonly string[]): Promise<string> {
    const data = await this.ok<{ createToken: { token: string } }>(
      'mutation ($scopes: [TokenScope!]!) { createToken(name: "test", scopes: $scopes) { token } }',
      { scopes },
    );
    return data.createToken.token;
  }

  async tokenClient(scopes: readonly string[]): Promise<GraphqlClient> {
    return this.withToken(await this.createToken(scopes));
  }
}

export interface SocketOptions {
  /** The connection_init payload. */
  readonly connectionParams?: Readonly<Record<string, unknown>>;
  /** Extra handshake headers (Cookie, Origin) — what a browser would send. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** A graphql-ws client on Node's WebSocket, never retrying (a test wants to see a refusal). */
export function socketClient(
  httpUrl: string,
  options: SocketOptions = {},
): { client: Client; closeCodes: number[] } {
  const headers = { ...options.headers };
  class HandshakeSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, { protocols: protocols ?? [], headers });
    }
  }
  const closeCodes: number[] = [];
  const client = createClient({
    url: `${httpUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: HandshakeSocket,
    retryAttempts: 0,
    // Keep the socket a moment after the last subscription ends: a refused subscription is
    // followed by the server's close code (4401/4403), which the test wants to see, and a lazy
    // client would otherwise race it with a normal close of its own.
    lazyCloseTimeout: 2_000,
    ...(options.connectionParams === undefined
      ? {}
      : { connectionParams: { ...options.connectionParams } }),
    on: {
      closed: (event) => {
        closeCodes.push((event as CloseEvent).code);
      },
    },
  });
  return { client, closeCodes };
}

/** One subscription's results as they arrive. */
export class Received<Data> {
  readonly results: Data[] = [];
  errors: readonly GraphqlError[] | undefined;
  completed = false;
  readonly stop: () => void;
  readonly #wakeUp = new WakeUp();

  constructor(client: Client, query: string, variables: Readonly<Record<string, unknown>>) {
    this.stop = client.subscribe<Data>(
      { query, variables: { ...variables } },
      {
        next: (result) => {
          if (result.errors !== undefined) this.errors = result.errors as unknown as GraphqlError[];
          if (result.data !== undefined && result.data !== null) this.results.push(result.data);
          this.#wakeUp.notify();
        },
        error: (error) => {
          this.errors = Array.isArray(error)
            ? (error as GraphqlError[])
            : [{ message: String(error), extensions: { code: 'SOCKET_CLOSED' } }];
          this.#wakeUp.notify();
        },
        complete: () => {
          this.completed = true;
          this.#wakeUp.notify();
        },
      },
    );
  }

  /** Resolves once `done` holds (checked at each arrival), or fails after `timeoutMs` (a bound for
   * a hang only: on a loaded machine a message takes what it takes). */
  async until(done: (received: this) => boolean, timeoutMs = 60_000): Promise<void> {
    await this.#wakeUp.until(
      () => done(this),
      timeoutMs,
      () =>
        `subscription timed out: ${JSON.stringify({ results: this.results.length, errors: this.errors, completed: this.completed })}`,
    );
  }
}
