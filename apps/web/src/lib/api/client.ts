/**
 * The one way this client reaches the server: the SDK's typed REST client on the same origin.
 * The browser's session cookie authenticates; unsafe requests also carry the session's CSRF token
 * (handed out by sign-in and GET /api/v1/auth/session), as the API requires.
 */
import { TavoloApiError, createTavoloClient, unwrap } from '@tavolo/sdk/client';
import type { TavoloClient } from '@tavolo/sdk/client';

export { TavoloApiError, unwrap };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

let csrfToken: string | null = null;
let client: TavoloClient | undefined;

/** The CSRF token of the current session (null when signed out). */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function withCsrf(request: Request, token: string | null): Request {
  if (token !== null && !SAFE_METHODS.has(request.method.toUpperCase())) {
    request.headers.set('x-csrf-token', token);
  }
  return request;
}

/** The typed client, created on first use (the page's own origin). */
export function api(): TavoloClient {
  if (client === undefined) {
    client = createTavoloClient({ baseUrl: globalThis.location.origin });
    client.use({
      onRequest: ({ request }) => withCsrf(request, csrfToken),
    });
  }
  return client;
}

/** The error as the API describes it, or a network failure as code NETWORK. */
export function asApiError(error: unknown): TavoloApiError {
  if (error instanceof TavoloApiError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new TavoloApiError(0, { code: 'NETWORK', message });
}
