/**
 * The inbox over GraphQL: `notifications`, `inbox`, `reminderSettings`, the marking and ladder
 * mutations — each the same `Operations.inbox` call as REST — and `Subscription.inbox`: the
 * subscriber's unread count and newest notification, once now and again at each change of its
 * inbox in any process (live/inbox-feed.ts). A notice carries no content: the status is read for
 * the subscriber, with its credential checked again, before each push.
 */
import type { MercuriusContext } from 'mercurius';
import type { InboxFeedPort } from '../../live/inbox-feed.ts';
import { ANONYMOUS } from '../caller.ts';
import type { Caller } from '../caller.ts';
import type { Operations } from '../operations.ts';
import { inboxEtag } from '../operations/inbox.ts';
import type { InboxStatus } from '../operations/inbox.ts';
import type { MutationResolvers, QueryResolvers } from './generated/resolver-types.ts';
import { noticeSubscription } from './notice-stream.ts';
import type { NoticeSubscriptionDeps } from './notice-stream.ts';

const callerOf = (context: MercuriusContext): Caller => context.caller ?? ANONYMOUS;

export function inboxQueries(ops: Operations) {
  return {
    notifications: (_, args, context) =>
      ops.inbox.list(callerOf(context), {
        limit: args.limit,
        unreadOnly: args.unreadOnly,
        ...(args.before === null || args.before === undefined ? {} : { before: args.before }),
      }),
    inbox: (_, __, context) => ops.inbox.status(callerOf(context)),
    reminderSettings: (_, __, context) => ops.inbox.reminderSettings(callerOf(context)),
  } satisfies QueryResolvers;
}

export function inboxMutations(ops: Operations) {
  return {
    markNotificationRead: (_, { id }, context) => ops.inbox.markRead(callerOf(context), id),
    markAllNotificationsRead: (_, __, context) => ops.inbox.markAllRead(callerOf(context)),
    setReminderSettings: (_, { offsetsSeconds }, context) =>
      ops.inbox.setReminderSettings(callerOf(context), { offsetsSeconds }),
  } satisfies MutationResolvers;
}

export interface InboxSubscriptionDeps extends NoticeSubscriptionDeps {
  readonly inboxFeed: InboxFeedPort;
}

/**
 * `Subscription.inbox`: the status at once, then one per change of the subscriber's inbox (a
 * burst of notices is one re-read), never the same status twice.
 */
export function inboxSubscription(deps: InboxSubscriptionDeps) {
  const { ops, inboxFeed } = deps;
  return noticeSubscription<unknown, InboxStatus>(deps, (caller, _, recheck) => {
    const playerId = ops.inbox.reader(caller);
    let last: string | undefined;
    const next = async () => {
      await recheck();
      const status = await ops.inbox.status(caller);
      const tag = inboxEtag(status);
      if (tag === last) return undefined;
      last = tag;
      return status;
    };
    return Promise.resolve({
      next,
      subscribe: (onChange: () => void) => inboxFeed.subscribe(playerId, onChange),
    });
  });
}
