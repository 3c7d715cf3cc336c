/** Profiles, following, blocks and reports over GraphQL: each the same `Operations.social` call. */
import type { MercuriusContext } from 'mercurius';
import { ANONYMOUS } from '../caller.ts';
import type { Caller } from '../caller.ts';
import type { Operations } from '../operations.ts';

const callerOf = (context: MercuriusContext): Caller => context.caller ?? ANONYMOUS;

interface Named {
  readonly username: string;
}

interface ProfileEditArgs {
  readonly bio?: string | null;
  readonly country?: string | null;
  readonly timeZone?: string | null;
}

export function socialQueries(ops: Operations) {
  return {
    player: (_: unknown, { username }: Named, context: MercuriusContext) =>
      ops.social.profile(callerOf(context), username),
    myProfile: (_: unknown, __: unknown, context: MercuriusContext) =>
      ops.social.myProfile(callerOf(context)),
    following: (_: unknown, __: unknown, context: MercuriusContext) =>
      ops.social.following(callerOf(context)),
    followers: (_: unknown, __: unknown, context: MercuriusContext) =>
      ops.social.followers(callerOf(context)),
    followingGames: (_: unknown, __: unknown, context: MercuriusContext) =>
      ops.social.followingGames(callerOf(context)),
    blockedPlayers: (_: unknown, __: unknown, context: MercuriusContext) =>
      ops.social.blocks(callerOf(context)),
    playerReports: (_: unknown, { limit }: { limit: number }, context: MercuriusContext) =>
      ops.social.reports(callerOf(context), limit),
  };
}

export function socialMutations(ops: Operations) {
  return {
    // An absent argument stays as it is; `country: null` (given) clears the country.
    editMyProfile: (_: unknown, args: ProfileEditArgs, context: MercuriusContext) =>
      ops.social.editProfile(callerOf(context), {
        ...(args.bio === null || args.bio === undefined ? {} : { bio: args.bio }),
        ...(args.country === undefined ? {} : { country: args.country }),
        ...(args.timeZone === null || args.timeZone === undefined
          ? {}
          : { timeZone: args.timeZone }),
      }),
    followPlayer: (_: unknown, { username }: Named, context: MercuriusContext) =>
      ops.social.follow(callerOf(context), username),
    unfollowPlayer: (_: unknown, { username }: Named, context: MercuriusContext) =>
      ops.social.unfollow(callerOf(context), username),
    blockPlayer: (_: unknown, { username }: Named, context: MercuriusContext) =>
      ops.social.block(callerOf(context), username),
    unblockPlayer: (_: unknown, { username }: Named, context: MercuriusContext) =>
      ops.social.unblock(callerOf(context), username),
    reportPlayer: (
      _: unknown,
      args: { username: string; reason: string; gameId?: string | null },
      context: MercuriusContext,
    ) =>
      ops.social.report(callerOf(context), args.username, {
        reason: args.reason,
        ...(args.gameId === null || args.gameId === undefined ? {} : { gameId: args.gameId }),
      }),
  };
}
