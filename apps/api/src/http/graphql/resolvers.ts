/**
 * Queries and mutations: each one translates its arguments and calls the same `Operations` method
 * as the REST route, so both APIs answer and refuse alike (authorisation included).
 */
import type { IResolvers, MercuriusContext } from 'mercurius';
import { ANONYMOUS } from '../caller.ts';
import type { Caller, TokenScope } from '../caller.ts';
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

type Visibility = 'public' | 'private';

interface CreateGameArgs {
  readonly input: {
    readonly engine: string;
    readonly seatCount: number;
    readonly options?: unknown;
    readonly moveTimeLimitSeconds?: number | null;
    readonly timeControl?: TimeControlInput | null;
    readonly timeoutPolicy?: {
      readonly kind: string;
      readonly afterTimeouts?: number | null;
    } | null;
    readonly visibility?: Visibility | null;
    readonly weekendPause?: boolean | null;
    readonly vacation?: 'allowed' | 'none' | null;
    readonly rated?: boolean | null;
  };
}

interface TimeControlInput {
  readonly kind: string;
  readonly moveSeconds?: number | null;
  readonly initialSeconds?: number | null;
  readonly incrementSeconds?: number | null;
  readonly maxSeconds?: number | null;
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

interface SeatArgs {
  readonly gameId: string;
  readonly seat: number;
}

interface JoinArgs extends SeatArgs {
  readonly seedCommitment?: string | null;
  readonly inviteCode?: string | null;
}

interface EventsArgs {
  readonly gameId: string;
  readonly afterVersion?: number | null;
  readonly limit: number;
  readonly asSpectator: boolean;
}

interface StateAtArgs {
  readonly gameId: string;
  readonly version: number;
  readonly seat?: number | null;
  readonly events?: number | null;
}

interface SubmitArgs {
  readonly gameId: string;
  readonly expectedVersion: number;
  readonly commandId: string;
  readonly command: unknown;
}

function queries(ops: Operations) {
  return {
    engines: () => ops.engines(),
    openGames: (_: unknown, { limit }: { limit: number }, context: MercuriusContext) =>
      ops.openGames(callerOf(context), limit),
    gamesInPlay: (_: unknown, { limit }: { limit: number }) => ops.gamesInPlay(limit),
    myGames: (_: unknown, { limit }: { limit: number }, context: MercuriusContext) =>
      ops.myGames(callerOf(context), limit),
    game: (_: unknown, { id }: { id: string }, context: MercuriusContext) =>
      ops.game(callerOf(context), id),
    gameByInvite: (_: unknown, { code }: { code: string }, context: MercuriusContext) =>
      ops.gameByInvite(callerOf(context), code),
    gameState: (
      _: unknown,
      { gameId, asSpectator }: { gameId: string; asSpectator: boolean },
      context: MercuriusContext,
    ) => ops.state(callerOf(context), gameId, viewerChoice(asSpectator)),
    gameStateAt: (_: unknown, args: StateAtArgs) =>
      ops.stateAt(
        args.gameId,
        { version: args.version, events: given(args.events) },
        given(args.seat),
      ),
    gameEvents: (_: unknown, args: EventsArgs, context: MercuriusContext) => {
      const afterVersion = given(args.afterVersion);
      const query =
        afterVersion === undefined ? { limit: args.limit } : { afterVersion, limit: args.limit };
      return ops.events(callerOf(context), args.gameId, query, viewerChoice(args.asSpectator));
    },
    gameExport: (_: unknown, { gameId }: { gameId: string }) => ops.exportGame(gameId),
    session: async (_: unknown, __: unknown, context: MercuriusContext) => ({
      ...(await ops.account.session(callerOf(context))),
      csrfToken: context.reply.generateCsrf(),
    }),
    tokens: (_: unknown, __: unknown, context: MercuriusContext) =>
      ops.account.listTokens(callerOf(context)),
    awayStatus: (_: unknown, __: unknown, context: MercuriusContext) =>
      ops.away.status(callerOf(context)),
    calendarFeed: (_: unknown, __: unknown, context: MercuriusContext) =>
      ops.calendar.feed(callerOf(context)),
  };
}

function mutations(ops: Operations) {
  return {
    createGame: (_: unknown, { input }: CreateGameArgs, context: MercuriusContext) => {
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
    joinGame: (_: unknown, args: JoinArgs, context: MercuriusContext) =>
      ops.join(callerOf(context), args.gameId, args.seat, {
        seedCommitment: given(args.seedCommitment),
        inviteCode: given(args.inviteCode),
      }),
    leaveSeat: (_: unknown, { gameId, seat }: SeatArgs, context: MercuriusContext) =>
      ops.leave(callerOf(context), gameId, seat),
    seatBot: (_: unknown, args: SeatArgs & { bot?: string | null }, context: MercuriusContext) =>
      ops.seatBot(callerOf(context), args.gameId, args.seat, given(args.bot)),
    startGame: (
      _: unknown,
      args: { gameId: string; seeds?: { seat: number; seed: string }[] | null },
      context: MercuriusContext,
    ) => ops.start(callerOf(context), args.gameId, { seeds: args.seeds ?? [] }),
    submitCommand: (_: unknown, args: SubmitArgs, context: MercuriusContext) =>
      ops.submit(callerOf(context), args.gameId, {
        expectedVersion: args.expectedVersion,
        commandId: args.commandId,
        command: args.command,
      }),
    reclaimSeat: (_: unknown, { gameId }: { gameId: string }, context: MercuriusContext) =>
      ops.reclaimSeat(callerOf(context), gameId),
    createToken: (
      _: unknown,
      args: { name: string; scopes: TokenScope[] },
      context: MercuriusContext,
    ) => ops.account.createToken(callerOf(context), { name: args.name, scopes: args.scopes }),
    setTimeZone: (_: unknown, { timeZone }: { timeZone: string }, context: MercuriusContext) =>
      ops.away.setTimeZone(callerOf(context), timeZone),
    startVacation: (_: unknown, { until }: { until?: string | null }, context: MercuriusContext) =>
      ops.away.startVacation(callerOf(context), { until: given(until) }),
    endVacation: (_: unknown, __: unknown, context: MercuriusContext) =>
      ops.away.endVacation(callerOf(context)),
    revokeToken: async (_: unknown, { id }: { id: string }, context: MercuriusContext) => {
      await ops.account.revokeToken(callerOf(context), id);
      return true;
    },
    regenerateCalendarFeed: (_: unknown, __: unknown, context: MercuriusContext) =>
      ops.calendar.regenerate(callerOf(context)),
    markSeen: (_: unknown, args: { gameId: string; version: number }, context: MercuriusContext) =>
      ops.seen.markSeen(callerOf(context), args.gameId, args.version),
    invitePlayer: (
      _: unknown,
      args: { gameId: string; username: string },
      context: MercuriusContext,
    ) => ops.invitations.invite(callerOf(context), args.gameId, args.username),
  };
}

/** The resolvers of Query, Mutation and the scalars (Subscription: subscriptions.ts). */
export function queryAndMutationResolvers(ops: Operations): IResolvers {
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
    },
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
    },
  };
}
