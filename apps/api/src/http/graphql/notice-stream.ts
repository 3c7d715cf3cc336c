/**
 * Subscriptions driven by content-free notices (the inbox, the chat): a feed only says "something
 * changed for this key", and each push is a fresh read made for the subscriber, with its
 * credential checked again — so nothing it may not read is ever pushed. The websocket checks
 * (socket only, cost, credential, a subscription slot) and the stream loop live here once; each
 * kind brings only how to read and what counts as new.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLResolveInfo } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import type { Caller } from '../caller.ts';
import { ApiError } from '../error-table.ts';
import type { Operations } from '../operations.ts';
import { recheckSocketCaller, socketCaller } from './context.ts';
import { clientErrorOf } from './errors.ts';
import type { SubscriptionSlots } from './socket-slots.ts';

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/** What one subscriber's stream reads, and where its notices come from. */
export interface NoticeSource<T> {
  /** Reads after a notice: the value to push, or undefined when it brings nothing new. */
  readonly next: () => Promise<T | undefined>;
  /** Listens for notices; returns the unsubscribe. */
  readonly subscribe: (onChange: () => void) => () => void;
}

/**
 * The pushes of one subscriber: a read at once, then one per notice (a burst of notices is one
 * read), skipping reads that bring nothing new; ends when `controller` aborts. Written by hand,
 * not as an async generator: an unsubscribe (`return()`) must release the feed at once rather
 * than wait behind a pending next() until the next notice.
 */
export function noticeStream<T>(
  source: NoticeSource<T>,
  controller: AbortController,
): AsyncIterableIterator<T> {
  /** Read afresh after each await (return() may have run meanwhile). */
  const aborted = () => controller.signal.aborted;
  let dirty = true;
  let wake: (() => void) | undefined;
  const unsubscribe = source.subscribe(() => {
    dirty = true;
    wake?.();
  });
  const onAbort = () => {
    unsubscribe();
    wake?.();
  };
  controller.signal.addEventListener('abort', onAbort, { once: true });
  const finish = (): IteratorReturnResult<undefined> => {
    controller.abort();
    return DONE;
  };
  const stream: AsyncIterableIterator<T> = {
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
        const value = await source.next();
        if (aborted()) return finish();
        if (value !== undefined) return { done: false, value };
      }
    },
    return: () => Promise.resolve(finish()),
    [Symbol.asyncIterator]: () => stream,
  };
  return stream;
}

export interface NoticeSubscriptionDeps {
  readonly ops: Operations;
  readonly slots: SubscriptionSlots;
  readonly checkCost: (info: GraphQLResolveInfo) => void;
  readonly log: FastifyBaseLogger;
}

/**
 * Opens a subscriber's source once its caller is known: may refuse (GAME_NOT_FOUND, say) before
 * any slot is taken. `recheck` re-validates the socket's credential; call it before each read.
 */
export type OpenNoticeSource<Args, T> = (
  caller: Caller,
  args: Args,
  recheck: () => Promise<void>,
) => Promise<NoticeSource<T>>;

/** A `{ subscribe, resolve }` pair for mercurius over a notice-driven source. */
export function noticeSubscription<Args, T>(
  deps: NoticeSubscriptionDeps,
  open: OpenNoticeSource<Args, T>,
) {
  const { ops, slots, checkCost, log } = deps;
  const subscribe = async (
    _: unknown,
    args: Args,
    context: MercuriusContext,
    info: GraphQLResolveInfo,
  ): Promise<AsyncIterableIterator<T>> => {
    const { handshake } = context;
    try {
      if (handshake === undefined) throw subscriptionOverHttp();
      checkCost(info);
      const caller = await socketCaller(ops.accounts, handshake, context._connectionInit);
      const recheck = () =>
        recheckSocketCaller(ops.accounts, handshake, context._connectionInit, caller);
      const source = await open(caller, args, recheck);
      const release = slots.take(handshake.socket);
      const controller = new AbortController();
      controller.signal.addEventListener('abort', release, { once: true });
      return noticeStream(source, controller);
    } catch (error) {
      throw clientErrorOf(error, log);
    }
  };
  const resolve = (value: T, _: unknown, context: MercuriusContext): T => {
    if (context.handshake === undefined) throw subscriptionOverHttp();
    return value;
  };
  return { subscribe, resolve };
}

/** A subscription asked for over plain HTTP. */
export function subscriptionOverHttp(): ApiError {
  return new ApiError(
    'MALFORMED_REQUEST',
    'Subscriptions run over a websocket at /graphql (the graphql-transport-ws protocol).',
  );
}
