/**
 * The clients' HTTP side: bare `fetch` against /api/v1 as a person (a session cookie with its
 * CSRF token, or an API token), with a deadline per request. A reply that is no verdict — no
 * response at all, a 5xx, a 429 — is "not acknowledged": the caller retries with backoff.
 */
export type Credential =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'session'; readonly cookie: string; readonly csrfToken: string };

export interface Reply {
  /** The HTTP status, or 0 when no response came (refused, reset, timed out). */
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
}

export interface RequestOptions {
  readonly credential?: Credential;
  readonly body?: unknown;
}

/** A server hanging on a dead database is given this long before the client tries again. */
const REQUEST_TIMEOUT_MS = 10_000;

function headersFor(options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const { credential } = options;
  if (credential?.kind === 'token') headers['authorization'] = `Bearer ${credential.token}`;
  if (credential?.kind === 'session') {
    headers['cookie'] = credential.cookie;
    headers['x-csrf-token'] = credential.csrfToken;
  }
  return headers;
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function request(
  baseUrl: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Reply> {
  try {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: headersFor(options),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    return {
      status: response.status,
      body: parseBody(await response.text()),
      headers: response.headers,
    };
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { status: 0, body: { message }, headers: new Headers() };
  }
}

/** No verdict: try again (the same request, the same commandId). */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 429 || status >= 500;
}

/** Waits between retries: 50 ms doubling up to 1 s, with jitter so clients do not march. */
export class Backoff {
  #delayMs = 50;

  async pause(): Promise<void> {
    const delay = this.#delayMs * (0.5 + Math.random());
    this.#delayMs = Math.min(1000, this.#delayMs * 2);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

export function describeReply(reply: Reply): string {
  return `HTTP ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`;
}
