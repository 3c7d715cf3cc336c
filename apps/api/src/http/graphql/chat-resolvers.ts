/**
 * Game chat and private notes over GraphQL (issue 21 items 5 and 6): `chat`, `notes`,
 * `postChatMessage`, `muteChat`, `writeNote` — each the same `Operations.chat` call as REST — and
 * `Subscription.chat`: the subscriber's page now, then the messages after the last one pushed at
 * each notice of the chat feed (any process). A notice carries nothing: each push re-reads the
 * chat as this subscriber may see it, with its credential checked again; nothing it may not read
 * is ever pushed, and a notice that brings it nothing new pushes nothing.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLResolveInfo } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import type { ChatFeedPort } from '../../chat/chat-feed.ts';
import type { ChatPage } from '../../chat/chat-service.ts';
import type { ChatChannel } from '../../db/schema.ts';
import { ANONYMOUS } from '../caller.ts';
import type { Caller } from '../caller.ts';
import { ApiError } from '../error-table.ts';
import { parseId } from '../edge-inputs.ts';
import type { Operations } from '../operations.ts';
import { recheckSocketCaller, socketCaller } from './context.ts';
import { clientErrorOf } from './errors.ts';
import type { SubscriptionSlots } from './socket-slots.ts';

const callerOf = (context: MercuriusContext): Caller => context.caller ?? ANONYMOUS;

export function chatQueries(ops: Operations) {
  return {
    chat: (_: unknown, args: { gameId: string; after: number }, context: MercuriusContext) =>
      ops.chat.read(callerOf(context), args.gameId, args.after),
    notes: (_: unknown, args: { gameId: string }, context: MercuriusContext) =>
      ops.chat.notes(callerOf(context), args.gameId),
  };
}

export function chatMutations(ops: Operations) {
  return {
    postChatMessage: (
      _: unknown,
      args: { gameId: string; channel: ChatChannel; body: string },
      context: MercuriusContext,
    ) => ops.chat.post(callerOf(context), args.gameId, args.channel, args.body),
    muteChat: (_: unknown, args: { gameId: string; muted: boolean }, context: MercuriusContext) =>
      args.muted
        ? ops.chat.mute(callerOf(context), args.gameId)
        : ops.chat.unmute(callerOf(context), args.gameId),
    writeNote: (
      _: unknown,
      args: { gameId: string; version: number; body: string },
      context: MercuriusContext,
    ) => ops.chat.writeNote(callerOf(context), args.gameId, args.version, args.body),
  };
}

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * The pages of one subscriber: everything at once, then only what follows the last message
 * pushed (all again when the channels it may read change, at the end of the game).
 */
export function chatStream(
  load: (after: number) => Promise<ChatPage>,
  subscribe: (onChange: () => void) => () => void,
  controller: AbortController,
): AsyncIterableIterator<ChatPage> {
  const aborted = () => controller.signal.aborted;
  let dirty = true;
  let first = true;
  let after = 0;
  let readable = '';
  let wake: (() => void) | undefined;
  const unsubscribe = subscribe(() => {
    dirty = true;
    wake?.();
  });
  controller.signal.addEventListener(
    'abort',
    () => {
      unsubscribe();
      wake?.();
    },
    { once: true },
  );
  const finish = (): IteratorReturnResult<undefined> => {
    controller.abort();
    return DONE;
  };
  const stream: AsyncIterableIterator<ChatPage> = {
    async next() {
      for (;;) {
        if (aborted()) return finish();
        if (!dirty) {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = undefined;
          continue;
        }
        dirty = false;
        let page = await load(after);
        if (page.readable.join('+') !== readable && !first) page = await load(0);
        if (aborted()) return finish();
        const opened = page.readable.join('+') !== readable;
        readable = page.readable.join('+');
        after = page.messages.at(-1)?.seq ?? after;
        if (!first && !opened && page.messages.length === 0) continue;
        first = false;
        return { done: false, value: page };
      }
    },
    return: () => Promise.resolve(finish()),
    [Symbol.asyncIterator]: () => stream,
  };
  return stream;
}

export interface ChatSubscriptionDeps {
  readonly ops: Operations;
  readonly chatFeed: ChatFeedPort;
  readonly slots: SubscriptionSlots;
  readonly checkCost: (info: GraphQLResolveInfo) => void;
  readonly log: FastifyBaseLogger;
}

export function chatSubscription(deps: ChatSubscriptionDeps) {
  const { ops, chatFeed, slots, checkCost, log } = deps;
  const subscribe = async (
    _: unknown,
    args: { gameId: string },
    context: MercuriusContext,
    info: GraphQLResolveInfo,
  ): Promise<AsyncIterableIterator<ChatPage>> => {
    const { handshake } = context;
    try {
      if (handshake === undefined) throw overHttp();
      checkCost(info);
      const gameId = parseId(args.gameId, 'game id');
      const caller = await socketCaller(ops.accounts, handshake, context._connectionInit);
      // GAME_NOT_FOUND now rather than a stream that never speaks.
      await ops.chat.read(caller, gameId);
      const release = slots.take(handshake.socket);
      const controller = new AbortController();
      controller.signal.addEventListener('abort', release, { once: true });
      const load = async (after: number) => {
        await recheckSocketCaller(ops.accounts, handshake, context._connectionInit, caller);
        return ops.chat.read(caller, gameId, after);
      };
      return chatStream(load, (onChange) => chatFeed.subscribe(gameId, onChange), controller);
    } catch (error) {
      throw clientErrorOf(error, log);
    }
  };
  const resolve = (page: ChatPage, _: unknown, context: MercuriusContext): ChatPage => {
    if (context.handshake === undefined) throw overHttp();
    return page;
  };
  return { subscribe, resolve };
}

function overHttp(): ApiError {
  return new ApiError(
    'MALFORMED_REQUEST',
    'Subscriptions run over a websocket at /graphql (the graphql-transport-ws protocol).',
  );
}
