/**
 * The probes on a healthy server, on both databases: /health (liveness, never the database) and
 * /ready (readiness: the database and the live feed). Their outage side is in outage.int.test.ts.
 */
import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases.ts';
import { useServer } from './http.ts';

describeOnDatabases('health and readiness probes', (driver) => {
  const fixture = useServer(driver);

  it('/health is ok and /ready reports both checks ok', async () => {
    const health = await fetch(`${fixture().url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${fixture().url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ok',
      checks: { database: { status: 'ok' }, feed: { status: 'ok' } },
    });
  });

  it('looks at no credentials: a revoked token or a stale cookie changes nothing', async () => {
    const headers = { authorization: 'Bearer tvl_not-a-token', cookie: 'tavolo_session=stale' };
    for (const path of ['/health', '/ready']) {
      const reply = await fetch(`${fixture().url}${path}`, { headers });
      expect(reply.status, path).toBe(200);
    }
    // The same token anywhere else is refused: the probes really skip the lookup.
    const elsewhere = await fetch(`${fixture().url}/api/v1/engines`, { headers });
    expect(elsewhere.status).toBe(401);
  });
});
