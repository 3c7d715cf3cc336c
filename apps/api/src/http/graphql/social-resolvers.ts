/** Profiles, following, blocks and reports over GraphQL: each the same `Operations.social` call. */
import type { MercuriusContext } from 'mercurius';
import { ANONYMOUS } from '../caller.ts';
import type { Caller } from '../caller.ts';
import type { Operations } from '../operations.ts';
import type { MutationResolvers, QueryResolvers } from './generated/resolver-types.ts';

const callerOf = (context: MercuriusContext): Caller => context.caller ?? ANONYMOUS;

export function socialQueries(ops: Operations) {
  return {
    player: (_, { username }, context) => ops.social.profile(callerOf(context), username),
    myProfile: (_, __, context) => ops.social.myProfile(callerOf(context)),
    following: (_, __, context) => ops.social.following(callerOf(context)),
    followers: (_, __, context) => ops.social.followers(callerOf(context)),
    followingGames: (_, __, context) => ops.social.followingGames(callerOf(context)),
    blockedPlayers: (_, __, context) => ops.social.blocks(callerOf(context)),
    playerReports: (_, { limit }, context) => ops.social.reports(callerOf(context), limit),
  } satisfies QueryResolvers;
}

export function socialMutations(ops: Operations) {
  return {
    // An absent argument stays as it is; `country: null` (given) clears the country.
    editMyProfile: (_, args, context) =>
      ops.social.editProfile(callerOf(context), {
        ...(args.bio === null || args.bio === undefined ? {} : { bio: args.bio }),
        ...(args.country === undefined ? {} : { country: args.country }),
        ...(args.timeZone === null || args.timeZone === undefined
          ? {}
          : { timeZone: args.timeZone }),
      }),
    followPlayer: (_, { username }, context) => ops.social.follow(callerOf(context), username),
    unfollowPlayer: (_, { username }, context) => ops.social.unfollow(callerOf(context), username),
    blockPlayer: (_, { username }, context) => ops.social.block(callerOf(context), username),
    unblockPlayer: (_, { username }, context) => ops.social.unblock(callerOf(context), username),
    reportPlayer: (_, args, context) =>
      ops.social.report(callerOf(context), args.username, {
        reason: args.reason,
        ...(args.gameId === null || args.gameId === undefined ? {} : { gameId: args.gameId }),
      }),
  } satisfies MutationResolvers;
}
