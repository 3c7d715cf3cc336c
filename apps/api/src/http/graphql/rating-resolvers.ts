/** Ratings over GraphQL: `leaderboard` and `playerRatings`, each the same `Operations.ratings` call as REST. */
import type { Operations } from '../operations.ts';

interface LeaderboardArgs {
  readonly engine: string;
  readonly activeDays?: number | null;
  readonly minGames?: number | null;
  readonly limit: number;
}

export function ratingQueries(ops: Operations) {
  return {
    leaderboard: (_: unknown, args: LeaderboardArgs) =>
      ops.ratings.leaderboard(args.engine, {
        limit: args.limit,
        ...(args.activeDays === null || args.activeDays === undefined
          ? {}
          : { activeDays: args.activeDays }),
        ...(args.minGames === null || args.minGames === undefined
          ? {}
          : { minGames: args.minGames }),
      }),
    playerRatings: (_: unknown, { username }: { readonly username: string }) =>
      ops.ratings.ofPlayer(username),
  };
}
