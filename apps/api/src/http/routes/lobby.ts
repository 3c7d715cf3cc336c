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
  lobbyListQuery,
  seatBotBody,
  seatParams,
  startBody,
} from '../schemas.ts';
import type { LobbyListName } from '../operations/lobby.ts';
import { disconnectSignal, errorResponses, optionalAuth, requiredAuth } from './common.ts';
import type { RouteDeps } from './common.ts';

const tags = ['lobby'];
const details = { 200: gameDetailsSchema, ...errorResponses };

export const lobbyRoutes: FastifyPluginAsyncZod<RouteDeps> = (app, { ops, draining }) => {
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

  const lobbyList = (list: LobbyListName, operationId: string, summary: string) => {
    app.get(
      list === 'open' ? '/games' : '/games/in-play',
      {
        schema: {
          tags,
          operationId,
          summary: `${summary} (ETag; long-poll with ?wait=N)`,
          description:
            'Send If-None-Match with the ETag you hold and ?wait=N to be answered as soon as ' +
            'the list changes for you, in any API process (304 after N s).',
          security: optionalAuth,
          querystring: lobbyListQuery,
          response: { 200: gameListSchema, 304: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const held = request.headers['if-none-match'];
        const page = await ops.lobby.list(request.caller, list, {
          limit: request.query.limit,
          held,
          waitMs: (request.query.wait ?? 0) * 1000,
          signal: AbortSignal.any([disconnectSignal(reply), draining]),
        });
        void reply.header('etag', page.etag).header('cache-control', 'private, no-cache');
        if (held === page.etag) return reply.status(304).send(null);
        return { games: page.games };
      },
    );
  };
  lobbyList('open', 'listOpenGames', 'Public games waiting for players, newest first');
  lobbyList(
    'in_play',
    'listGamesInPlay',
    'Public games in play, that anyone may watch: the most recently moved first',
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
