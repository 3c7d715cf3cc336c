/** Rematches over GraphQL (ADR 0040): each field the same `Operations.rematches` call as REST. */
import type { MercuriusContext } from 'mercurius';
import { ANONYMOUS } from '../caller.ts';
import type { Caller } from '../caller.ts';
import type { Operations } from '../operations.ts';

const callerOf = (context: MercuriusContext): Caller => context.caller ?? ANONYMOUS;

interface GameArgs {
  readonly gameId: string;
}

export function rematchQueries(ops: Operations) {
  return {
    rematch: (_: unknown, args: GameArgs) => ops.rematches.rematchOrNull(args.gameId),
  };
}

export function rematchMutations(ops: Operations) {
  return {
    offerRematch: (_: unknown, args: GameArgs, context: MercuriusContext) =>
      ops.rematches.offer(callerOf(context), args.gameId),
    acceptRematch: (_: unknown, args: GameArgs, context: MercuriusContext) =>
      ops.rematches.accept(callerOf(context), args.gameId),
    declineRematch: (_: unknown, args: GameArgs, context: MercuriusContext) =>
      ops.rematches.decline(callerOf(context), args.gameId),
  };
}
