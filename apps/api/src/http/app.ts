/**
 * The HTTP application: REST under /api/v1 (OpenAPI at /api/openapi.json, interactive docs at
 * /api/docs) and GraphQL at /graphql (GraphiQL at /graphiql, subscriptions over websockets).
 * `buildApp` wires plugins and routes and never listens: tests use `inject`, `main.ts` listens.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEFAULT_AUTH_ATTEMPTS_PER_MINUTE,
  DEFAULT_REQUESTS_PER_MINUTE,
  DEFAULT_AVAILABILITY,
  DEFAULT_HTTP_LIMITS,
} from '../config.ts';
import type { HttpLimits } from '../config.ts';
import type { GameService } from '../service/game-service.ts';
import type { InboxService } from '../service/inbox/inbox-service.ts';
import type { InboxFeedPort } from '../live/inbox-feed.ts';
import type { LobbyFeedPort } from '../live/lobby-feed.ts';
import type { WebhookService } from '../delivery/webhooks/webhook-service.ts';
import { graphiqlPlugin } from './graphiql/plugin.ts';
import { graphqlPlugin, guardGraphqlTransport } from './graphql/plugin.ts';
import type { GraphqlLimits } from './graphql/plugin.ts';
import { errorResponse } from './error-response.ts';
import { MAX_PATH_SEGMENT_LENGTH } from './http-limits.ts';
import { Operations } from './operations.ts';
import type { FeatureServices } from './operations.ts';
import { authPlugin } from './plugins/auth.ts';
import { drainingPlugin } from './plugins/draining.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { securityPlugin } from './plugins/security.ts';
import { websocketsPlugin } from './plugins/websockets.ts';
import type { ServerMetrics } from '../metrics/server-metrics.ts';
import type { RateLimitSettings } from './plugins/security.ts';
import type { AccountsPort, CredentialsPort, FeedPort, ReadinessPort } from './ports.ts';
import type { WebHandler } from './web.ts';
import { accountRoutes } from './routes/accounts.ts';
import { awayRoutes } from './routes/away.ts';
import { healthRoutes, PROBE_PATHS } from './routes/health.ts';
import { capSocketsPerAddress } from './socket-cap.ts';
import type { RouteDeps } from './routes/common.ts';
import { inboxRoutes } from './routes/inbox.ts';
import { deliveryRoutes } from './routes/delivery.ts';
import { lobbyRoutes } from './routes/lobby.ts';
import { playRoutes } from './routes/play.ts';
import { calendarFeedRoute, calendarRoutes } from './routes/calendar.ts';
import { ratingRoutes } from './routes/ratings.ts';
import { seenRoutes } from './routes/seen.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { rematchRoutes } from './routes/rematches.ts';
import { emailRoutes } from './routes/email.ts';
import { pushRoutes } from './routes/push.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { chatRoutes } from './routes/chat.ts';
import type { ChatFeedPort } from '../chat/chat-feed.ts';
import { socialRoutes } from './routes/social.ts';

export const API_PREFIX = '/api/v1';
export const API_VERSION = '1.0.0';

export interface AppDeps extends FeatureServices {
  readonly service: GameService;
  readonly accounts: AccountsPort;
  readonly feed: FeedPort;
  /** The inbox and reminder ladder (issue 17 items 8, 9), and its live feed. */
  readonly inbox: InboxService;
  readonly inboxFeed: InboxFeedPort;
  /** Changes of the lobby's public lists, in any process (live/lobby-feed.ts). */
  readonly lobbyFeed: LobbyFeedPort;
  /** New chat messages of a game, in any process (chat/chat-feed.ts). */
  readonly chatFeed: ChatFeedPort;
  /** Signed webhooks (issue 18); absent, their routes answer NOT_FOUND. */
  readonly webhooks?: WebhookService | undefined;
  /** Sessions and tokens ending, in any process: live streams close at once. */
  readonly credentials: CredentialsPort;
  /** What /ready checks. */
  readonly readiness: ReadinessPort;
  /** The web client's handler, for every path outside the API (see web.ts). */
  readonly web?: WebHandler | undefined;
  /** Where request timings go; absent, nothing is measured. */
  readonly metrics?: ServerMetrics | undefined;
}

export interface AppSettings {
  readonly secureCookies: boolean;
  readonly rateLimits: RateLimitSettings;
  readonly graphql: GraphqlLimits;
  /** Timeouts, the body limit and the per-address socket cap (config.ts). */
  readonly limits: HttpLimits;
  /** Log requests (pino, to stdout). */
  readonly logger: boolean;
  /** Trust X-Forwarded-* (behind a reverse proxy). */
  readonly trustProxy: boolean;
  /** Retry-After of every 503 (DATABASE_UNAVAILABLE, /ready). */
  readonly retryAfterSeconds: number;
}

export const DEFAULT_APP_SETTINGS: AppSettings = {
  secureCookies: false,
  rateLimits: {
    perMinute: DEFAULT_REQUESTS_PER_MINUTE,
    authPerMinute: DEFAULT_AUTH_ATTEMPTS_PER_MINUTE,
  },
  graphql: {
    maxDepth: 8,
    maxCost: 2000,
    maxTokens: 1000,
    maxFragments: 64,
    maxSpreads: 256,
    maxSubscriptionsPerSocket: 32,
    connectionInitWaitMs: 3_000,
  },
  limits: DEFAULT_HTTP_LIMITS,
  logger: false,
  trustProxy: false,
  retryAfterSeconds: DEFAULT_AVAILABILITY.retryAfterSeconds,
};

