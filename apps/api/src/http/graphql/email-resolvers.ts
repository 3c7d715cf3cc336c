/** E-mail over GraphQL: each field the same `Operations.email` call as its REST route. */
import type { MercuriusContext } from 'mercurius';
import { ANONYMOUS } from '../caller.ts';
import type { Caller } from '../caller.ts';
import type { Operations } from '../operations.ts';
import type { MutationResolvers, QueryResolvers } from './generated/resolver-types.ts';

const callerOf = (context: MercuriusContext): Caller => context.caller ?? ANONYMOUS;

/** GraphQL's absent optional argument is null; the service's is undefined. */
const localeOf = (locale: string | null | undefined) =>
  locale === null || locale === undefined ? {} : { locale };

export function emailQueries(ops: Operations) {
  return {
    emailStatus: (_, __, context) => ops.email.status(callerOf(context)),
    adminMail: (_, args, context) =>
      ops.email.outbox(callerOf(context), {
        limit: args.limit,
        ...(args.before === null || args.before === undefined ? {} : { before: args.before }),
      }),
    adminMailMessage: (_, { id }, context) => ops.email.outboxMessage(callerOf(context), id),
  } satisfies QueryResolvers;
}

export function emailMutations(ops: Operations) {
  return {
    setEmailAddress: (_, args, context) =>
      ops.email.setAddress(callerOf(context), {
        address: args.address,
        ...localeOf(args.locale),
      }),
    resendEmailVerification: (_, args, context) =>
      ops.email.resendVerification(callerOf(context), localeOf(args.locale)),
    verifyEmail: (_, { token }) => ops.email.verify(token),
    unsubscribeEmail: (_, { token }) => ops.email.unsubscribe(token),
  } satisfies MutationResolvers;
}
