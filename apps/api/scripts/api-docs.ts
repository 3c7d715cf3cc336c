/**
 * The API's published contracts, generated from the running app and committed:
 * `generated/openapi.json` (from the REST routes' zod schemas) and `generated/schema.graphql`
 * (the executable GraphQL schema, printed), the GraphQL resolvers' types made from that schema
 * (src/http/graphql/generated/resolver-types.ts: resolver-types.ts), and the example commands
 * the docs show (src/http/command-examples/examples.generated.ts, from the engines:
 * command-examples.ts).
 * `pnpm api:generate` writes them; `pnpm api:check` (CI) fails when the committed copies differ
 * from what the code serves.
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
import { CredentialWatch } from '../src/live/credential-watch.ts';
import { GameFeed } from '../src/live/game-feed.ts';
import { InboxFeed } from '../src/live/inbox-feed.ts';
import { LobbyFeed } from '../src/live/lobby-feed.ts';
import { ChatFeed } from '../src/chat/chat-feed.ts';
import { InboxService } from '../src/service/inbox/inbox-service.ts';
import { Readiness } from '../src/readiness.ts';
import { GameService } from '../src/service/game-service.ts';
import { EXAMPLES_FILE, commandExamplesSource } from './command-examples.ts';
import { RESOLVER_TYPES_PATH, resolverTypesSource } from './resolver-types.ts';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const generatedDir = path.join(apiDir, 'generated');
const examplesPath = path.join(apiDir, EXAMPLES_FILE);

/** Formatted as the repository's Prettier settings would, so `format:check` agrees. */
async function formatted(filepath: string, text: string): Promise<string> {
  const options = await prettier.resolveConfig(filepath);
  return prettier.format(text, { ...options, filepath });
}

/** The contracts served by the app, built with the example commands now on disk. */
async function currentContracts(): Promise<Map<string, string>> {
  // Imported here, after --write has written the examples the app's docs are built from.
  const { buildApp } = await import('../src/http/app.ts');
  const database = await openDatabase({ driver: 'pglite-memory' });
  const service = new GameService(database.db);
  const feed = await GameFeed.open(database, { commits: service });
  const inbox = new InboxService(database.db);
  const inboxFeed = await InboxFeed.open(database);
  const chatFeed = await ChatFeed.open(database);
  const lobbyFeed = await LobbyFeed.open(database, { commits: service });
  const credentials = await CredentialWatch.open(database);
  const readiness = new Readiness(database.db, feed, DEFAULT_AVAILABILITY.readyTimeoutMs);
  const accounts = new AccountService(database.db);
  const app = await buildApp({
    service,
    accounts,
    feed,
    inbox,
    inboxFeed,
    lobbyFeed,
    chatFeed,
    credentials,
    readiness,
    ...featureServices(database.db),
  });
  try {
    await app.ready();
    const openapi = JSON.stringify(app.swagger());
    const sdl = printSchema(app.graphql.schema);
    const openapiPath = path.join(generatedDir, 'openapi.json');
    const sdlPath = path.join(generatedDir, 'schema.graphql');
    return new Map([
      [openapiPath, await formatted(openapiPath, openapi)],
      [sdlPath, await formatted(sdlPath, sdl)],
      [RESOLVER_TYPES_PATH, await formatted(RESOLVER_TYPES_PATH, await resolverTypesSource(sdl))],
    ]);
  } finally {
    await app.close();
    await service.stop();
    await feed.close();
    await inboxFeed.close();
    await lobbyFeed.close();
    await chatFeed.close();
    await credentials.close();
    await database.close();
  }
}

function committed(filepath: string): string | undefined {
  try {
    return readFileSync(filepath, 'utf8');
  } catch {
    return undefined;
  }
}

const mode = process.argv[2];
const examples = await formatted(examplesPath, commandExamplesSource());
if (mode === '--write') {
  writeFileSync(examplesPath, examples);
  const contracts = await currentContracts();
  for (const [filepath, text] of contracts) {
    mkdirSync(path.dirname(filepath), { recursive: true });
    writeFileSync(filepath, text);
  }
  const written = [examplesPath, ...contracts.keys()].map((file) => path.relative(apiDir, file));
  console.log(`wrote ${written.join(', ')}`);
} else if (mode === '--check') {
  const contracts = new Map([[examplesPath, examples], ...(await currentContracts())]);
  const stale = [...contracts].filter(([filepath, text]) => committed(filepath) !== text);
  if (stale.length > 0) {
    console.error(
      `stale: ${stale.map(([filepath]) => path.relative(apiDir, filepath)).join(', ')}. ` +
        'Run: pnpm --filter @tavolo/api api:generate',
    );
    process.exitCode = 1;
  } else {
    console.log(
      'generated/openapi.json, generated/schema.graphql, the resolver types and the examples match the code',
    );
  }
} else {
  console.error('usage: node scripts/api-docs.ts --write | --check');
  process.exitCode = 2;
}
