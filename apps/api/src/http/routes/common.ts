/** What the REST route plugins share: their dependencies and the error responses of every route. */
import type { FastifyReply } from 'fastify';
import { errorSchema } from '../schemas.ts';
import type { Operations } from '../operations.ts';
import type { RateLimitSettings } from '../plugins/security.ts';

export interface RouteDeps {
  readonly ops: Operations;
  readonly limits: RateLimitSettings;
  /** Aborts when the server starts closing: a long-poll then answers at once. */
  readonly draining: AbortSignal;
}

/** Every route may fail with a body of the error table. */
export const errorResponses = { '4xx': errorSchema, '5xx': errorSchema } as const;

/** OpenAPI security requirement: a session cookie or a bearer API token (or neither). */
export const optionalAuth = [{}, { session: [] }, { token: [] }];
export const requiredAuth = [{ session: [] }, { token: [] }];
export const sessionOnly = [{ session: [] }];

/**
 * Why a request's signal aborted: one reason for every request, because `abort()` without one
 * constructs a DOMException — stack trace included — per request (issue 19: ~1 % of the
 * server's CPU under load, more under thousands of long-polls).
 */
export const CLIENT_GONE = new Error('the client went away');
/** Why the held polls aborted at once: the server is closing (they answer now). */
export const SERVER_DRAINING = new Error('the server is closing');

/**
 * Aborts `controller` when the client goes away before its answer was sent: a long-poll stops
 * waiting for nobody. An answered request has nothing waiting on its signal any more.
 */
export function abortWhenClientGoes(reply: FastifyReply, onClose?: () => void): AbortController {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    onClose?.();
    if (!reply.raw.writableFinished) controller.abort(CLIENT_GONE);
  });
  return controller;
}

/** Aborts when the client goes away: a long-poll stops waiting for nobody. */
export function disconnectSignal(reply: FastifyReply): AbortSignal {
  return abortWhenClientGoes(reply).signal;
}
