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

/** Aborts when the client goes away: a long-poll stops waiting for nobody. */
export function disconnectSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    controller.abort();
  });
  return controller.signal;
}
