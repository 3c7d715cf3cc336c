/**
 * `Subscription.lobby` (issue 20 item 8): the open games and the games in play as the subscriber
 * may see them, once now and again whenever a game is created, joined, left, started, finished or
 * removed in any process — the same `Operations.lobby` stream the REST long-poll waits on. The
 * lists are public: anyone may subscribe, signed in or not (a signed-in subscriber's open games
 * leave out those of creators who block them, as `openGames` does).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLResolveInfo } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { listLimitSchema, parseInput } from '../../service/inputs.ts';
import { ApiError } from '../error-table.ts';
import type { Operations } from '../operations.ts';
import type { LobbyLists } from '../operations/lobby.ts';
import { socketCaller } from './context.ts';
import { clientErrorOf } from './errors.ts';
import type { SubscriptionSlots } from './socket-slots.ts';

export interface LobbySubscriptionDeps {
  readonly ops: Operations;
  readonly slots: SubscriptionSlots;
  readonly checkCost: (info: GraphQLResolveInfo) => void;
  readonly log: FastifyBaseLogger;
}

interface LobbyArgs {
  readonly limit: number;
}

export function lobbySubscription(deps: LobbySubscriptionDeps) {
  const { ops, slots, checkCost, log } = deps;
  const subscribe = async (
    _: unknown,
    { limit }: LobbyArgs,
    context: MercuriusContext,
    info: GraphQLResolveInfo,
  ): Promise<AsyncIterableIterator<LobbyLists>> => {
    const { handshake } = context;
    try {
      if (handshake === undefined) throw overHttp();
      checkCost(info);
      const valid = parseInput(listLimitSchema, limit, 'limit');
      const caller = await socketCaller(ops.accounts, handshake, context._connectionInit);
      const release = slots.take(handshake.socket);
      const controller = new AbortController();
      controller.signal.addEventListener('abort', release, { once: true });
      return ops.lobby.stream(caller, valid, controller);
    } catch (error) {
      throw clientErrorOf(error, log);
    }
  };
  const resolve = (lists: LobbyLists, _: unknown, context: MercuriusContext): LobbyLists => {
    if (context.handshake === undefined) throw overHttp();
    return lists;
  };
  return { subscribe, resolve };
}

function overHttp(): ApiError {
  return new ApiError(
    'MALFORMED_REQUEST',
    'Subscriptions run over a websocket at /graphql (the graphql-transport-ws protocol).',
  );
}
