/** Rematches over GraphQL (ADR 0040): each field the same `Operations.rematches` call as REST. */
import type { MercuriusContext } from 'mercurius';
import { ANONYMOUS } from '../caller.ts';
import type { Caller } from '../caller.ts';
import type { Operations } from '../operations.ts';
import type { MutationResolvers, QueryResolvers } from './generated/resolver-types.ts';

const callerOf = (context: MercuriusContext): Caller => context.caller ?? ANONYMOUS;

export function rematchQueries(ops: Operations) {
  return {
    rematch: (_, args) => ops.rematches.rematchOrNull(args.gameId),
  } satisfies QueryResolvers;
}

export function rematchMutations(ops: Operations) {
  return {
    offerRematch: (_, args, context) => ops.rematches.offer(callerOf(context), args.gameId),
    acceptRematch: (_, args, context) => ops.rematches.accept(callerOf(context), args.gameId),
    declineRematch: (_, args, context) => ops.rematches.decline(callerOf(context), args.gameId),
  } satisfies MutationResolvers;
}
