/** E-mail over GraphQL: each field the same `Operations.email` call as its REST route. */
import type { MercuriusContext } from 'mercurius';
import { ANONYMOUS } from '../caller.ts';
import type { Caller } from '../caller.ts';
import type { Operations } from '../operations.ts';

const callerOf = (context: MercuriusContext): Caller => context.caller ?? ANONYMOUS;

/** GraphQL's absent optional argument is null; the service's is undefined. */
const localeOf = (locale: string | null | undefined) =>
  locale === null || locale === undefined ? {} : { locale };

export function emailQueries(ops: Operations) {
  return {
    emailStatus: (_: unknown, __: unknown, context: MercuriusContext) =>
      ops.email.status(callerOf(context)),
    adminMail: (
      _: unknown,
      args: { limit: number; before?: number | null },
      context: MercuriusContext,
    ) =>
      ops.email.outbox(callerOf(context), {
        limit: args.limit,
        ...(args.before === null || args.before === undefined ? {} : { before: args.before }),
      }),
    adminMailMessage: (_: unknown, { id }: { id: string }, context: MercuriusContext) =>
      ops.email.outboxMessage(callerOf(context), id),
  };
}

export function emailMutations(ops: Operations) {
  return {
    setEmailAddress: (
      _: unknown,
      args: { address: string; locale?: string | null },
      context: MercuriusContext,
    ) =>
      ops.email.setAddress(callerOf(context), {
        address: args.address,
        ...localeOf(args.locale),
      }),
    resendEmailVerification: (
      _: unknown,
      args: { locale?: string | null },
      context: MercuriusContext,
    ) => ops.email.resendVerification(callerOf(context), localeOf(args.locale)),
    verifyEmail: (_: unknown, { token }: { token: string }) => ops.email.verify(token),
    unsubscribeEmail: (_: unknown, { token }: { token: string }) => ops.email.unsubscribe(token),
  };
}
