/**
 * Ratings over REST (issue 21 items 2 and 4): `GET /leaderboards/:engine` and
 * `GET /players/:username/ratings`, public, each one `Operations.ratings` call.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decimalInteger } from '../edge-inputs.ts';
import { errorResponses, optionalAuth } from './common.ts';
import type { RouteDeps } from './common.ts';

const tags = ['ratings'];
const iso = z.iso.datetime({ offset: true });

export const leaderboardSchema = z
  .object({
    engine: z.string(),
    activeDays: z.number().int().describe('Players with a rated game in the last this many days'),
    minGames: z.number().int().describe('…and at least this many rated games of the title'),
    players: z
      .array(
        z.object({
          rank: z.number().int(),
          playerId: z.string(),
          displayName: z.string(),
          username: z.string().nullable(),
          rating: z.number().int().describe('1200 + 20 × (μ − 3σ), rounded (ADR 0037)'),
          games: z.number().int(),
          lastPlayedAt: iso,
        }),
      )
      .readonly(),
  })
  .meta({ id: 'Leaderboard' });

export const playerRatingsSchema = z
  .object({
    playerId: z.string(),
    username: z.string(),
    displayName: z.string(),
    ratings: z
      .array(
        z
          .object({
            engine: z.string(),
            rating: z.number().int(),
            provisional: z.boolean().describe('Fewer rated games of the title than it takes'),
            games: z.number().int(),
            mu: z.number(),
            sigma: z.number(),
            lastPlayedAt: iso,
            history: z
              .array(
                z.object({
                  gameId: z.string(),
                  at: iso,
                  place: z.number().int().describe('1 the best; ties share it'),
                  rating: z.number().int().describe('The rating after this game'),
                }),
              )
              .readonly(),
          })
          .meta({ id: 'TitleRating' }),
      )
      .readonly(),
  })
  .meta({ id: 'PlayerRatings' });

export const ratingRoutes: FastifyPluginAsyncZod<RouteDeps> = (app, { ops }) => {
  app.get(
    '/leaderboards/:engine',
    {
      schema: {
        tags,
        operationId: 'getLeaderboard',
        summary: "A game title's leaderboard: active players by rating",
        description:
          'Players with at least minGames rated games of the title (default 5: no provisional ' +
          'ratings) and one in the last activeDays days (default 90), best first. ' +
          'Refusals: 400 UNKNOWN_ENGINE.',
        security: optionalAuth,
        params: z.object({ engine: z.string().max(100) }),
        querystring: z.object({
          activeDays: decimalInteger(1, 366).optional(),
          minGames: decimalInteger(1, 10_000).optional(),
          limit: decimalInteger(1, 500).optional(),
        }),
        response: { 200: leaderboardSchema, ...errorResponses },
      },
    },
    (request) => ops.ratings.leaderboard(request.params.engine, request.query),
  );

  app.get(
    '/players/:username/ratings',
    {
      schema: {
        tags,
        operationId: 'getPlayerRatings',
        summary: "A person's rating in each title, with its history",
        description: 'Refusals: 404 USERNAME_NOT_FOUND.',
        security: optionalAuth,
        params: z.object({ username: z.string().max(100) }),
        response: { 200: playerRatingsSchema, ...errorResponses },
      },
    },
    (request) => ops.ratings.ofPlayer(request.params.username),
  );

  return Promise.resolve();
};
