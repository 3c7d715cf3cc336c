/**
 * The API's published contracts, generated from the running app and committed:
 * `generated/openapi.json` (from the REST routes' zod schemas) and `generated/schema.graphql`
 * (the executable GraphQL schema, printed). `pnpm api:generate` writes them; `pnpm api:check`
 * (CI) fails when the committed copies differ from what the code serves.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import * as prettier from 'prettier';
import { AccountService } from '../src/accounts/account-service.ts';
import { DEFAULT_AVAILABILITY } from '../src/config.ts';
import { openDatabase } from '../src/db/open.ts';
import { featureServices } from '../src/features.ts';
import { buildApp } from '../src/http/app.ts';
import { CredentialWatch } from '../src/live/credential-watch.ts';
import { GameFeed } from '../src/live/game-feed.ts';
import { InboxFeed } from '../src/live/inbox-feed.ts';
import { InboxService } from '../src/service/inbox/inbox-service.ts';
import { Readiness } from '../src/readiness.ts';
import { GameService } from '../src/service/game-service.ts';

const generatedDir = fileURLToPath(new URL('../generated', import.meta.url));

/** Formatted as the repository's Prettier settings would, so `format:check` agrees. */
async function formatted(name: string, text: string): Promise<string> {
  const filepath = path.join(generatedDir, name);
  const options = await prettier.resolveConfig(filepath);
  return prettier.format(text, { ...options, filepath });
}

async function currentContracts(): Promise<Map<string, string>> {
  const database = await openDatabase({ driver: 'pglite-memory' });
  const service = new GameService(database.db);
  const feed = await GameFeed.open(database, { commits: service });
  const inbox = new InboxService(database.db);
  const inboxFeed = await InboxFeed.open(database);
  const credentials = await CredentialWatch.open(database);
  const readiness = new Readiness(database.db, feed, DEFAULT_AVAILABILITY.readyTimeoutMs);
  const accounts = new AccountService(database.db);
  const app = await buildApp({
    service,
    accounts,
    feed,
    inbox,
    inboxFeed,
    credentials,
    readiness,
    ...featureServices(database.db),
  });
  try {
    await app.ready();
    const openapi = JSON.stringify(app.swagger());
    const sdl = printSchema(app.graphql.schema);
    return new Map([
      ['openapi.json', await formatted('openapi.json', openapi)],
      ['schema.graphql', await formatted('schema.graphql', sdl)],
    ]);
  } finally {
    await app.close();
    await service.stop();
    await feed.close();
    await inboxFeed.close();
    await credentials.close();
    await database.close();
  }
}

function committed(name: string): string | undefined {
  try {
    return readFileSync(path.join(generatedDir, name), 'utf8');
  } catch {
    return undefined;
  }
}

const mode = process.argv[2];
const contracts = await currentContracts();
if (mode === '--write') {
  mkdirSync(generatedDir, { recursive: true });
  for (const [name, text] of contracts) writeFileSync(path.join(generatedDir, name), text);
  console.log(`wrote ${[...contracts.keys()].join(', ')} in ${generatedDir}`);
} else if (mode === '--check') {
  const stale = [...contracts].filter(([name, text]) => committed(name) !== text);
  if (stale.length > 0) {
    console.error(
      `stale: ${stale.map(([name]) => `generated/${name}`).join(', ')}. ` +
        'Run: pnpm --filter @tavolo/api api:generate',
    );
    process.exitCode = 1;
  } else {
    console.log('generated/openapi.json and generated/schema.graphql match the code');
  }
} else {
  console.error('usage: node scripts/api-docs.ts --write | --check');
  process.exitCode = 2;
}
