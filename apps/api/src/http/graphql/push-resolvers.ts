/**
 * Web push over GraphQL: `vapidPublicKey`, `pushSubscriptions` and the subscribe, unsubscribe and
 * remove mutations — each the same `Operations.push` call as REST, so both refuse alike.
 */
import type { MercuriusContext } from 'mercurius';
import { ANONYMOUS } from '../caller.ts';
import type { Caller } from '../caller.ts';
import type { Operations } from '../operations.ts';

const callerOf = (context: MercuriusContext): Caller => context.caller ?? ANONYMOUS;

interface SubscribeArgs {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

export function pushQueries(ops: Operations) {
  return {
    vapidPublicKey: () => ops.push.publicKey(),
    pushSubscriptions: (_: unknown, __: unknown, context: MercuriusContext) =>
      ops.push.list(callerOf(context)),
  };
}

export function pushMutations(ops: Operations) {
  return {
    subscribePush: (
      _: unknown,
      { endpoint, p256dh, auth }: SubscribeArgs,
      context: MercuriusContext,
    ) => ops.push.subscribe(callerOf(context), { endpoint, keys: { p256dh, auth } }),
    unsubscribePush: (_: unknown, { endpoint }: { endpoint: string }, context: MercuriusContext) =>
      ops.push.unsubscribe(callerOf(context), endpoint),
    removePushSubscription: async (
      _: unknown,
      { id }: { id: string },
      context: MercuriusContext,
    ) => {
      await ops.push.remove(callerOf(context), id);
      return true;
    },
  };
}
