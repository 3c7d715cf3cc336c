/**
 * Resolves every request's caller once: an `Authorization: Bearer` API token, else the session
 * cookie, else anonymous. A token that does not resolve is refused outright (a bot with a revoked
 * token should hear so, not silently become a spectator); a stale cookie is simply dropped.
 *
 * Cookies ride along on cross-site requests, so unsafe requests authenticated by the session
 * cookie must also carry the CSRF token (double-submit, @fastify/csrf-protection). Token-bearing
 * requests need no CSRF check: a browser never adds an Authorization header by itself.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyCsrfProtection from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ANONYMOUS } from '../caller.ts';
import type { Caller } from '../caller.ts';
import { ApiError } from '../error-table.ts';
import type { AccountsPort } from '../ports.ts';
import { PROBE_PATHS } from '../routes/health.ts';

declare module 'fastify' {
  interface FastifyRequest {
    readonly caller: Caller;
  }
}

export const SESSION_COOKIE = 'tavolo_session';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface AuthOptions {
  readonly accounts: AccountsPort;
  /** Mark cookies Secure (behind HTTPS). */
  readonly secureCookies: boolean;
}

export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (match?.[1] === undefined) {
    throw new ApiError('UNAUTHENTICATED', 'The Authorization header must be "Bearer <token>".');
  }
  return match[1];
}

/** The caller behind a request's headers and cookies (also used for GraphQL websockets). */
export async function resolveCaller(
  accounts: AccountsPort,
  authorization: string | undefined,
  sessionToken: string | undefined,
): Promise<Caller> {
  const token = bearerToken(authorization);
  if (token !== undefined) {
    const found = await accounts.tokenAccount(token);
    if (found === undefined) {
      throw new ApiError('UNAUTHENTICATED', 'This API token is unknown or has been revoked.');
    }
    return { kind: 'token', account: found.account, tokenId: found.tokenId, scopes: found.scopes };
  }
  if (sessionToken === undefined || sessionToken === '') return ANONYMOUS;
  const session = await accounts.sessionAccount(sessionToken);
  return session === undefined
    ? ANONYMOUS
    : { kind: 'session', account: session.account, sessionToken };
}

export interface SessionCookies {
  set(reply: FastifyReply, sessionToken: string, expiresAt: string): void;
  clear(reply: FastifyReply): void;
}

async function auth(app: FastifyInstance, options: AuthOptions): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(fastifyCsrfProtection, {
    cookieOpts: { path: '/', sameSite: 'lax', httpOnly: true, secure: options.secureCookies },
  });
  // Fastify 5 refuses object defaults on requests (they would be shared): keep callers aside.
  const callers = new WeakMap<FastifyRequest, Caller>();
  app.decorateRequest('caller', {
    getter(this: FastifyRequest): Caller {
      return callers.get(this) ?? ANONYMOUS;
    },
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    // Probes stay anonymous: /health must not read the database, whatever cookie rides along.
    if (PROBE_PATHS.has(request.routeOptions.url ?? '')) return;
    callers.set(
      request,
      await resolveCaller(
        options.accounts,
        request.headers.authorization,
        request.cookies[SESSION_COOKIE],
      ),
    );
  });

  app.addHook('preHandler', (request, reply, done) => {
    if (request.caller.kind !== 'session' || SAFE_METHODS.has(request.method)) {
      done();
      return;
    }
    app.csrfProtection(request, reply, done);
  });

  const cookies: SessionCookies = {
    set(reply, sessionToken, expiresAt) {
      void reply.setCookie(SESSION_COOKIE, sessionToken, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        expires: new Date(expiresAt),
      });
    },
    clear(reply) {
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },
  };
  app.decorate('sessionCookies', cookies);
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookies: SessionCookies;
  }
}

export const authPlugin = fp(auth, { name: 'tavolo-auth' });
