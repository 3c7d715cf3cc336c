/**
 * Times every HTTP request into the server's metrics: labelled by the route pattern Fastify
 * matched (`/api/v1/games/:gameId/state`, never the URL with its game id), the method and the
 * status class. Requests no route matched (404s, the web client's pages) share `unmatched`.
 * The metrics are served elsewhere (metrics-app.ts), never on this app's public port.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerMetrics } from '../../metrics/server-metrics.ts';

export interface MetricsPluginOptions {
  readonly metrics: ServerMetrics;
}

async function metricsHooks(app: FastifyInstance, { metrics }: MetricsPluginOptions) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${String(Math.floor(reply.statusCode / 100))}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });
  return Promise.resolve();
}

export const metricsPlugin = fp(metricsHooks, { name: 'tavolo-metrics' });
