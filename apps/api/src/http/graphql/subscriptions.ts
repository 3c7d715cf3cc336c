/**
 * `Subscription.gameState`: the subscriber's own view, once at subscribe time and again at every
 * version the live feed reports, each read for that subscriber's viewer — nothing is published
 * to all subscribers, so a seat's hidden cards reach that seat's socket only.
 *
 * Mercurius validates nothing on the websocket, so `checkSubscriptionDocument` (a
 * preSubscriptionExecution hook) applies the specification's rules and the fragment and depth
 * limits, and the resolver the cost limit (which needs the variables).
 */
import type { FastifyBaseLogger } from 'fastify';
import { Kind, specifiedRules, validate } from 'graphql';
import type { DocumentNode, GraphQLResolveInfo, GraphQLSchema } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { isServiceError } from '../../errors.ts';
import type { GameState } from '../../service/views.ts';
import type { Operations, ViewerState } from '../operations.ts';
import { credentialOf } from '../caller-recheck.ts';
import { currentState } from '../current-state.ts';
import type { Caller } from '../caller.ts';
import type { CredentialsPort, FeedPort, GameChangeNotice } from '../ports.ts';
import type { InboxFeedPort } from '../../live/inbox-feed.ts';
import { inboxSubscription } from './inbox-resolvers.ts';
import { lobbySubscription } from './lobby-resolvers.ts';
import { chatSubscription } from './chat-resolvers.ts';
import type { ChatFeedPort } from '../../chat/chat-feed.ts';
import { CLOSE_UNAUTHORIZED, SocketRefused, recheckSocketCaller, socketCaller } from './context.ts';
import type { ClosableSocket, SocketHandshake } from './context.ts';
import { clientErrorOf } from './errors.ts';
import type { SubscriptionResolvers } from './generated/resolver-types.ts';
import { subscriptionOverHttp } from './notice-stream.ts';
import { costLimitRule, depthLimitRule, fragmentLimitRule } from './limits.ts';
import type { Limits } from './limits.ts';
import { viewerChoice } from './resolvers.ts';
import { SubscriptionSlots } from './socket-slots.ts';

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

export interface StateStreamSource<State extends GameState> {
  /** The state read at subscribe time (none before the game's start). */
  readonly initial: State | undefined;
  /** Reads the subscriber's state now that the game is at `version` or later. */
  readonly load: (version: number) => Promise<State>;
  /** The game's changes, ending when `controller` aborts. */
  readonly changes: AsyncIterator<GameChangeNotice>;
  readonly controller: AbortController;
  /** What a failed read is reported as. */
  readonly fail: (error: unknown) => Error;
}

/**
 * The states of one subscriber, newest only (a slow subscriber skips versions, never gets a
 * backlog), ending after the final state. Written by hand, not as an async generator: the
 * unsubscribe (`return()`) must release the feed subscription at once, while a generator's
 * return() would wait behind the pending next() until the game's next move.
 */
export function stateStream<State extends GameState>(
  source: StateStreamSource<State>,
): AsyncIterableIterator<State> {
  const { load, changes, controller, fail } = source;
  let initial = source.initial;
  let last = -1;
  let ended = false;
  /** Read afresh after each await (return() may have run meanwhile). */
  const aborted = () => controller.signal.aborted;
  const finish = (): IteratorReturnResult<undefined> => {
    ended = true;
    controller.abort();
    void changes.return?.();
    return DONE;
  };
  const deliver = (state: State): IteratorYieldResult<State> => {
    last = state.version;
    if (state.status === 'finished') ended = true; // the final state, then the end
    return { done: false, value: state };
  };
  const stream: AsyncIterableIterator<State> = {
    async next() {
      if (initial !== undefined) {
        const state = initial;
        initial = undefined;
        return deliver(state);
      }
      for (;;) {
        if (ended || aborted()) return finish();
        const change = await changes.next();
        if (change.done === true || aborted()) return finish();
        if (change.value.version <= last) continue;
        let state: State;
        try {
          state = await load(change.value.version);
        } catch (error) {
          finish();
          throw fail(error);
        }
        if (aborted()) return finish();
        if (state.version > last) return deliver(state);
      }
    },
    return: () => Promise.resolve(finish()),
    [Symbol.asyncIterator]: () => stream,
  };
  return stream;
}

/**
 * Refuses a websocket document that does not validate or is too deep, as HTTP would (for the
 * preSubscriptionExecution hook, which sees every document, whether sent as text or as AST).
 */
export function checkSubscriptionDocument(limits: Limits, log: FastifyBaseLogger) {
  const rules = [
    ...specifiedRules,
    fragmentLimitRule(limits.maxFragments, limits.maxSpreads),
    depthLimitRule(limits.maxDepth),
  ];
  return (schema: GraphQLSchema, document: DocumentNode): void => {
    const [first] = validate(schema, document, rules);
    if (first !== undefined) throw clientErrorOf(first, log, false);
  };
}

function checkCost(info: GraphQLResolveInfo, maxCost: number): void {
  const document: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [info.operation, ...Object.values(info.fragments)],
  };
  const rule = costLimitRule(maxCost, info.variableValues, info.operation.name?.value);
  const [first] = validate(info.schema, document, [rule]);
  if (first !== undefined) throw first;
}