/**
 * How often Node looks for requests past their headers or request timeout. Its default, 30 s,
 * would let a 15 s headers timeout run to 45 s: check a few times per shortest timeout instead.
 */
function checkingInterval(limits: HttpLimits): number {
  const shortest = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return Math.min(30_000, Math.max(100, Math.floor(shortest / 4)));
}

/** Refusals of the router, before any route: the error table's shape, not Fastify's own body. */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = errorResponse(error);
  void reply.status(status).send(body);
}

export async function buildApp(
  deps: AppDeps,
  settings: AppSettings = DEFAULT_APP_SETTINGS,
): Promise<FastifyInstance> {
  const { limits } = settings;
  const app = Fastify({
    logger: settings.logger,
    bodyLimit: limits.bodyLimitBytes,
    trustProxy: settings.trustProxy,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: checkingInterval(limits),
    },
    routerOptions: { maxParamLength: MAX_PATH_SEGMENT_LENGTH },
    // A path segment too long, a malformed URL.
    frameworkErrors: answerFrameworkError,
    // The draining plugin answers requests during the close, in the error table's shape.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  if (limits.maxSocketsPerAddress !== undefined) {
    capSocketsPerAddress(app.server, limits.maxSocketsPerAddress);
  }

  const ops = new Operations(deps.service, deps.accounts, deps);
  const draining = new AbortController();
  await app.register(drainingPlugin, {
    draining,
    retryAfterSeconds: settings.retryAfterSeconds,
  });
  if (deps.metrics !== undefined) await app.register(metricsPlugin, { metrics: deps.metrics });
  await app.register(errorsPlugin, {
    web: deps.web,
    retryAfterSeconds: settings.retryAfterSeconds,
  });
  await app.register(authPlugin, {
    accounts: deps.accounts,
    secureCookies: settings.secureCookies,
  });
  await app.register(securityPlugin, {
    limits: settings.rateLimits,
    https: settings.secureCookies,
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tavolo API',
        version: API_VERSION,
        description:
          'Play The Big Cheese, Big Shot, Bon Appétit! and Cheesonomics by web. Errors are ' +
          '{ code, message } with the status of the error table.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'tavolo_session' },
          token: { type: 'http', scheme: 'bearer', description: 'A personal API token (tvl_…)' },
        },
      },
    },
    // Only the REST routes and the probes are described with zod; GraphQL has its own SDL.
    transform: (input) =>
      input.url.startsWith(API_PREFIX) || PROBE_PATHS.has(input.url)
        ? jsonSchemaTransform(input)
        : { schema: { ...input.schema, hide: true }, url: input.url },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  await app.register(async (probes) => {
    probes.setValidatorCompiler(validatorCompiler);
    probes.setSerializerCompiler(serializerCompiler);
    await probes.register(healthRoutes, { readiness: deps.readiness });
  });

  const routeDeps: RouteDeps = {
    ops,
    limits: settings.rateLimits,
    draining: draining.signal,
  };
  await app.register(
    async (api) => {
      // Zod validates and serialises the REST routes only: Mercurius brings JSON-schema routes.
      api.setValidatorCompiler(validatorCompiler);
      api.setSerializerCompiler(serializerCompiler);
      await api.register(accountRoutes, routeDeps);
      await api.register(awayRoutes, routeDeps);
      await api.register(lobbyRoutes, routeDeps);
      await api.register(playRoutes, routeDeps);
      await api.register(calendarRoutes, routeDeps);
      await api.register(seenRoutes, routeDeps);
      await api.register(invitationRoutes, routeDeps);
      await api.register(rematchRoutes, routeDeps);
      await api.register(deliveryRoutes, routeDeps);
      await api.register(emailRoutes, routeDeps);
      await api.register(pushRoutes, routeDeps);
      await api.register(webhookRoutes, routeDeps);
      await api.register(ratingRoutes, routeDeps);
      await api.register(socialRoutes, routeDeps);
      await api.register(inboxRoutes, {
        ops,
        draining: draining.signal,
      });
      await api.register(chatRoutes, { ops, draining: draining.signal });
    },
    { prefix: API_PREFIX },
  );
  await app.register(async (feeds) => {
    feeds.setValidatorCompiler(validatorCompiler);
    feeds.setSerializerCompiler(serializerCompiler);
    await feeds.register(calendarFeedRoute, routeDeps);
  });
  guardGraphqlTransport(app, settings.graphql);
  // Before mercurius, which then uses this websocket server instead of creating its own.
  await app.register(websocketsPlugin, { draining });
  await app.register(graphqlPlugin, {
    ops,
    feed: deps.feed,
    inboxFeed: deps.inboxFeed,
    chatFeed: deps.chatFeed,
    credentials: deps.credentials,
    limits: settings.graphql,
  });
  await app.register(graphiqlPlugin);
  return app;
}
