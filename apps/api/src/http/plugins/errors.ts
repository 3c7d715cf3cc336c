/**
 * Every REST failure leaves through here as `{ code, message }` with the status of the error
 * table; unknown routes are NOT_FOUND in the same shape. Server faults are logged in full and
 * described to the caller only as INTERNAL.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorResponse } from '../error-response.ts';

async function errors(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, request, reply) => {
    const response = errorResponse(error);
    if (response.serverFault) request.log.error({ err: error }, 'request failed');
    return reply.status(response.status).send(response.body);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      code: 'NOT_FOUND',
      message: `No route ${request.method} ${request.url.split('?')[0] ?? ''}.`,
    }),
  );
  return Promise.resolve();
}

export const errorsPlugin = fp(errors, { name: 'tavolo-errors' });
