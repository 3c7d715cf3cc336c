/**
 * Web push over GraphQL: `vapidPublicKey`, `pushSubscriptions` and the subscribe, unsubscribe and
 * remove mutations — each the same `Operations.push` call as REST, so both refuse alike.
 */
import type { MercuriusContext } from 'mercurius';
import { ANONYMOUS } from '../caller.ts';
import type { Caller } from '../caller.ts';
import type { Operations } from '../operations.ts';
import type { MutationResolvers, QueryResolvers } from './generated/resolver-types.ts';

const callerOf = (context: MercuriusContext): Caller => context.caller ?? ANONYMOUS;

export function pushQueries(ops: Operations) {
  return {
    vapidPublicKey: () => ops.push.publicKey(),
    pushSubscriptions: (_, __, context) => ops.push.list(callerOf(context)),
  } satisfies QueryResolvers;
}

export function pushMutations(ops: Operations) {
  return {
    subscribePush: (_, { endpoint, p256dh, auth }, context) =>
      ops.push.subscribe(callerOf(context), { endpoint, keys: { p256dh, auth } }),
    unsubscribePush: (_, { endpoint }, context) =>
      ops.push.unsubscribe(callerOf(context), endpoint),
    removePushSubscription: async (_, { id }, context) => {
      await ops.push.remove(callerOf(context), id);
      return true;
    },
  } satisfies MutationResolvers;
}
