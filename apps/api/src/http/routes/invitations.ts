/** Invitations of a named account to an open game (ADR 0035). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameParams } from '../schemas.ts';
import { errorResponses, requiredAuth } from './common.ts';
import type { RouteDeps } from './common.ts';

export const invitationBody = z.object({
  username: z.string().describe('The username of the account to invite'),
});

export const invitationSchema = z
  .object({
    gameId: z.string(),
    invitee: z.object({ username: z.string(), displayName: z.string() }),
    invitedAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Invitation' });

export const invitationRoutes: FastifyPluginAsyncZod<RouteDeps> = (app, { ops }) => {
  app.post(
    '/games/:gameId/invitations',
    {
      schema: {
        tags: ['lobby'],
        operationId: 'invitePlayer',
        summary: 'Invite an account by username to a game that has not started',
        description:
          'For the game’s creator and seated players. The invitee gets an `invited` ' +
          'notification and may then join the game, private or not, without its invite code. ' +
          'Refusals: 404 USERNAME_NOT_FOUND, 400 SELF_INVITATION, 409 ALREADY_SEATED, ' +
          '409 GAME_ALREADY_STARTED, 409 GAME_FULL, 403 INVITER_NOT_IN_GAME, ' +
          '409 ALREADY_INVITED (no second notification), 429 TOO_MANY_INVITATIONS.',
        security: requiredAuth,
        params: gameParams,
        body: invitationBody,
        response: { 201: invitationSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await ops.invitations.invite(
            request.caller,
            request.params.gameId,
            request.body.username,
          ),
        ),
  );
  return Promise.resolve();
};
