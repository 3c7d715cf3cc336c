/** Signed webhooks over GraphQL: each field the same `Operations.webhooks` call as REST. */
import type { MercuriusContext } from 'mercurius';
import { ANONYMOUS } from '../caller.ts';
import type { Caller } from '../caller.ts';
import type { Operations } from '../operations.ts';
import type { MutationResolvers, QueryResolvers } from './generated/resolver-types.ts';

const callerOf = (context: MercuriusContext): Caller => context.caller ?? ANONYMOUS;

/** GraphQL's nulls for absent arguments, dropped: the service's zod reads absent fields. */
function present(args: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null));
}

export function webhookQueries(ops: Operations) {
  const hooks = ops.webhooks;
  return {
    webhooks: (_, __, context) => hooks.list(callerOf(context)),
    tableChannels: (_, { gameId }, context) => hooks.listTable(callerOf(context), gameId),
    webhook: (_, { id }, context) => hooks.get(callerOf(context), id),
    webhookDeliveries: (_, { webhookId, limit }, context) =>
      hooks.deliveries(callerOf(context), webhookId, Math.min(Math.max(limit, 1), 100)),
  } satisfies QueryResolvers;
}

export function webhookMutations(ops: Operations) {
  const hooks = ops.webhooks;
  return {
    createWebhook: (_, args, context) => hooks.create(callerOf(context), present({ ...args })),
    createTableChannel: (_, { gameId, ...args }, context) =>
      hooks.createTable(callerOf(context), gameId, present({ ...args })),
    updateWebhook: (_, { id, ...args }, context) =>
      hooks.update(callerOf(context), id, present({ ...args })),
    deleteWebhook: async (_, { id }, context) => {
      await hooks.remove(callerOf(context), id);
      return true;
    },
    rotateWebhookSecret: (_, { id }, context) => hooks.rotate(callerOf(context), id),
    sendWebhookTest: (_, { id }, context) => hooks.sendTest(callerOf(context), id),
    redeliverWebhook: (_, { deliveryId }, context) =>
      hooks.redeliver(callerOf(context), deliveryId),
  } satisfies MutationResolvers;
}
