/**
 * GraphiQL is served by this server from its own files (issue 20 item 9): the page and every
 * script and stylesheet it loads come from this origin, the content security policy names no
 * other origin, and the IDE's scripts are the real builds (a browser renders it: e2e/api-docs).
 */
import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases.ts';
import { useServer } from './http.ts';

describeOnDatabases('GraphiQL from this origin', (driver) => {
  const fixture = useServer(driver);

  it('serves the page and every asset it loads, with nothing from another origin', async () => {
    const page = await fetch(`${fixture().url}/graphiql`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:\/\//);
    const html = await page.text();
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets).toEqual([
      '/graphiql/assets/graphiql.css',
      '/graphiql/assets/react.js',
      '/graphiql/assets/react-dom.js',
      '/graphiql/assets/graphiql.js',
      '/graphiql/assets/start.js',
    ]);
    const bodies = new Map<string, string>();
    for (const asset of assets) {
      const reply = await fetch(`${fixture().url}${asset}`);
      expect(reply.status, asset).toBe(200);
      expect(reply.headers.get('content-type'), asset).toMatch(
        asset.endsWith('.css') ? /^text\/css/ : /^text\/javascript/,
      );
      bodies.set(asset, await reply.text());
    }
    // The UMD builds define the globals the start script uses.
    expect(bodies.get('/graphiql/assets/react.js')).toContain('React');
    expect(bodies.get('/graphiql/assets/graphiql.js')).toContain('createFetcher');
    expect(bodies.get('/graphiql/assets/start.js')).toContain('/graphql');
  });

  it('answers an unknown asset name with the API not-found error', async () => {
    const reply = await fetch(`${fixture().url}/graphiql/assets/..%2Fpackage.json`);
    expect(reply.status).toBe(404);
    expect(await reply.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
