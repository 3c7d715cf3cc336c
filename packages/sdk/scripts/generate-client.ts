/**
 * The typed client's types, generated from the REST API's committed OpenAPI document
 * (`apps/api/generated/openapi.json`) into `src/client/openapi.ts`, which is committed too so
 * that the web client and the CLI typecheck without running anything first.
 *
 *   node scripts/generate-client.ts --write   (pnpm client:generate)
 *   node scripts/generate-client.ts --check   (pnpm client:check, CI: exit 1 when stale)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
// Prettier is the repository's formatter (a root dev dependency): the file is committed in the
// exact form `prettier --check` expects, so generating it never leaves the tree unformatted.
import * as prettier from 'prettier';

const documentPath = fileURLToPath(
  new URL('../../../apps/api/generated/openapi.json', import.meta.url),
);
const outputPath = fileURLToPath(new URL('../src/client/openapi.ts', import.meta.url));

const HEADER = `/**
 * GENERATED, DO NOT EDIT: the types of the Tavolo REST API, made by openapi-typescript from
 * apps/api/generated/openapi.json. Regenerate with \`pnpm --filter @tavolo/sdk client:generate\`.
 */

`;

async function generate(): Promise<string> {
  const document = readFileSync(documentPath, 'utf8');
  // Not `immutable`: openapi-fetch maps response types through its own Readable<>, which turns
  // readonly arrays into array-likes without their methods. `silent` keeps CI logs to the verdict.
  const ast = await openapiTS(document, { silent: true });
  const source = HEADER + astToString(ast);
  const config = await prettier.resolveConfig(outputPath);
  return prettier.format(source, { ...config, filepath: outputPath });
}

function committed(): string | undefined {
  try {
    return readFileSync(outputPath, 'utf8');
  } catch {
    return undefined;
  }
}

const mode = process.argv[2];
if (mode === '--write') {
  writeFileSync(outputPath, await generate());
  console.log(`wrote ${outputPath}`);
} else if (mode === '--check') {
  if (committed() === (await generate())) {
    console.log('src/client/openapi.ts matches apps/api/generated/openapi.json');
  } else {
    console.error(
      'src/client/openapi.ts is stale (apps/api/generated/openapi.json changed): ' +
        'run pnpm --filter @tavolo/sdk client:generate',
    );
    process.exitCode = 1;
  }
} else {
  console.error('usage: node scripts/generate-client.ts --write | --check');
  process.exitCode = 2;
}
