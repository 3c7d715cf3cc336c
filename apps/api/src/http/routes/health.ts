/**
 * The probes, outside /api/v1 and without authentication (a probe sends no credentials, and a
 * session cookie that rides along must not make /health touch the database):
 *
 * - GET /health — liveness: the process answers. Never reads the database, so a database outage
 *   does not make an orchestrator restart replicas that would come back no better.
 * - GET /ready — readiness: the database answers `select 1` within TAVOLO_READY_TIMEOUT_MS and the
 *   live feed LISTENs; 200 with the checks, or 503 (with Retry-After) naming the one that failed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReadinessPort } from '../ports.ts';

/** The probe paths: the auth plugin leaves them anonymous without looking at credentials. */
export const PROBE_PATHS: ReadonlySet<string> = new Set(['/health', '/ready']);

const tags = ['health'];

const checkSchema = z
  .object({
    status: z.enum(['ok', 'fail']),
    message: z.string().optional().describe('Why the check failed'),
  })
  .meta({ id: 'ReadinessCheck' });

const readinessSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    checks: z.object({
      database: checkSchema.describe('select 1 within the ready timeout'),
      feed: checkSchema.describe('the live feed LISTENs on its connection'),
    }),
  })
  .meta({ id: 'Readiness' });

export interface HealthDeps {
  readonly readiness: ReadinessPort;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = (app, { readiness }) => {
  app.get(
    '/health',
    {
      schema: {
        tags,
        operationId: 'health',
        summary: 'Liveness: the process runs (never reads the database)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags,
        operationId: 'ready',
        summary: 'Readiness: the database answers and the live feed listens (503 if not)',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const report = await readiness.check();
      return reply.status(report.status === 'ok' ? 200 : 503).send(report);
    },
  );
  return Promise.resolve();
};
