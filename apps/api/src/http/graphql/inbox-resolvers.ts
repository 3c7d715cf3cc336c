/**
 * The inbox over GraphQL: `notifications`, `inbox`, `reminderSettings`, the marking and ladder
 * mutations — each the same `Operations.inbox` call as REST — and `Subscription.inbox`: the
 * subscriber's unread count and newest notification, once now and again at each change of its
 * inbox in any process (live/inbox-feed.ts). A notice carries no content: the status is read for
 * the subscriber, with its credential checked again, before each push.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLResolveInfo } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import type { InboxFeedPort } from '../../live/inbox-feed.ts';
import { ANONYMOUS } from '../caller.ts';
import type { Caller } from '../caller.ts';
import { ApiError } from '../error-table.ts';
import type { Operations } from '../operations.ts';
import { inboxEtag } from '../operations/inbox.ts';
import type { InboxStatus } from '../operations/inbox.ts';
import { recheckSocketCaller, socketCaller } from './context.ts';
import { clientErrorOf } from './errors.ts';
import type { SubscriptionSlots } from './socket-slots.ts';

const callerOf = (context: MercuriusContext): Caller => context.caller ?? ANONYMOUS;

interface PageArgs {
  readonly limit: number;
  readonly before?: number | null;
  readonly unreadOnly: boolean;
}

export function inboxQueries(ops: Operations) {
  return {
    notifications: (_: unknown, args: PageArgs, context: MercuriusContext) =>
      ops.inbox.list(callerOf(context), {
        limit: args.limit,
        unreadOnly: args.unreadOnly,
        ...(args.before === null || args.before === undefined ? {} : { before: args.before }),
      }),
    inbox: (_: unknown, __: unknown, context: MercuriusContext) =>
      ops.inbox.status(callerOf(context)),
    reminderSettings: (_: unknown, __: unknown, context: MercuriusContext) =>
      ops.inbox.reminderSettings(callerOf(context)),
  };
}

export function inboxMutations(ops: Operations) {
  return {
    markNotificationRead: (_: unknown, { id }: { id: string }, context: MercuriusContext) =>
      ops.inbox.markRead(callerOf(context), id),
    markAllNotificationsRead: (_: unknown, __: unknown, context: MercuriusContext) =>
      ops.inbox.markAllRead(callerOf(context)),
    setReminderSettings: (
      _: unknown,
      { offsetsSeconds }: { offsetsSeconds: number[] },
      context: MercuriusContext,
    ) => ops.inbox.setReminderSettings(callerOf(context), { offsetsSeconds }),
  };
}

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * The statuses of one subscriber: the first at once, then one per change (a burst of notices is
 * one re-read), never the same status twice; ends when `controller` aborts.
 */
export function inboxStream(
  load: () => Promise<InboxStatus>,
  subscribe: (onChange: () => void) => () => void,
  controller: AbortController,
): AsyncIterableIterator<InboxStatus> {
  /** Read afresh after each await (return() may have run meanwhile). */
  const aborted = () => controller.signal.aborted;
  let dirty = true;
  let last: string | undefined;
  let wake: (() => void) | undefined;
  const unsubscribe = subscribe(() => {
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
  const stream: AsyncIterableIterator<InboxStatus> = {
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
        const status = await load();
        if (aborted()) return finish();
        const tag = inboxEtag(status);
        if (tag === last) continue;
        last = tag;
        return { done: false, value: status };
      }
    },
    return: () => Promise.resolve(finish()),
    [Symbol.asyncIterator]: () => stream,
  };
  return stream;
}

export interface InboxSubscriptionDeps {
  readonly ops: Operations;
  readonly inboxFeed: InboxFeedPort;
  readonly slots: SubscriptionSlots;
  readonly checkCost: (info: GraphQLResolveInfo) => void;
  readonly log: FastifyBaseLogger;
}

export function inboxSubscription(deps: InboxSubscriptionDeps) {
  const { ops, inboxFeed, slots, checkCost, log } = deps;
  const subscribe = async (
    _: unknown,
    __: unknown,
    context: MercuriusContext,
    info: GraphQLResolveInfo,
  ): Promise<AsyncIterableIterator<InboxStatus>> => {
    const { handshake } = context;
    try {
      if (handshake === undefined) throw overHttp();
      checkCost(info);
      const caller = await socketCaller(ops.accounts, handshake, context._connectionInit);
      const playerId = ops.inbox.reader(caller);
      const release = slots.take(handshake.socket);
      const controller = new AbortController();
      controller.signal.addEventListener('abort', release, { once: true });
      const load = async () => {
        await recheckSocketCaller(ops.accounts, handshake, context._connectionInit, caller);
        return ops.inbox.status(caller);
      };
      return inboxStream(load, (onChange) => inboxFeed.subscribe(playerId, onChange), controller);
    } catch (error) {
      throw clientErrorOf(error, log);
    }
  };
  const resolve = (status: InboxStatus, _: unknown, context: MercuriusContext): InboxStatus => {
    if (context.handshake === undefined) throw overHttp();
    return status;
  };
  return { subscribe, resolve };
}

function overHttp(): ApiError {
  return new ApiError(
    'MALFORMED_REQUEST',
    'Subscriptions run over a websocket at /graphql (the graphql-transport-ws protocol).',
  );
}
