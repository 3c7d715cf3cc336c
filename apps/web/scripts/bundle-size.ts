/**
 * The JavaScript a page of the production build loads: SvelteKit's entry chunks plus the
 * layouts' and the page's nodes with everything they import (what it modulepreloads), from the
 * build's server manifest. `pnpm --filter @tavolo/web size [route id]` after `build`; the
 * default route is the table page, /games/[id]. Prints JSON.
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

const measured = [...chunks].sort().map((file) => {
  const full = path.join(output, 'client', file);
  return { file, bytes: statSync(full).size, gzip: gzipSync(readFileSync(full)).length };
});
const total = (key: 'bytes' | 'gzip') => measured.reduce((sum, chunk) => sum + chunk[key], 0);
console.log(
  JSON.stringify(
    {
      route,
      chunks: measured.length,
      bytes: total('bytes'),
      gzipBytes: total('gzip'),
      files: measured,
    },
    null,
    2,
  ),
);
