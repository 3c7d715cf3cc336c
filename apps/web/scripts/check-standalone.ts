/**
 * Proves the production build runs on its own, as the container image ships it (infra/Dockerfile
 * copies apps/web/build and no node_modules of apps/web): the build is copied to a temporary
 * directory with no node_modules above it, every server module is imported there (pages that are
 * rendered only in the browser are never loaded by a request, so a request alone would miss them),
 * then handler.js is served and the home page, a table page (the client-side fallback) and a
 * client chunk must answer. A module the build left as an import of a package (a `dependencies`
 * entry instead of a bundled `devDependencies` one) fails its import. `pnpm --filter @tavolo/web check:standalone` after
 * `build`; prints JSON.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

const build = fileURLToPath(new URL('../build', import.meta.url));
const copy = mkdtempSync(path.join(os.tmpdir(), 'tavolo-web-standalone-'));

async function serve(handler: Handler): Promise<{ server: http.Server; base: string }> {
  const server = http.createServer((request, response) => {
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, base: `http://127.0.0.1:${port}` };
}

async function expectPage(base: string, pathname: string, type: RegExp): Promise<number> {
  const response = await fetch(`${base}${pathname}`);
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.test(contentType)) {
    throw new Error(`${pathname}: ${String(response.status)} ${contentType}`);
  }
  return (await response.arrayBuffer()).byteLength;
}

/** Every .js module under `dir`, recursively. */
function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) return modules(file);
    return entry.name.endsWith('.js') ? [file] : [];
  });
}

try {
  cpSync(build, copy, { recursive: true });
  // The build's index.js re-exports the module that starts listening on $PORT: that one is not
  // imported (handler.js is what the API mounts, and it is served below).
  const entry = /from '\.\/(server\/[^']+)'/.exec(
    readFileSync(path.join(copy, 'index.js'), 'utf8'),
  );
  const listening = entry?.[1] === undefined ? undefined : path.join(copy, entry[1]);
  const serverModules = modules(path.join(copy, 'server')).filter((file) => file !== listening);
  for (const file of serverModules) await import(pathToFileURL(file).href);
  const loaded = (await import(pathToFileURL(path.join(copy, 'handler.js')).href)) as {
    handler: Handler;
  };
  const { server, base } = await serve(loaded.handler);
  try {
    const chunk = readdirSync(path.join(copy, 'client/_app/immutable/entry')).find((name) =>
      name.endsWith('.js'),
    );
    if (chunk === undefined) throw new Error('the build has no client entry chunk');
    const bytes = {
      home: await expectPage(base, '/', /^text\/html/),
      table: await expectPage(base, '/games/some-game', /^text\/html/),
      chunk: await expectPage(base, `/_app/immutable/entry/${chunk}`, /javascript/),
    };
    console.log(JSON.stringify({ standalone: true, serverModules: serverModules.length, bytes }));
  } finally {
    server.close();
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
