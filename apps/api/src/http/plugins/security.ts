/**
 * Security headers (helmet) and rate limits. The content security policy allows only this
 * origin (GraphiQL too is served from it: ../graphiql/plugin.ts). Rate limits are
 * counted per account when the caller is known (so a bot farm behind one address is not one
 * bucket) and per address otherwise; signing in and up have a tighter budget of their own.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { ApiError } from '../error-table.ts';

export interface RateLimitSettings {
  /** Requests per minute for each caller on the whole API. */
  readonly perMinute: number;
  /** Sign-in and sign-up attempts per minute for each address. */
  readonly authPerMinute: number;
}

export function rateLimitKey(request: FastifyRequest): string {
  const { caller } = request;
  return caller.kind === 'anonymous' ? `ip:${request.ip}` : `player:${caller.account.playerId}`;
}

export interface SecurityOptions {
  readonly limits: RateLimitSettings;
  /** Served over HTTPS: send HSTS and upgrade-insecure-requests (never on plain-HTTP localhost). */
  readonly https: boolean;
}

/**
 * The headers' middleware, built once (@fastify/helmet 13 built it, parsing the CSP, for every
 * request: 4.5 % of the server's CPU under 2,000 long-polls).
 */
function securityHeaders(https: boolean) {
  return helmet({
    hsts: https,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: https ? [] : null,
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

async function security(app: FastifyInstance, { limits, https }: SecurityOptions): Promise<void> {
  const applyHeaders = securityHeaders(https);
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (error === undefined) done();
      else
        done(
          error instanceof Error ? error : new Error('security headers failed', { cause: error }),
        );
    });
  });
  await app.register(fastifyRateLimit, {
    max: limits.perMinute,
    timeWindow: '1 minute',
    // Runs after the caller is resolved (onRequest of the auth plugin comes first).
    hook: 'preHandler',
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        'RATE_LIMITED',
        `Too many requests: at most ${context.max} per ${context.after}. Try again later.`,
      ),
  });
}

export const securityPlugin = fp(security, { name: 'tavolo-security' });

/** Route config for the endpoints that take a password. */
export function authRateLimit(limits: RateLimitSettings) {
  return {
    rateLimit: {
      max: limits.authPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `auth:${request.ip}`,
    },
  };
}