/** Closes a refused socket once the subscription's error has been sent. */
function closeSoon(socket: ClosableSocket, code: number, reason: string): void {
  setTimeout(() => {
    socket.close(code, reason);
  }, 0);
}

export interface SubscriptionDeps {
  readonly ops: Operations;
  readonly feed: FeedPort;
  readonly inboxFeed: InboxFeedPort;
  readonly chatFeed: ChatFeedPort;
  readonly credentials: CredentialsPort;
  readonly limits: Limits & { readonly maxSubscriptionsPerSocket: number };
  readonly log: FastifyBaseLogger;
}

interface GameStateArgs {
  readonly gameId: string;
  readonly asSpectator: boolean;
}

/**
 * Closes `socket` with 4401 the moment the caller's session or token ends in any process, until
 * `controller` aborts (the stream ended first).
 */
function closeWhenCredentialEnds(
  credentials: CredentialsPort,
  caller: Caller,
  socket: ClosableSocket,
  controller: AbortController,
): void {
  const credential = credentialOf(caller);
  if (credential === undefined) return;
  const unwatch = credentials.watch(credential, () => {
    closeSoon(socket, CLOSE_UNAUTHORIZED, 'UNAUTHENTICATED');
  });
  controller.signal.addEventListener('abort', unwatch, { once: true });
}

export function subscriptionResolvers(deps: SubscriptionDeps) {
  const { ops, feed, inboxFeed, chatFeed, credentials, limits, log } = deps;
  const slots = new SubscriptionSlots(limits.maxSubscriptionsPerSocket);
  const openStream = async (
    gameId: string,
    asSpectator: boolean,
    handshake: SocketHandshake,
    connectionInit: unknown,
    controller: AbortController,
  ): Promise<AsyncIterableIterator<ViewerState>> => {
    const caller = await socketCaller(ops.accounts, handshake, connectionInit);
    closeWhenCredentialEnds(credentials, caller, handshake.socket, controller);
    const viewer = await ops.viewerOf(caller, gameId, viewerChoice(asSpectator));
    // A seat with the table open is watching its game: no reminders while the stream lasts.
    if (viewer.kind === 'seat' && caller.kind !== 'anonymous') {
      ops.inbox.keepWatching(gameId, caller.account.playerId, controller.signal);
    }
    // Subscribed before the first read, so no version committed in between is missed.
    const changes = feed.changes(gameId, controller.signal)[Symbol.asyncIterator]();
    let initial: ViewerState | undefined;
    try {
      initial = await currentState(ops, feed, gameId, viewer);
    } catch (error) {
      if (!isServiceError(error, 'GAME_NOT_STARTED')) {
        void changes.return?.();
        throw error;
      }
    }
    // Each push re-reads the credential: a revoked token or an ended session gets no more.
    const load = async (version: number) => {
      await recheckSocketCaller(ops.accounts, handshake, connectionInit, caller);
      return ops.stateAfterChange(gameId, viewer, version);
    };
    const fail = (error: unknown) => {
      if (error instanceof SocketRefused) closeSoon(handshake.socket, error.closeCode, error.code);
      return clientErrorOf(error, log);
    };
    return stateStream({ initial, load, changes, controller, fail });
  };
  const subscribe = async (
    _: unknown,
    { gameId, asSpectator }: GameStateArgs,
    context: MercuriusContext,
    info: GraphQLResolveInfo,
  ): Promise<AsyncIterableIterator<ViewerState>> => {
    const { handshake } = context;
    try {
      if (handshake === undefined) throw subscriptionOverHttp();
      checkCost(info, limits.maxCost);
      // The slot is held until the stream ends: the stream aborts `controller` when it finishes,
      // is returned (unsubscribe, socket closed) or fails.
      const release = slots.take(handshake.socket);
      const controller = new AbortController();
      controller.signal.addEventListener('abort', release, { once: true });
      try {
        return await openStream(
          gameId,
          asSpectator,
          handshake,
          context._connectionInit,
          controller,
        );
      } catch (error) {
        controller.abort();
        throw error;
      }
    } catch (error) {
      if (error instanceof SocketRefused && handshake !== undefined) {
        closeSoon(handshake.socket, error.closeCode, error.code);
      }
      throw clientErrorOf(error, log);
    }
  };
  const resolve = (state: ViewerState, _: unknown, context: MercuriusContext): ViewerState => {
    if (context.handshake === undefined) throw subscriptionOverHttp();
    return state;
  };
  const inbox = inboxSubscription({
    ops,
    inboxFeed,
    slots,
    checkCost: (info) => {
      checkCost(info, limits.maxCost);
    },
    log,
  });
  const chat = chatSubscription({
    ops,
    chatFeed,
    slots,
    checkCost: (info) => {
      checkCost(info, limits.maxCost);
    },
    log,
  });
  const lobby = lobbySubscription({
    ops,
    slots,
    checkCost: (info) => {
      checkCost(info, limits.maxCost);
    },
    log,
  });
  return {
    gameState: { subscribe, resolve },
    inbox,
    chat,
    lobby,
  } satisfies Required<SubscriptionResolvers>;
}
