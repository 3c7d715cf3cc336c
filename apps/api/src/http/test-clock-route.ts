/**
 * `POST /test/clock` (end-to-end tests only, ADR 0027): moves the server's AdjustableClock forward
 * by `advanceMs`, then runs one round of the deadline sweeper and waits for the server bots, so a
 * test sees every deadline that passed acted on when the answer comes. Registered only when the
 * configuration turned the test clock on (never under NODE_ENV=production); no authentication.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AdjustableClock } from '../test-clock.ts';

const body = z.strictObject({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(366 * 24 * 3_600_000),
});

export interface TestClockDeps {
  readonly clock: AdjustableClock;
  /** One sweeper round and the bots it set moving. */
  sweepNow(): Promise<void>;
}

export function registerTestClockRoute(app: FastifyInstance, deps: TestClockDeps): void {
  app.post('/test/clock', { schema: { hide: true } }, async (request, reply) => {
    const parsed = body.safeParse(request.body);
    if (!parsed.success) {
      return reply
        .status(400)
        .send({ code: 'INVALID_INPUT', message: z.prettifyError(parsed.error) });
    }
    deps.clock.advance(parsed.data.advanceMs);
    await deps.sweepNow();
    return { now: deps.clock.now().toISOString() };
  });
}
