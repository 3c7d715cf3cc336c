/**
 * GraphQL at /graphql (GraphiQL at /graphiql; subscriptions over websockets at /graphql with the
 * graphql-transport-ws protocol, kept to by socket-protocol.ts): mercurius over the committed SDL
 * (schema.graphql), a thin adapter over `Operations` like the REST routes.
 *
 * Registered on the root instance, so the auth plugin's hooks cover its routes: the caller is
 * resolved for each request (and each websocket upgrade), and a POST authenticated by the session
 * cookie must carry the CSRF token. Mercurius itself refuses mutations sent with GET.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import mercurius from 'mercurius';
import type { Operations } from '../operations.ts';
import type { CredentialsPort, FeedPort } from '../ports.ts';
import type { InboxFeedPort } from '../../live/inbox-feed.ts';
import type { ChatFeedPort } from '../../chat/chat-feed.ts';
import { handshakeOf } from './context.ts';
import type { ClosableSocket } from './context.ts';
import { createErrorFormatter } from './errors.ts';
import type { Resolvers } from './generated/resolver-types.ts';
import { limitRules } from './limits.ts';
import type { Limits } from './limits.ts';
import { graphqlRouteOptions } from './request-shape.ts';
import { queryAndMutationResolvers } from './resolvers.ts';
import { graphqlSchemaText } from './schema.ts';
import { sharedExecutionKey } from './shared-execution.ts';
import { checkSubscriptionDocument, subscriptionResolvers } from './subscriptions.ts';

import { guardTransport } from './socket-protocol.ts';

export { graphqlSchemaText } from './schema.ts';

export interface GraphqlLimits extends Limits {
  /** Live subscriptions one websocket may hold at once. */
  readonly maxSubscriptionsPerSocket: number;
  /** How long a websocket may stay open without sending connection_init. */
  readonly connectionInitWaitMs: number;
}

export interface GraphqlOptions {
  readonly ops: Operations;
  readonly feed: FeedPort;
  readonly inboxFeed: InboxFeedPort;
  readonly chatFeed: ChatFeedPort;
  readonly credentials: CredentialsPort;
  readonly limits: GraphqlLimits;
}

/** Pings on idle sockets, so that proxies do not drop a game waiting for a slow player. */
const KEEP_ALIVE_MS = 25_000;

async function graphql(
  app: FastifyInstance,
  { ops, feed, inboxFeed, chatFeed, credentials, limits }: GraphqlOptions,
): Promise<void> {
  await app.register(mercurius, {
    schema: graphqlSchemaText(),
    resolvers: {
      ...queryAndMutationResolvers(ops),
      Subscription: subscriptionResolvers({
        ops,
        feed,
        inboxFeed,
        chatFeed,
        credentials,
        limits,
        log: app.log,
      }),
    } satisfies Resolvers,
    path: '/graphql',
    // GraphiQL is served from this server's own files (../graphiql/plugin.ts), not unpkg.com.
    graphiql: false,
    // The cost limit depends on the variables, so documents are validated per request.
    cache: false,
    // Caps the work of every later step (the specification's own rules are not all linear).
    graphql: { parseOptions: { maxLexicalTokens: limits.maxTokens } },
    validationRules: ({ variables, operationName }) => limitRules(limits, variables, operationName),
    allowBatchedQueries: false,
    additionalRouteOptions: graphqlRouteOptions,
    errorFormatter: createErrorFormatter(app.log),
    context: (request) => ({ caller: request.caller }),
    subscription: {
      context: (socket: ClosableSocket, request: FastifyRequest) => ({
        handshake: handshakeOf(socket, request),
      }),
      keepAlive: KEEP_ALIVE_MS,
      // One execution and one JSON text per game state pushed, shared by its subscribers.
      sharedExecutionKey,
    },
  });
  app.graphql.addHook('preSubscriptionExecution', checkSubscriptionDocument(limits, app.log));
}

export const graphqlPlugin = fp(graphql, { name: 'tavolo-graphql' });

/**
 * Puts the graphql-transport-ws guard in front of the websocket handler mercurius registers.
 * An onRoute hook: it must be added before @fastify/websocket's own onRoute hook (which takes
 * the handler as the route is added), so before the websockets plugin and mercurius.
 */
export function guardGraphqlTransport(app: FastifyInstance, limits: GraphqlLimits): void {
  const { connectionInitWaitMs, maxTokens } = limits;
  app.addHook(
    'onRoute',
    guardTransport('/graphql', { connectionInitWaitMs, maxTokens, log: app.log }),
  );
}
