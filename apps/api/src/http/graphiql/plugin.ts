/**
 * GraphiQL at /graphiql, served from this server's own files: the page, a start script, and the
 * UMD builds of React, ReactDOM and GraphiQL from the npm packages this app depends on (pinned in
 * the workspace catalog). Mercurius's own IDE loads them from unpkg.com and is blank offline, so
 * its `graphiql` option is off and the content security policy allows only this origin.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const require = createRequire(import.meta.url);

interface Asset {
  readonly file: string;
  readonly contentType: string;
}

const JAVASCRIPT = 'text/javascript; charset=utf-8';

/** A file inside a package (React's `exports` do not list its UMD builds). */
function inPackage(name: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${name}/package.json`)), file);
}

/** Every file of the IDE by its name under /graphiql/assets/. */
export const GRAPHIQL_ASSETS: ReadonlyMap<string, Asset> = new Map([
  [
    'react.js',
    { file: inPackage('react', 'umd/react.production.min.js'), contentType: JAVASCRIPT },
  ],
  [
    'react-dom.js',
    { file: inPackage('react-dom', 'umd/react-dom.production.min.js'), contentType: JAVASCRIPT },
  ],
  ['graphiql.js', { file: inPackage('graphiql', 'graphiql.min.js'), contentType: JAVASCRIPT }],
  [
    'graphiql.css',
    { file: inPackage('graphiql', 'graphiql.min.css'), contentType: 'text/css; charset=utf-8' },
  ],
  [
    'start.js',
    { file: fileURLToPath(new URL('start.js', import.meta.url)), contentType: JAVASCRIPT },
  ],
]);

const PAGE = fileURLToPath(new URL('graphiql.html', import.meta.url));

/** The versions are pinned, so a day's caching is safe; a new version is a new deployment. */
const CACHE_CONTROL = 'public, max-age=86400';

function graphiql(app: FastifyInstance): Promise<void> {
  // Read once, on first use: most processes never serve the IDE.
  const loaded = new Map<string, Promise<Buffer>>();
  const contents = (file: string): Promise<Buffer> => {
    const known = loaded.get(file);
    if (known !== undefined) return known;
    const reading = readFile(file);
    loaded.set(file, reading);
    return reading;
  };

  app.get('/graphiql', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(await contents(PAGE)),
  );
  app.get<{ Params: { name: string } }>(
    '/graphiql/assets/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const asset = GRAPHIQL_ASSETS.get(request.params.name);
      if (asset === undefined) {
        reply.callNotFound();
        return reply;
      }
      return reply
        .type(asset.contentType)
        .header('cache-control', CACHE_CONTROL)
        .send(await contents(asset.file));
    },
  );
  return Promise.resolve();
}

export const graphiqlPlugin = fp(graphiql, { name: 'tavolo-graphiql' });
