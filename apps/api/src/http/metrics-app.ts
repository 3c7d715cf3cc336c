/**
 * The metrics listener: `GET /metrics` (Prometheus text format) on an address of its own
 * (TAVOLO_METRICS_HOST/PORT), apart from the public API — the way a production server keeps
 * scrape targets off the internet: the public port never serves them, and the operator binds
 * this one to loopback or an internal interface that only the scraper reaches.
 */
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { ServerMetrics } from '../metrics/server-metrics.ts';

export function buildMetricsApp(metrics: ServerMetrics): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/metrics', async (_request, reply) => {
    const { contentType, body } = await metrics.scrape();
    return reply.type(contentType).send(body);
  });
  return app;
}
