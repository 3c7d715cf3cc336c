/**
 * Queries and mutations: each one translates its arguments and calls the same `Operations` method
 * as the REST route, so both APIs answer and refuse alike (authorisation included).
 */
import type { MercuriusContext } from 'mercurius';
import { ANONYMOUS } from '../caller.ts';
import type { Caller } from '../caller.ts';
import type { Operations, ViewerChoice } from '../operations.ts';
import { inboxMutations, inboxQueries } from './inbox-resolvers.ts';
import { chatMutations, chatQueries } from './chat-resolvers.ts';
import { deliveryMutations, deliveryQueries } from './delivery-resolvers.ts';
import { emailMutations, emailQueries } from './email-resolvers.ts';
import { socialMutations, socialQueries } from './social-resolvers.ts';
import { pushMutations, pushQueries } from './push-resolvers.ts';
import { rematchMutations, rematchQueries } from './rematch-resolvers.ts';
import { webhookMutations, webhookQueries } from './webhook-resolvers.ts';
import { ratingQueries } from './rating-resolvers.ts';
import type {
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  TimeControlInput,
} from './generated/resolver-types.ts';
import { DateTimeScalar, JsonScalar } from './schema.ts';

/** HTTP operations run for the request's caller (queries and mutations never run on sockets). */
export function callerOf(context: MercuriusContext): Caller {
  return context.caller ?? ANONYMOUS;
}

export function viewerChoice(asSpectator: boolean | null | undefined): ViewerChoice {
  return asSpectator === true ? 'spectator' : 'auto';
}

/** GraphQL's explicit nulls as absent values, as the service's inputs want them. */
function given<Value>(value: Value | null | undefined): Value | undefined {
  return value ?? undefined;
}

/** The input without its explicit nulls: the service checks the fields each kind needs. */
function timeControlOf(input: TimeControlInput | null | undefined): unknown {
  return withoutNulls(input);
}

/** An input object without its explicit nulls (the service checks what each kind needs). */
function withoutNulls(input: object | null | undefined): unknown {
  if (input === null || input === undefined) return undefined;
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
}

function queries(ops: Operations) {
  return {
    engines: () => ops.engines(),
    openGames: (_, { limit }, context) => ops.openGames(callerOf(context), limit),
    gamesInPlay: (_, { limit }) => ops.gamesInPlay(limit),
    myGames: (_, { limit }, context) => ops.myGames(callerOf(context), limit),
    game: (_, { id }, context) => ops.game(callerOf(context), id),
    gameByInvite: (_, { code }, context) => ops.gameByInvite(callerOf(context), code),
    gameState: (_, { gameId, asSpectator }, context) =>
      ops.state(callerOf(context), gameId, viewerChoice(asSpectator)),
    gameStateAt: (_, args) =>
      ops.stateAt(
        args.gameId,
        { version: args.version, events: given(args.events) },
        given(args.seat),
      ),
    gameEvents: (_, args, context) => {
      const afterVersion = given(args.afterVersion);
      const query =
        afterVersion === undefined ? { limit: args.limit } : { afterVersion, limit: args.limit };
      return ops.events(callerOf(context), args.gameId, query, viewerChoice(args.asSpectator));
    },
    gameExport: (_, { gameId }) => ops.exportGame(gameId),
    session: async (_, __, context) => ({
      ...(await ops.account.session(callerOf(context))),
      csrfToken: context.reply.generateCsrf(),
    }),
    tokens: (_, __, context) => ops.account.listTokens(callerOf(context)),
    awayStatus: (_, __, context) => ops.away.status(callerOf(context)),
    calendarFeed: (_, __, context) => ops.calendar.feed(callerOf(context)),
  } satisfies QueryResolvers;
}

function mutations(ops: Operations) {
  return {
    createGame: (_, { input }, context) => {
      const request = {
        engine: input.engine,
        seatCount: input.seatCount,
        options: given(input.options),
        moveTimeLimitSeconds: given(input.moveTimeLimitSeconds),
        timeControl: timeControlOf(input.timeControl),
        timeoutPolicy: withoutNulls(input.timeoutPolicy),
        visibility: given(input.visibility),
        weekendPause: given(input.weekendPause),
        vacation: given(input.vacation),
        rated: given(input.rated),
      };
      return ops.createGame(callerOf(context), request);
    },
    joinGame: (_, args, context) =>
      ops.join(callerOf(context), args.gameId, args.seat, {
        seedCommitment: given(args.seedCommitment),
        inviteCode: given(args.inviteCode),
      }),
    leaveSeat: (_, { gameId, seat }, context) => ops.leave(callerOf(context), gameId, seat),
    seatBot: (_, args, context) =>
      ops.seatBot(callerOf(context), args.gameId, args.seat, given(args.bot)),
    startGame: (_, args, context) =>
      ops.start(callerOf(context), args.gameId, { seeds: [...(args.seeds ?? [])] }),
    submitCommand: (_, args, context) =>
      ops.submit(callerOf(context), args.gameId, {
        expectedVersion: args.expectedVersion,
        commandId: args.commandId,
        command: args.command,
      }),
    reclaimSeat: (_, { gameId }, context) => ops.reclaimSeat(callerOf(context), gameId),
    createToken: (_, args, context) =>
      ops.account.createToken(callerOf(context), { name: args.name, scopes: args.scopes }),
    setTimeZone: (_, { timeZone }, context) => ops.away.setTimeZone(callerOf(context), timeZone),
    startVacation: (_, { until }, context) =>
      ops.away.startVacation(callerOf(context), { until: given(until) }),
    endVacation: (_, __, context) => ops.away.endVacation(callerOf(context)),
    revokeToken: async (_, { id }, context) => {
      await ops.account.revokeToken(callerOf(context), id);
      return true;
    },
    regenerateCalendarFeed: (_, __, context) => ops.calendar.regenerate(callerOf(context)),
    markSeen: (_, args, context) => ops.seen.markSeen(callerOf(context), args.gameId, args.version),
    invitePlayer: (_, args, context) =>
      ops.invitations.invite(callerOf(context), args.gameId, args.username),
  } satisfies MutationResolvers;
}

/**
 * The resolvers of Query, Mutation and the scalars (Subscription: subscriptions.ts), typed from
 * the SDL (generated/resolver-types.ts): every field of Query and Mutation has one, with the
 * SDL's arguments, answering the SDL's type.
 */
export function queryAndMutationResolvers(ops: Operations) {
  return {
    JSON: JsonScalar,
    DateTime: DateTimeScalar,
    Query: {
      ...queries(ops),
      ...inboxQueries(ops),
      ...deliveryQueries(ops),
      ...emailQueries(ops),
      ...pushQueries(ops),
      ...webhookQueries(ops),
      ...rematchQueries(ops),
      ...chatQueries(ops),
      ...ratingQueries(ops),
      ...socialQueries(ops),
    } satisfies Required<QueryResolvers>,
    Mutation: {
      ...mutations(ops),
      ...inboxMutations(ops),
      ...deliveryMutations(ops),
      ...emailMutations(ops),
      ...pushMutations(ops),
      ...webhookMutations(ops),
      ...rematchMutations(ops),
      ...chatMutations(ops),
      ...socialMutations(ops),
    } satisfies Required<MutationResolvers>,
  } satisfies Resolvers;
}
