/**
 * HTTP requests while the server closes. The first close hook aborts `draining` (long-polls watch
 * it and answer at once; the websocket plugin refuses upgrades). From then on:
 * - a request that arrives on a kept-alive connection is refused before any handler runs with
 *   the error table's 503 SERVER_STOPPING, Retry-After and `Connection: close` (instead of
 *   Fastify's own 503 body): nothing was done, so the client may send it again as it is;
 * - every response, also of the requests already in flight, says `Connection: close`, so that
 *   its socket ends with it instead of idling for the keep-alive timeout and holding the close.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorResponse } from '../error-response.ts';
import { ApiError } from '../error-table.ts';

export const SERVER_STOPPING_MESSAGE =
  'This server is stopping and did not act on the request: send it again (see Retry-After).';

export interface DrainingOptions {
  /** Aborted by the first close hook. */
  readonly draining: AbortController;
  readonly retryAfterSeconds: number;
}

async function draining(
  app: FastifyInstance,
  { draining, retryAfterSeconds }: DrainingOptions,
): Promise<void> {
  // Registered before every other plugin, so this runs before their close hooks.
  app.addHook('preClose', (done) => {
    draining.abort();
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!draining.signal.aborted) {
      done();
      return;
    }
    const { status, body } = errorResponse(
      new ApiError('SERVER_STOPPING', SERVER_STOPPING_MESSAGE),
    );
    void reply
      .status(status)
      .header('retry-after', String(retryAfterSeconds))
      .header('connection', 'close')
      .send(body);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining.signal.aborted) void reply.header('connection', 'close');
    done(null, payload);
  });
  return Promise.resolve();
}

export const drainingPlugin = fp(draining, { name: 'tavolo-draining' });
