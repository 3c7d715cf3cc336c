/** "While you were away": a seat marks the last version it has seen (it is in its state). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameParams } from '../schemas.ts';
import { errorResponses, requiredAuth } from './common.ts';
import type { RouteDeps } from './common.ts';

export const seenBody = z.object({
  version: z.number().int().describe('A version of the game you have seen'),
});

export const seenResultSchema = z
  .object({
    gameId: z.string(),
    seat: z.number().int(),
    lastSeenVersion: z.number().int().describe('Your seat’s last seen version: it never goes back'),
  })
  .meta({ id: 'SeenResult' });

export const seenRoutes: FastifyPluginAsyncZod<RouteDeps> = (app, { ops }) => {
  app.post(
    '/games/:gameId/seen',
    {
      schema: {
        tags: ['play'],
        operationId: 'markSeen',
        summary: 'Mark the game seen up to a version, for your seat',
        description:
          'Sets lastSeenVersion (in your state) to the larger of the old and this one. ' +
          'A version beyond the game’s is 409 SEEN_VERSION_AHEAD; without a seat, 403 NOT_SEATED.',
        security: requiredAuth,
        params: gameParams,
        body: seenBody,
        response: { 200: seenResultSchema, ...errorResponses },
      },
    },
    (request) => ops.seen.markSeen(request.caller, request.params.gameId, request.body.version),
  );
  return Promise.resolve();
};
