/** Ratings over GraphQL: `leaderboard` and `playerRatings`, each the same `Operations.ratings` call as REST. */
import type { Operations } from '../operations.ts';
import type { QueryResolvers } from './generated/resolver-types.ts';

export function ratingQueries(ops: Operations) {
  return {
    leaderboard: (_, args) =>
      ops.ratings.leaderboard(args.engine, {
        limit: args.limit,
        ...(args.activeDays === null || args.activeDays === undefined
          ? {}
          : { activeDays: args.activeDays }),
        ...(args.minGames === null || args.minGames === undefined
          ? {}
          : { minGames: args.minGames }),
      }),
    playerRatings: (_, { username }) => ops.ratings.ofPlayer(username),
  } satisfies QueryResolvers;
}
