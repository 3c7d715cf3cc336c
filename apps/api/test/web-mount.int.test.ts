/**
 * One URL for the web client and the API (TAVOLO_WEB_BUILD): a build's handler.js answers every
 * path outside the API's own, under its own content security policy; the API keeps its JSON 404s
 * and its security headers. A stand-in build is used here; e2e/ runs the real one.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiPath } from '../src/http/web.ts';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/server.ts';
import { createTestDatabase } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { TEST_HTTP_CONFIG } from './http.ts';

const HANDLER = `
export const handler = (req, res, next) => {
  if (req.url.startsWith('/missing')) return next();
  if (req.url === '/') res.setHeader('content-security-policy', "script-src 'self' 'nonce-abc'");
  res.setHeader('content-type', 'text/html');
  res.end('<p>web ' + req.method + ' ' + req.url + '</p>');
};
`;

const http = TEST_HTTP_CONFIG;

describe('isApiPath', () => {
  it('keeps /api, /graphql, /graphiql, /health and /ready for the API', () => {
    for (const url of [
      '/api/v1/games',
      '/api/docs',
      '/graphql',
      '/graphiql/main.js',
      '/health?x',
      '/ready',
    ]) {
      expect(isApiPath(url), url).toBe(true);
    }
    for (const url of [
      '/',
      '/lobby',
      '/games/g-1',
      '/_app/immutable/x.js',
      '/apiary',
      '/graphqlx',
    ]) {
      expect(isApiPath(url), url).toBe(false);
    }
  });
});

describe('the web client behind the API (PGlite)', () => {
  let buildDir: string;
  let database: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    buildDir = mkdtempSync(path.join(os.tmpdir(), 'tavolo-web-build-'));
    writeFileSync(path.join(buildDir, 'handler.js'), HANDLER);
    database = await createTestDatabase('pglite');
    server = await startServer({ database: database.config, http, web: { buildDir } });
  });

  afterAll(async () => {
    await server.close();
    await database.dispose();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it('serves pages and assets from the build, with the page’s own security policy', async () => {
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<p>web GET /</p>');
    expect(page.headers.get('content-security-policy')).toBe("script-src 'self' 'nonce-abc'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');

    const asset = await fetch(`${server.url}/games/g-1?x=1`);
    expect(await asset.text()).toBe('<p>web GET /games/g-1?x=1</p>');
    expect(asset.headers.get('content-security-policy')).toBeNull();
  });

  it('leaves the API its routes, JSON 404s and security policy', async () => {
    expect(await (await fetch(`${server.url}/health`)).json()).toEqual({ status: 'ok' });
    const unknown = await fetch(`${server.url}/api/v1/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(unknown.headers.get('content-security-policy')).toContain("default-src 'self'");
    const engines = await fetch(`${server.url}/api/v1/engines`);
    expect(engines.status).toBe(200);
  });

  it('answers 404 where the build has nothing', async () => {
    const missing = await fetch(`${server.url}/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not found');
  });

  it('refuses to start on a directory that is not a web build', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'tavolo-no-build-'));
    try {
      await expect(
        startServer({ database: database.config, http, web: { buildDir: empty } }),
      ).rejects.toMatchObject({ code: 'INVALID_CONFIG' });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
