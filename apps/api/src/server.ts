/**
 * A running Tavolo server: database (migrated), services, live feed and the HTTP app, listening.
 * `main.ts` starts one from the environment; tests and benchmarks start them in-process or as
 * child processes, all through this one function.
 */
import type { FastifyInstance } from 'fastify';
import { AccountService } from './accounts/account-service.ts';
import type { AccountServiceOptions } from './accounts/types.ts';
import { TokenCache } from './accounts/token-cache.ts';
import { DEFAULT_AVAILABILITY, DEFAULT_SHUTDOWN_GRACE_MS } from './config.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/open.ts';
import type { Database } from './db/database.ts';
import { buildApp, DEFAULT_APP_SETTINGS } from './http/app.ts';
import type { AppSettings } from './http/app.ts';
import { buildMetricsApp } from './http/metrics-app.ts';
import { openWebsockets } from './http/plugins/websockets.ts';
import { loadWebHandler } from './http/web.ts';
import { CredentialWatch } from './live/credential-watch.ts';
import { ServerMetrics } from './metrics/server-metrics.ts';
import { GameFeed } from './live/game-feed.ts';
import { InboxFeed } from './live/inbox-feed.ts';
import { LobbyFeed } from './live/lobby-feed.ts';
import { ChatFeed } from './chat/chat-feed.ts';
import { InboxService } from './service/inbox/inbox-service.ts';
import { RatingProjection } from './ratings/rating-projection.ts';
import type { InboxServiceOptions } from './service/inbox/inbox-service.ts';
import { DEFAULT_REMINDER_SWEEPER, ReminderSweeper } from './service/inbox/reminder-sweeper.ts';
import { Readiness } from './readiness.ts';
import { featureServices } from './features.ts';
import { GameService } from './service/game-service.ts';
import type { GameServiceOptions } from './service/game-service.ts';
import { DEFAULT_SWEEPER, DeadlineSweeper } from './service/deadline-sweeper.ts';
import type { SweeperOptions } from './service/deadline-sweeper.ts';
import { CleanupSweeper, DEFAULT_CLEANUP } from './service/unplayed-games.ts';
import type { CleanupOptions } from './service/unplayed-games.ts';
import { AdjustableClock } from './test-clock.ts';
import { registerTestClockRoute } from './http/test-clock-route.ts';
import type { DeliveryRunner } from './delivery/delivery-runner.ts';
import { startDelivery, WebhookHandoff } from './delivery/server-delivery.ts';
import { DEFAULT_EMAIL_CONFIG } from './delivery/email/email-config.ts';
import type { EmailService } from './delivery/email/email-service.ts';
import { webhookWiring } from './delivery/webhooks/wiring.ts';
import type { WebhookWiring, WebhookWiringOptions } from './delivery/webhooks/wiring.ts';
import { measuredSince, timed } from './startup-timings.ts';

export interface ServerOptions {
  readonly service?: GameServiceOptions;
  readonly accounts?: AccountServiceOptions;
  /** Overrides of the HTTP settings derived from the configuration. */
  readonly app?: Partial<AppSettings>;
  /** The deadline sweeper's timers and error reports (tests). */
  readonly sweeper?: SweeperOptions;
  /** The cleanup loop's timers and error reports (tests). */
  readonly cleanup?: CleanupOptions;
  /** The inbox's clock and error reports (tests). */
  readonly inbox?: InboxServiceOptions;
  /** Webhook settings, resolver, clock and queue hand-off (issue 18; tests). */
  readonly webhooks?: WebhookWiringOptions;
}

export interface RunningServer {
  /** The base URL, e.g. http://127.0.0.1:3000 */
  readonly url: string;
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly service: GameService;
  /** The live feed behind long-polls and subscriptions (its listener count shows who waits). */
  readonly feed: GameFeed;
  /** The deadline sweeper's loop (ADR 0025). */
  readonly sweeper: DeadlineSweeper;
  /** The cleanup of unplayed games (ADR 0026). */
  readonly cleanup: CleanupSweeper;
  /** The inbox (issue 17 item 8) and its reminder sweeper's loop (ADR 0029). */
  readonly inbox: InboxService;
  readonly reminders: ReminderSweeper;
  /** The ratings projection of finished rated games (ADR 0037). */
  readonly ratings: RatingProjection;
  /** Outbound delivery (issue 18, ADR 0031), unless the configuration turned it off. */
  readonly delivery?: DeliveryRunner;
  /** E-mail addresses, verification and the local outbox (issue 18). */
  readonly email: EmailService;
  /** Signed webhooks: management, attempts, the notification channel (issue 18). */
  readonly webhooks: WebhookWiring;
  /** Where `GET /metrics` is served, when the configuration asks for metrics. */
  readonly metricsUrl?: string;
  /**
   * Closes in order: stops accepting connections, ends long-polls (304) and closes websockets
   * with 1012 so clients reconnect elsewhere, lets requests in flight finish (at most the
   * configured grace, then cuts them), stops the deadline sweeper after its round, lets server
   * bots finish their move, closes the feed and the database.
   */
  close(): Promise<void>;
}

