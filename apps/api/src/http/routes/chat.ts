/**
 * Game chat and private notes over REST (issue 21 items 5 and 6): read (with an ETag long-poll
 * woken by the chat feed, in any process), post, mute the table's notifications, and your notes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Operations } from '../operations.ts';
import { chatEtag } from '../operations/chat.ts';
import { gameParams } from '../schemas.ts';
import {
  chatMuteBody,
  chatMuteResultSchema,
  chatPageSchema,
  chatPostBody,
  chatPostResultSchema,
  chatQuery,
  gameNotesSchema,
  noteBody,
} from './chat-schemas.ts';
import { disconnectSignal, errorResponses, optionalAuth, requiredAuth } from './common.ts';

const tags = ['chat'];

export interface ChatRouteDeps {
  readonly ops: Operations;
  /** Aborts when the server starts closing: a long-poll then answers at once. */
  readonly draining: AbortSignal;
}

export const chatRoutes: FastifyPluginAsyncZod<ChatRouteDeps> = (app, { ops, draining }) => {
  app.get(
    '/games/:gameId/chat',
    {
      schema: {
        tags,
        operationId: 'getChat',
        summary: 'The table’s chat as you may read it (ETag; long-poll with ?wait=N)',
        description:
          'Seated players read the players’ channel, other signed-in accounts the spectators’; ' +
          'once the game is over everyone reads both. Send If-None-Match with the ETag you ' +
          'hold, `after` your last seq and ?wait=N to be answered at the next message (304 ' +
          'after N s). A message never changes the game’s version.',
        security: optionalAuth,
        params: gameParams,
        querystring: chatQuery,
        response: { 200: chatPageSchema, 304: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { gameId } = request.params;
      const after = request.query.after ?? 0;
      const held = request.headers['if-none-match'];
      const page = await ops.chat.heldRead(request.caller, gameId, after, {
        held,
        waitMs: (request.query.wait ?? 0) * 1000,
        signal: AbortSignal.any([disconnectSignal(reply), draining]),
      });
      const etag = chatEtag(page, after);
      void reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (held === etag) return reply.status(304).send(null);
      return page;
    },
  );

  app.post(
    '/games/:gameId/chat',
    {
      schema: {
        tags,
        operationId: 'postChatMessage',
        summary: 'Write in the table’s chat (plain text, 1–500 characters)',
        description:
          '403 CHAT_FORBIDDEN for a channel that is not yours, 409 CHAT_CLOSED for the ' +
          'spectators’ chat of a finished game, 429 CHAT_RATE_LIMITED past 5 messages in 10 s ' +
          'or 100 in an hour per game.',
        security: requiredAuth,
        params: gameParams,
        body: chatPostBody,
        response: { 200: chatPostResultSchema, ...errorResponses },
      },
    },
    (request) =>
      ops.chat.post(request.caller, request.params.gameId, request.body.channel, request.body.body),
  );

  app.put(
    '/games/:gameId/chat/mute',
    {
      schema: {
        tags,
        operationId: 'muteChat',
        summary: 'Mute (or unmute) this table’s “new message” notifications (seated players)',
        security: requiredAuth,
        params: gameParams,
        body: chatMuteBody,
        response: { 200: chatMuteResultSchema, ...errorResponses },
      },
    },
    (request) =>
      request.body.muted
        ? ops.chat.mute(request.caller, request.params.gameId)
        : ops.chat.unmute(request.caller, request.params.gameId),
  );

  app.get(
    '/games/:gameId/notes',
    {
      schema: {
        tags,
        operationId: 'getNotes',
        summary: 'Your private notes on a game, by version (nobody else ever reads them)',
        security: requiredAuth,
        params: gameParams,
        response: { 200: gameNotesSchema, ...errorResponses },
      },
    },
    (request) => ops.chat.notes(request.caller, request.params.gameId),
  );

  app.put(
    '/games/:gameId/notes',
    {
      schema: {
        tags,
        operationId: 'writeNote',
        summary: 'Write your private note at a version of the game (empty text removes it)',
        description: 'A version beyond the game’s is 409 NOTE_VERSION_AHEAD.',
        security: requiredAuth,
        params: gameParams,
        body: noteBody,
        response: { 200: gameNotesSchema, ...errorResponses },
      },
    },
    (request) =>
      ops.chat.writeNote(
        request.caller,
        request.params.gameId,
        request.body.version,
        request.body.body,
      ),
  );
  return Promise.resolve();
};
