/** Signed webhooks over GraphQL: each field the same `Operations.webhooks` call as REST. */
import type { MercuriusContext } from 'mercurius';
import { ANONYMOUS } from '../caller.ts';
import type { Caller } from '../caller.ts';
import type { Operations } from '../operations.ts';

const callerOf = (context: MercuriusContext): Caller => context.caller ?? ANONYMOUS;

interface NewWebhookArgs {
  readonly url: string;
  readonly eventTypes: string[];
  readonly description?: string | null;
}

interface UpdateArgs {
  readonly id: string;
  readonly url?: string | null;
  readonly eventTypes?: string[] | null;
  readonly description?: string | null;
  readonly enabled?: boolean | null;
}

/** GraphQL's nulls for absent arguments, dropped: the service's zod reads absent fields. */
function present(args: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null));
}

export function webhookQueries(ops: Operations) {
  const hooks = ops.webhooks;
  return {
    webhooks: (_: unknown, __: unknown, context: MercuriusContext) => hooks.list(callerOf(context)),
    tableChannels: (_: unknown, { gameId }: { gameId: string }, context: MercuriusContext) =>
      hooks.listTable(callerOf(context), gameId),
    webhook: (_: unknown, { id }: { id: string }, context: MercuriusContext) =>
      hooks.get(callerOf(context), id),
    webhookDeliveries: (
      _: unknown,
      { webhookId, limit }: { webhookId: string; limit: number },
      context: MercuriusContext,
    ) => hooks.deliveries(callerOf(context), webhookId, Math.min(Math.max(limit, 1), 100)),
  };
}

export function webhookMutations(ops: Operations) {
  const hooks = ops.webhooks;
  return {
    createWebhook: (_: unknown, args: NewWebhookArgs, context: MercuriusContext) =>
      hooks.create(callerOf(context), present({ ...args })),
    createTableChannel: (
      _: unknown,
      { gameId, ...args }: NewWebhookArgs & { gameId: string },
      context: MercuriusContext,
    ) => hooks.createTable(callerOf(context), gameId, present({ ...args })),
    updateWebhook: (_: unknown, { id, ...args }: UpdateArgs, context: MercuriusContext) =>
      hooks.update(callerOf(context), id, present({ ...args })),
    deleteWebhook: async (_: unknown, { id }: { id: string }, context: MercuriusContext) => {
      await hooks.remove(callerOf(context), id);
      return true;
    },
    rotateWebhookSecret: (_: unknown, { id }: { id: string }, context: MercuriusContext) =>
      hooks.rotate(callerOf(context), id),
    sendWebhookTest: (_: unknown, { id }: { id: string }, context: MercuriusContext) =>
      hooks.sendTest(callerOf(context), id),
    redeliverWebhook: (
      _: unknown,
      { deliveryId }: { deliveryId: string },
      context: MercuriusContext,
    ) => hooks.redeliver(callerOf(context), deliveryId),
  };
}
