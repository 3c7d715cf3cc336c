/**
 * The JavaScript a page of the production build loads: SvelteKit's entry chunks plus the
 * layouts' and the page's nodes with everything they import (what it modulepreloads), from the
 * build's server manifest — and, for each game the client draws, what its table adds when the
 * page loads it on demand (the game's dynamic chunk and the chunks it imports that the page does
 * not already have, from Vite's client manifest). `pnpm --filter @tavolo/web size [route id]`
 * after `build`; the default route is the table page, /games/[id]. Prints JSON.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const output = path.join(root, '.svelte-kit/output');
const route = process.argv[2] ?? '/games/[id]';

const manifest = readFileSync(path.join(output, 'server/manifest.js'), 'utf8');
const files = (list: string): string[] =>
  [...list.matchAll(/"([^"]+\.js)"/g)].map((m) => m[1] ?? '');

const entry = /client: \{[^}]*?imports:\[([^\]]*)\]/.exec(manifest)?.[1];
const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const page = new RegExp(
  `id: "${escaped}",[\\s\\S]*?page: \\{ layouts: \\[([\\d,]*)\\], errors: \\[[\\d,]*\\], leaf: (\\d+) \\}`,
).exec(manifest);
if (entry === undefined || page === null) {
  console.error(`no route ${route} in ${output} (build first: pnpm --filter @tavolo/web build)`);
  process.exit(1);
}
const nodes = [...(page[1] ?? '').split(',').filter((n) => n !== ''), page[2] ?? ''];
const chunks = new Set(files(entry));
for (const node of nodes) {
  const source = readFileSync(path.join(output, `server/nodes/${node}.js`), 'utf8');
  for (const file of files(/imports = \[([^\]]*)\]/.exec(source)?.[1] ?? '')) chunks.add(file);
}

interface Measured {
  readonly file: string;
  readonly bytes: number;
  readonly gzip: number;
}
const measure = (files: Iterable<string>): Measured[] =>
  [...files].sort().map((file) => {
    const full = path.join(output, 'client', file);
    return { file, bytes: statSync(full).size, gzip: gzipSync(readFileSync(full)).length };
  });
const sum = (list: readonly Measured[], key: 'bytes' | 'gzip') =>
  list.reduce((total, chunk) => total + chunk[key], 0);

/** Vite's client manifest: each chunk's file and the manifest keys of what it imports. */
interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
}
const clientManifest = JSON.parse(
  readFileSync(path.join(output, 'client/.vite/manifest.json'), 'utf8'),
) as Readonly<Record<string, ManifestChunk>>;

/** The files a chunk loads with it: itself and its static imports, recursively. */
function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = clientManifest[key];
  if (chunk === undefined || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

const measured = measure(chunks);
const games = Object.keys(clientManifest)
  .map((key) => /^src\/lib\/games\/([^/]+)\/index\.ts$/.exec(key))
  .filter((match) => match !== null)
  .map((match) => {
    const added = measure([...closure(match[0])].filter((file) => !chunks.has(file)));
    return {
      engine: match[1],
      addedChunks: added.length,
      addedBytes: sum(added, 'bytes'),
      addedGzipBytes: sum(added, 'gzip'),
      pageBytes: sum(measured, 'bytes') + sum(added, 'bytes'),
      pageGzipBytes: sum(measured, 'gzip') + sum(added, 'gzip'),
    };
  });
console.log(
  JSON.stringify(
    {
      route,
      chunks: measured.length,
      bytes: sum(measured, 'bytes'),
      gzipBytes: sum(measured, 'gzip'),
      games,
      files: measured,
    },
    null,
    2,
  ),
);