function urlOf(app: FastifyInstance, host: string): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * app.close(), but connections still busy after `graceMs` are cut rather than waited for. The
 * close ends as soon as the requests in flight are answered: idle keep-alive sockets are closed at
 * once, every answer during the close ends its socket and websockets are terminated after their
 * close handshake (plugins/draining.ts, plugins/websockets.ts). The cut is said on stderr: it
 * means a request outlasted the grace.
 */
async function closeWithin(app: FastifyInstance, graceMs: number): Promise<void> {
  const closed = app.close();
  const timer = setTimeout(() => {
    console.error(
      `Shutdown grace of ${String(graceMs / 1000)} s over: cutting the connections still open.`,
    );
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await closed;
  } finally {
    clearTimeout(timer);
  }
}

export async function startServer(
  config: Config,
  options: ServerOptions = {},
): Promise<RunningServer> {
  // A missing or broken web build is a configuration error: found before the database opens.
  const buildDir = config.web?.buildDir;
  const web =
    buildDir === undefined ? undefined : await timed('web-handler', () => loadWebHandler(buildDir));
  const database = await openDatabase(config.database);
  const servicesStart = performance.now();
  const testClock = config.testClock === undefined ? undefined : new AdjustableClock();
  const clocked = testClock === undefined ? {} : { clock: testClock };
  // The clock of everything that reads the time: the test's, the test clock, else the system's.
  const clock = options.service?.clock ?? testClock;
  const service = new GameService(database.db, {
    ...clocked,
    ...(config.vacation === undefined ? {} : { vacation: config.vacation }),
    ...options.service,
  });
  const tokenCache = await TokenCache.listening(database);
  const accounts = new AccountService(database.db, {
    ...clocked,
    tokenCache,
    ...options.accounts,
  });
  // Vacations' ending notices and ends, claimed and acted on like deadlines, in the same rounds.
  const vacationSweeper = new DeadlineSweeper(
    {
      claimDueGames: (limit, leaseMs) => service.vacations.claimDue(limit, leaseMs),
      actOnDeadline: (vacationId) => service.vacations.actOn(vacationId),
    },
    config.sweeper ?? DEFAULT_SWEEPER,
    options.sweeper,
  );
  const sweeper = new DeadlineSweeper(service, config.sweeper ?? DEFAULT_SWEEPER, {
    ...options.sweeper,
    alsoEachRound: () => vacationSweeper.sweepOnce(),
  });
  const feed = await GameFeed.open(database, { commits: service });
  const inbox = new InboxService(database.db, {
    ...(clock === undefined ? {} : { clock }),
    ...options.inbox,
  });
  inbox.attach(service);
  const ratings = new RatingProjection(database.db);
  ratings.attach(service);
  const inboxFeed = await InboxFeed.open(database);
  const lobbyFeed = await LobbyFeed.open(database, { commits: service });
  const chatFeed = await ChatFeed.open(database);
  const handoff = new WebhookHandoff();
  const webhooks = webhookWiring(database.db, service.lobby, service, {
    ...(clock === undefined ? {} : { clock }),
    ...(config.webhooks === undefined ? {} : { settings: config.webhooks }),
    enqueue: handoff.enqueueFor,
    ...options.webhooks,
  });
  const credentials = await CredentialWatch.open(database);
  const features = featureServices(database.db, clock, {
    email: {
      config: config.email ?? DEFAULT_EMAIL_CONFIG,
      publicUrl: config.publicUrl ?? new URL(`http://localhost:${config.http.port}/`),
    },
    ...(config.push === undefined ? {} : { push: config.push }),
  });
  const { email } = features;
  const availability = config.availability ?? DEFAULT_AVAILABILITY;
  const readiness = new Readiness(database.db, feed, availability.readyTimeoutMs);
  const settings: AppSettings = {
    ...DEFAULT_APP_SETTINGS,
    retryAfterSeconds: availability.retryAfterSeconds,
    secureCookies: config.http.secureCookies,
    trustProxy: config.http.trustProxy,
    ...(config.http.limits === undefined ? {} : { limits: config.http.limits }),
    rateLimits: {
      perMinute: config.http.requestsPerMinute ?? DEFAULT_APP_SETTINGS.rateLimits.perMinute,
      authPerMinute:
        config.http.authAttemptsPerMinute ?? DEFAULT_APP_SETTINGS.rateLimits.authPerMinute,
    },
    logger: config.http.logRequests,
    ...options.app,
  };
  // Read at scrape time (the app exists by then); the move counts come by subscription.
  const metrics =
    config.metrics === undefined
      ? undefined
      : new ServerMetrics({
          database,
          liveSubscribers: () => feed.listenerCount(),
          openWebsockets: () => openWebsockets(app),
          onMoveOutcome: (listener) => service.onMoveOutcome(listener),
        });
  // The VAPID keys are made on the first start ever, before anyone can ask for them.
  await features.push.publicKey();
  measuredSince('services', servicesStart);
  const appStart = performance.now();
  const app = await buildApp(
    {
      service,
      accounts,
      feed,
      inbox,
      inboxFeed,
      lobbyFeed,
      chatFeed,
      credentials,
      readiness,
      web,
      metrics,
      ...features,
      webhooks: webhooks.service,
    },
    settings,
  );
  if (testClock !== undefined) {
    registerTestClockRoute(app, {
      clock: testClock,
      sweepNow: async () => {
        await sweeper.sweepOnce();
        await service.botsIdle();
        await inbox.idle();
        await ratings.idle();
        await reminders.sweepOnce();
      },
    });
  }
  const metricsApp = metrics === undefined ? undefined : buildMetricsApp(metrics);
  measuredSince('app', appStart);
  try {
    await timed('listen', () => app.listen({ host: config.http.host, port: config.http.port }));
    if (config.metrics !== undefined) await metricsApp?.listen(config.metrics);
  } catch (error) {
    await Promise.allSettled([
      app.close(),
      metricsApp?.close(),
      service.stop(),
      feed.close(),
      inboxFeed.close(),
      lobbyFeed.close(),
      chatFeed.close(),
      credentials.close(),
      tokenCache.close(),
    ]);
    email.close();
    await database.close();
    throw error;
  }
  // Server bots of games that were waiting for them when the last process stopped.
  await timed('bots', () => service.resumeBots());
  // Finished rated games whose projection a crash cut short (ADR 0037).
  await timed('ratings', () =>
    ratings.catchUp().catch((error: unknown) => {
      console.error('ratings catch-up:', error);
      return 0;
    }),
  );
  sweeper.start();
  const cleanup = new CleanupSweeper(service, config.cleanup ?? DEFAULT_CLEANUP, options.cleanup);
  cleanup.start();
  const reminders = new ReminderSweeper(inbox, config.reminders ?? DEFAULT_REMINDER_SWEEPER);
  reminders.start();
  const delivery =
    config.delivery === undefined
      ? undefined
      : await timed('delivery', () =>
          startDelivery(database, config, { clock, webhooks, handoff }),
        );
  const graceMs = config.http.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS;
  let closing: Promise<void> | undefined;
  return {
    url: urlOf(app, config.http.host),
    ...(config.metrics === undefined || metricsApp === undefined
      ? {}
      : { metricsUrl: `${urlOf(metricsApp, config.metrics.host)}/metrics` }),
    app,
    database,
    service,
    feed,
    sweeper,
    cleanup,
    inbox,
    reminders,
    ratings,
    ...(delivery === undefined ? {} : { delivery }),
    email,
    webhooks,
    close: () => {
      closing ??= (async () => {
        await closeWithin(app, graceMs);
        await sweeper.stop();
        await cleanup.stop();
        await reminders.stop();
        await delivery?.stop();
        await service.stop();
        await inbox.idle();
        await ratings.idle();
        webhooks.detach();
        metrics?.close();
        await metricsApp?.close();
        await feed.close();
        await inboxFeed.close();
        await lobbyFeed.close();
        await chatFeed.close();
        await credentials.close();
        await tokenCache.close();
        email.close();
        await database.close();
      })();
      return closing;
    },
  };
}
