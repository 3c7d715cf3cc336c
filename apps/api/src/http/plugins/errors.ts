/**
 * Every REST failure leaves through here as `{ code, message }` with the status of the error
 * table (a 503 with Retry-After); unknown routes are NOT_FOUND in the same shape. Server faults are logged in full and
 * described to the caller only as INTERNAL. With a web client mounted, unknown paths outside the
 * API's own (/api, /graphql, …) are the web client's pages and assets instead.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorResponse } from '../error-response.ts';
import { isApiPath, serveWeb } from '../web.ts';
import type { WebHandler } from '../web.ts';

export interface ErrorsOptions {
  readonly web?: WebHandler | undefined;
  /** Sent as Retry-After with every 503 (DATABASE_UNAVAILABLE, /ready). */
  readonly retryAfterSeconds: number;
}

async function errors(
  app: FastifyInstance,
  { web, retryAfterSeconds }: ErrorsOptions,
): Promise<void> {
  // On every route, REST, GraphQL and /ready alike: a 503 always says when to come back.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) {
      void reply.header('retry-after', String(retryAfterSeconds));
    }
    done(null, payload);
  });
  app.setErrorHandler((error, request, reply) => {
    const response = errorResponse(error);
    if (response.serverFault) request.log.error({ err: error }, 'request failed');
    const wait = response.body.retryAfterSeconds;
    if (wait !== undefined) void reply.header('retry-after', String(wait));
    return reply.status(response.status).send(response.body);
  });
  app.setNotFoundHandler((request, reply) => {
    if (web !== undefined && !isApiPath(request.url)) {
      void reply.hijack();
      serveWeb(web, request.raw, reply.raw);
      return reply;
    }
    return reply.status(404).send({
      code: 'NOT_FOUND',
      message: `No route ${request.method} ${request.url.split('?')[0] ?? ''}.`,
    });
  });
  return Promise.resolve();
}

export const errorsPlugin = fp(errors, { name: 'tavolo-errors' });
