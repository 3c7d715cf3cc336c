/** The lobby: engines, game listings, creating games, invites, seats, server bots, the start. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createGameBody,
  engineSchema,
  gameDetailsSchema,
  gameListSchema,
  gameParams,
  inviteParams,
  joinBody,
  listQuery,
  seatBotBody,
  seatParams,
  startBody,
} from '../schemas.ts';
import { errorResponses, optionalAuth, requiredAuth } from './common.ts';
import type { RouteDeps } from './common.ts';

const tags = ['lobby'];
const details = { 200: gameDetailsSchema, ...errorResponses };

export const lobbyRoutes: FastifyPluginAsyncZod<RouteDeps> = (app, { ops }) => {
  app.get(
    '/engines',
    {
      schema: {
        tags,
        operationId: 'listEngines',
        summary: 'The games this server plays',
        response: { 200: z.object({ engines: z.array(engineSchema) }), ...errorResponses },
      },
    },
    () => ({ engines: ops.engines() }),
  );

  app.get(
    '/games',
    {
      schema: {
        tags,
        operationId: 'listOpenGames',
        summary: 'Public games waiting for players, newest first',
        querystring: listQuery,
        response: { 200: gameListSchema, ...errorResponses },
      },
    },
    async (request) => ({ games: await ops.openGames(request.caller, request.query.limit) }),
  );

  app.get(
    '/games/in-play',
    {
      schema: {
        tags,
        operationId: 'listGamesInPlay',
        summary: 'Public games in play, that anyone may watch: the most recently moved first',
        querystring: listQuery,
        response: { 200: gameListSchema, ...errorResponses },
      },
    },
    async (request) => ({ games: await ops.gamesInPlay(request.query.limit) }),
  );

  app.get(
    '/me/games',
    {
      schema: {
        tags,
        operationId: 'listMyGames',
        summary:
          'Your games: those waiting for your move first, the nearest deadline first, then the rest',
        security: requiredAuth,
        querystring: listQuery,
        response: { 200: gameListSchema, ...errorResponses },
      },
    },
    async (request) => ({ games: await ops.myGames(request.caller, request.query.limit) }),
  );

  app.post(
    '/games',
    {
      schema: {
        tags,
        operationId: 'createGame',
        summary: 'Create a game (options are checked by the game engine)',
        security: requiredAuth,
        body: createGameBody,
        response: { 201: gameDetailsSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await ops.createGame(request.caller, request.body)),
  );

  app.get(
    '/games/:gameId',
    {
      schema: {
        tags,
        operationId: 'getGame',
        summary: 'A game: metadata, seats, progress (the invite code for insiders)',
        security: optionalAuth,
        params: gameParams,
        response: details,
      },
    },
    (request) => ops.game(request.caller, request.params.gameId),
  );

  app.get(
    '/invites/:inviteCode',
    {
      schema: {
        tags,
        operationId: 'getGameByInvite',
        summary: 'The game an invite code opens',
        security: optionalAuth,
        params: inviteParams,
        response: details,
      },
    },
    (request) => ops.gameByInvite(request.caller, request.params.inviteCode),
  );

  app.put(
    '/games/:gameId/seats/:seat',
    {
      schema: {
        tags,
        operationId: 'joinGame',
        summary: 'Take a seat (private games need the invite code)',
        security: requiredAuth,
        params: seatParams,
        body: joinBody,
        response: details,
      },
    },
    (request) => ops.join(request.caller, request.params.gameId, request.params.seat, request.body),
  );

  app.delete(
    '/games/:gameId/seats/:seat',
    {
      schema: {
        tags,
        operationId: 'leaveSeat',
        summary: 'Leave your seat, or (creator) remove a server bot, before the start',
        security: requiredAuth,
        params: seatParams,
        response: details,
      },
    },
    (request) => ops.leave(request.caller, request.params.gameId, request.params.seat),
  );

  app.put(
    '/games/:gameId/seats/:seat/bot',
    {
      schema: {
        tags,
        operationId: 'seatBot',
        summary: "Seat a server bot (the game's creator)",
        security: requiredAuth,
        params: seatParams,
        body: seatBotBody,
        response: details,
      },
    },
    (request) =>
      ops.seatBot(request.caller, request.params.gameId, request.params.seat, request.body.bot),
  );

  app.post(
    '/games/:gameId/start',
    {
      schema: {
        tags,
        operationId: 'startGame',
        summary: "Start a full game (the game's creator); committed seeds are revealed here",
        security: requiredAuth,
        params: gameParams,
        body: startBody,
        response: details,
      },
    },
    (request) =>
      ops.start(request.caller, request.params.gameId, { seeds: request.body.seeds ?? [] }),
  );

  return Promise.resolve();
};
