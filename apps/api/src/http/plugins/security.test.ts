import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../caller.ts';
import { securityPlugin } from './security.ts';

async function appWith(https: boolean) {
  const app = Fastify();
  // The auth plugin's caller, as the rate limit's key needs it: nobody signed in here.
  app.decorateRequest('caller', { getter: () => ANONYMOUS });
  await app.register(securityPlugin, { limits: { perMinute: 100, authPerMinute: 10 }, https });
  app.get('/answer', () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('security headers', () => {
  it('sends the same-origin policy and helmet headers on every answer', async () => {
    const app = await appWith(false);
    for (let i = 0; i < 2; i += 1) {
      const answer = await app.inject({ method: 'GET', url: '/answer' });
      expect(answer.statusCode).toBe(200);
      const csp = answer.headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
    await app.close();
  });

  it('adds HSTS and upgrade-insecure-requests when served over HTTPS', async () => {
    const app = await appWith(true);
    const answer = await app.inject({ method: 'GET', url: '/answer' });
    expect(answer.headers['strict-transport-security']).toContain('max-age=');
    expect(answer.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    await app.close();
  });
});
