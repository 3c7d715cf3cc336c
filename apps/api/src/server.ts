/**
 * A running Tavolo server: database (migrated), services, live feed and the HTTP app, listening.
 * `main.ts` starts one from the environment; tests and benchmarks start them in-process or as
 * child processes, all through this one function.
 */
import type { FastifyInstance } from 'fastify';
import { AccountService } from './accounts/account-service.ts';
import type { AccountServiceOptions } from './accounts/types.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/open.ts';
import type { Database } from './db/database.ts';
import { buildApp, DEFAULT_APP_SETTINGS } from './http/app.ts';
import type { AppSettings } from './http/app.ts';
import { loadWebHandler } from './http/web.ts';
import { GameFeed } from './live/game-feed.ts';
import { GameService } from './service/game-service.ts';
import type { GameServiceOptions } from './service/game-service.ts';

export interface ServerOptions {
  readonly service?: GameServiceOptions;
  readonly accounts?: AccountServiceOptions;
  /** Overrides of the HTTP settings derived from the configuration. */
  readonly app?: Partial<AppSettings>;
}

export interface RunningServer {
  /** The base URL, e.g. http://127.0.0.1:3000 */
  readonly url: string;
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly service: GameService;
  /** The live feed behind long-polls and subscriptions (its listener count shows who waits). */
  readonly feed: GameFeed;
  /** Stops accepting requests, lets server bots finish their move, closes the database. */
  close(): Promise<void>;
}

export async function startServer(
  config: Config,
  options: ServerOptions = {},
): Promise<RunningServer> {
  // A missing or broken web build is a configuration error: found before the database opens.
  const web = config.web === undefined ? undefined : await loadWebHandler(config.web.buildDir);
  const database = await openDatabase(config.database);
  const service = new GameService(database.db, options.service);
  const accounts = new AccountService(database.db, options.accounts);
  const feed = await GameFeed.open(database);
  const settings: AppSettings = {
    ...DEFAULT_APP_SETTINGS,
    secureCookies: config.http.secureCookies,
    trustProxy: config.http.trustProxy,
    logger: config.http.logRequests,
    ...options.app,
  };
  const app = await buildApp({ service, accounts, feed, web }, settings);
  try {
    await app.listen({ host: config.http.host, port: config.http.port });
  } catch (error) {
    await Promise.allSettled([app.close(), service.stop(), feed.close()]);
    await database.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.http.port;
  const host = config.http.host.includes(':') ? `[${config.http.host}]` : config.http.host;
  // Server bots of games that were waiting for them when the last process stopped.
  await service.resumeBots();
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    app,
    database,
    service,
    feed,
    close: () => {
      closing ??= (async () => {
        await app.close();
        await service.stop();
        await feed.close();
        await database.close();
      })();
      return closing;
    },
  };
}
