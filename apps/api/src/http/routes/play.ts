/**
 * Play: the caller's state (with ETag and long-poll for clients that cannot hold a socket), the
 * log since a version, submitting a command, and the export of a finished game.
 *
 * A state's ETag names the version and the viewer: the same viewer at the same version always
 * sees the same state, so `If-None-Match` is exact. With `?wait=N` and a matching ETag the
 * request is held until the game moves (across processes, through the live feed) or N seconds
 * pass (304).
 */
import { stateEtag } from '../state-etag.ts';
import { stateFrame } from '../state-frames.ts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameParams } from '../schemas.ts';
import {
  eventsPageSchema,
  eventsQuery,
  exportSchema,
  gameStateSchema,
  stateQuery,
  submitBody,
  submitResultSchema,
} from './play-schemas.ts';
import { ServiceError } from '../../errors.ts';
import { commandFormats, exampleCommands } from '../command-examples/describe.ts';
import { recheckCaller } from '../caller-recheck.ts';
import { SESSION_COOKIE, resolveCaller } from '../plugins/auth.ts';
import {
  abortWhenClientGoes,
  errorResponses,
  optionalAuth,
  requiredAuth,
  SERVER_DRAINING,
} from './common.ts';
import type { RouteDeps } from './common.ts';

const tags = ['play'];

/**
 * The signals that end held long-polls: each request's own (its client went away) and, for all of
 * them at once, the server's draining. One listener on `draining` for every poll: an
 * AbortSignal.any() or a listener per poll on that one signal costs time that grows with the
 * number of polls already held (issue 19: 5,000 of them re-register after every move).
 */
function heldPolls(draining: AbortSignal): (reply: FastifyReply) => AbortController {
  const held = new Set<AbortController>();
  draining.addEventListener(
    'abort',
    () => {
      for (const controller of held) controller.abort(SERVER_DRAINING);
    },
    { once: true },
  );
  return (reply) => {
    const controller = abortWhenClientGoes(reply, () => {
      held.delete(controller);
    });
    if (draining.aborted) controller.abort(SERVER_DRAINING);
    else held.add(controller);
    return controller;
  };
}

export const playRoutes: FastifyPluginAsyncZod<RouteDeps> = (app, { ops, draining }) => {
  const holdPoll = heldPolls(draining);
  app.get(
    '/games/:gameId/state',
    {
      schema: {
        tags,
        operationId: 'getGameState',
        summary: 'Your view of the game, your legal commands, the version and whose turn it is',
        description:
          'As your seat when you hold one, else as a spectator. Send If-None-Match with the ' +
          'ETag you hold and ?wait=N to be answered as soon as the game moves (304 after N s). ' +
          'Once the game is finished, ?atVersion=N (with &seat=S) gives what that seat, or a ' +
          'spectator, saw at version N: a replay step (GAME_NOT_FINISHED before the end).',
        security: optionalAuth,
        params: gameParams,
        querystring: stateQuery,
        response: { 200: gameStateSchema, 304: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { gameId } = request.params;
      const { atVersion, atEvents, seat } = request.query;
      if (atVersion !== undefined) {
        const past = await ops.stateAt(gameId, { version: atVersion, events: atEvents }, seat);
        // A finished game's past never changes.
        void reply.header('cache-control', 'public, max-age=86400, immutable');
        return past;
      }
      if (seat !== undefined || atEvents !== undefined) {
        throw new ServiceError(
          'INVALID_INPUT',
          'seat and atEvents choose a view at a version: send atVersion too.',
        );
      }
      const viewer = await ops.viewerOf(request.caller, gameId, request.query.as);
      const held = request.headers['if-none-match'];
      const state = await ops.heldState.read(gameId, viewer, {
        held,
        waitMs: (request.query.wait ?? 0) * 1000,
        // A closing server answers now (304 when nothing changed): the client asks again, of
        // the server that replaces this one.
        signal: holdPoll(reply).signal,
        // The credential may have ended while the request waited (sign-out, revoked token).
        recheck: () =>
          recheckCaller(request.caller, () =>
            resolveCaller(
              ops.accounts,
              request.headers.authorization,
              request.cookies[SESSION_COOKIE],
            ),
          ),
      });
      const etag = stateEtag(state);
      void reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (held === etag) return reply.status(304).send(null);
      // The same bytes for every poll answered with this state object (state-frames.ts).
      const frame = stateFrame(state);
      return reply
        .type('application/json; charset=utf-8')
        .serializer(() => frame)
        .send(state);
    },
  );

  app.get(
    '/games/:gameId/events',
    {
      schema: {
        tags,
        operationId: 'getGameEvents',
        summary: 'The log after a version, as you may see it (everything once finished)',
        security: optionalAuth,
        params: gameParams,
        querystring: eventsQuery,
        response: { 200: eventsPageSchema, ...errorResponses },
      },
    },
    (request) => {
      const { as, ...query } = request.query;
      return ops.events(request.caller, request.params.gameId, query, as);
    },
  );

  app.post(
    '/games/:gameId/commands',
    {
      schema: {
        tags,
        operationId: 'submitCommand',
        summary: 'Send a command for your seat',
        description:
          'expectedVersion must be the version you chose at (else 409 VERSION_CONFLICT with ' +
          'currentVersion); a retry with the same commandId returns the original result. ' +
          '`command` is one of your legal commands (`legalCommands` of your state), as JSON. ' +
          'An example of each command type of each game, taken from the engines:\n\n' +
          commandFormats(),
        security: requiredAuth,
        params: gameParams,
        body: submitBody.extend({
          command: submitBody.shape.command.meta({ examples: exampleCommands() }),
        }),
        response: { 200: submitResultSchema, ...errorResponses },
      },
    },
    (request) => ops.submit(request.caller, request.params.gameId, request.body),
  );

  app.post(
    '/games/:gameId/seat/reclaim',
    {
      schema: {
        tags,
        operationId: 'reclaimSeat',
        summary: 'Take your seat back from the bot that took it over',
        description:
          'Under the bot_takes_seat timeout policy, a bot plays your seat after your timeouts ' +
          'until you reclaim it. 403 SEAT_NOT_YOURS without a seat in the game, 409 ' +
          'SEAT_NOT_TAKEN_OVER when no bot holds it, 409 SEAT_FORFEITED after a forfeit.',
        security: requiredAuth,
        params: gameParams,
        response: { 200: submitResultSchema, ...errorResponses },
      },
    },
    (request) => ops.reclaimSeat(request.caller, request.params.gameId),
  );

  app.get(
    '/games/:gameId/export',
    {
      schema: {
        tags,
        operationId: 'exportGame',
        summary: 'A finished game as one verifiable JSON document (tavolo verify)',
        params: gameParams,
        response: { 200: exportSchema, ...errorResponses },
      },
    },
    (request) => ops.exportGame(request.params.gameId),
  );

  return Promise.resolve();
};
