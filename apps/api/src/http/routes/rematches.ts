/** Rematch offers of finished games (ADR 0040). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rematchSchema } from '../../service/rematch/rematch-schema.ts';
import { gameParams } from '../schemas.ts';
import { errorResponses, optionalAuth, requiredAuth } from './common.ts';
import type { RouteDeps } from './common.ts';

const tags = ['lobby'];

export const rematchRoutes: FastifyPluginAsyncZod<RouteDeps> = (app, { ops }) => {
  app.get(
    '/games/:gameId/rematch',
    {
      schema: {
        tags,
        operationId: 'getRematch',
        summary: "A finished game's rematch offer: who accepted, and the new game once started",
        description: '404 REMATCH_NOT_OFFERED while nobody has offered one.',
        security: optionalAuth,
        params: gameParams,
        response: { 200: rematchSchema, ...errorResponses },
      },
    },
    (request) => ops.rematches.rematch(request.params.gameId),
  );

  app.post(
    '/games/:gameId/rematch',
    {
      schema: {
        tags,
        operationId: 'offerRematch',
        summary: 'Offer a rematch of a finished game you played in',
        description:
          'Same engine, options, time control, timeout policy, visibility and seat count, under ' +
          'the newest rules; the same people and bots, the seats rotated by one. The offerer ' +
          'accepts at once; the other people get a `rematch_offered` notification. With nobody ' +
          'else to ask, the new game starts at once. Refusals: 403 NOT_A_PLAYER, ' +
          '409 GAME_NOT_FINISHED, 409 REMATCH_ALREADY_OFFERED (one offer per game).',
        security: requiredAuth,
        params: gameParams,
        response: { 201: rematchSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await ops.rematches.offer(request.caller, request.params.gameId)),
  );

  app.post(
    '/games/:gameId/rematch/accept',
    {
      schema: {
        tags,
        operationId: 'acceptRematch',
        summary: 'Accept the rematch of a game you played in',
        description:
          'The last accept creates, seats and starts the new game (newGameId); accepting twice ' +
          'changes nothing. Refusals: 403 NOT_A_PLAYER, 404 REMATCH_NOT_OFFERED, ' +
          '409 REMATCH_CLOSED (declined).',
        security: requiredAuth,
        params: gameParams,
        response: { 200: rematchSchema, ...errorResponses },
      },
    },
    (request) => ops.rematches.accept(request.caller, request.params.gameId),
  );

  app.post(
    '/games/:gameId/rematch/decline',
    {
      schema: {
        tags,
        operationId: 'declineRematch',
        summary: 'Decline the rematch of a game you played in',
        description:
          'Closes the offer for good; its offerer gets a `rematch_declined` notification. ' +
          'Refusals: 403 NOT_A_PLAYER, 404 REMATCH_NOT_OFFERED, 409 REMATCH_CLOSED (already started).',
        security: requiredAuth,
        params: gameParams,
        response: { 200: rematchSchema, ...errorResponses },
      },
    },
    (request) => ops.rematches.decline(request.caller, request.params.gameId),
  );

  return Promise.resolve();
};
