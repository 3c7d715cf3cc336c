/** Profiles, following, blocks and reports (issue 21 items 1 and 7): operations/social.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameListSchema, listQuery } from '../schemas.ts';
import { readonlyList } from '../../service/summary-schema.ts';
import { errorResponses, optionalAuth, requiredAuth } from './common.ts';
import type { RouteDeps } from './common.ts';
import {
  myProfileSchema,
  playerListSchema,
  profileEditBody,
  publicProfileSchema,
  reportBody,
  reportSchema,
  usernameParams,
} from './social-schemas.ts';

const tags = ['players'];
const players = { 200: playerListSchema, ...errorResponses };

export const socialRoutes: FastifyPluginAsyncZod<RouteDeps> = (app, { ops }) => {
  app.get(
    '/players/:username',
    {
      schema: {
        tags,
        operationId: 'getPlayerProfile',
        summary: "A player's public profile: figures per title, recent games, games in play",
        security: optionalAuth,
        params: usernameParams,
        response: { 200: publicProfileSchema, ...errorResponses },
      },
    },
    async (request) => ops.social.profile(request.caller, request.params.username),
  );

  app.get(
    '/me/profile',
    {
      schema: {
        tags,
        operationId: 'getMyProfile',
        summary: 'Your bio, country and time zone',
        security: requiredAuth,
        response: { 200: myProfileSchema, ...errorResponses },
      },
    },
    async (request) => ops.social.myProfile(request.caller),
  );

  app.patch(
    '/me/profile',
    {
      schema: {
        tags,
        operationId: 'editMyProfile',
        summary: 'Edit your bio, country and time zone (absent fields stay as they are)',
        security: requiredAuth,
        body: profileEditBody,
        response: { 200: myProfileSchema, ...errorResponses },
      },
    },
    async (request) => ops.social.editProfile(request.caller, request.body),
  );

  app.put(
    '/me/following/:username',
    {
      schema: {
        tags,
        operationId: 'followPlayer',
        summary: 'Follow a player; answers whom you follow',
        security: requiredAuth,
        params: usernameParams,
        response: players,
      },
    },
    async (request) => ({
      players: await ops.social.follow(request.caller, request.params.username),
    }),
  );

  app.delete(
    '/me/following/:username',
    {
      schema: {
        tags,
        operationId: 'unfollowPlayer',
        summary: 'Stop following a player; answers whom you follow',
        security: requiredAuth,
        params: usernameParams,
        response: players,
      },
    },
    async (request) => ({
      players: await ops.social.unfollow(request.caller, request.params.username),
    }),
  );

  app.get(
    '/me/following',
    {
      schema: {
        tags,
        operationId: 'listFollowing',
        summary: 'Whom you follow, the newest first',
        security: requiredAuth,
        response: players,
      },
    },
    async (request) => ({ players: await ops.social.following(request.caller) }),
  );

  app.get(
    '/me/followers',
    {
      schema: {
        tags,
        operationId: 'listFollowers',
        summary: 'Who follows you, the newest first',
        security: requiredAuth,
        response: players,
      },
    },
    async (request) => ({ players: await ops.social.followers(request.caller) }),
  );

  app.get(
    '/me/following/games',
    {
      schema: {
        tags,
        operationId: 'listFollowingGames',
        summary: "Friends' games in play: public games in play of the players you follow",
        security: requiredAuth,
        response: { 200: gameListSchema, ...errorResponses },
      },
    },
    async (request) => ({ games: await ops.social.followingGames(request.caller) }),
  );

  app.put(
    '/me/blocks/:username',
    {
      schema: {
        tags,
        operationId: 'blockPlayer',
        summary: 'Block a player; answers whom you block',
        description:
          'Both ways, neither may join a game the other created or sits in, nor invite the ' +
          'other (PLAYER_BLOCKED); the lobby hides their open games from each other.',
        security: requiredAuth,
        params: usernameParams,
        response: players,
      },
    },
    async (request) => ({
      players: await ops.social.block(request.caller, request.params.username),
    }),
  );

  app.delete(
    '/me/blocks/:username',
    {
      schema: {
        tags,
        operationId: 'unblockPlayer',
        summary: 'Unblock a player; answers whom you block',
        security: requiredAuth,
        params: usernameParams,
        response: players,
      },
    },
    async (request) => ({
      players: await ops.social.unblock(request.caller, request.params.username),
    }),
  );

  app.get(
    '/me/blocks',
    {
      schema: {
        tags,
        operationId: 'listBlocks',
        summary: 'Whom you block, the newest first',
        security: requiredAuth,
        response: players,
      },
    },
    async (request) => ({ players: await ops.social.blocks(request.caller) }),
  );

  app.post(
    '/players/:username/reports',
    {
      schema: {
        tags,
        operationId: 'reportPlayer',
        summary: 'Report a player to the administrators',
        security: requiredAuth,
        params: usernameParams,
        body: reportBody,
        response: { 201: z.object({ id: z.string() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await ops.social.report(
        request.caller,
        request.params.username,
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/admin/reports',
    {
      schema: {
        tags,
        operationId: 'listPlayerReports',
        summary: 'Reports of players, the newest first (administrators only)',
        security: requiredAuth,
        querystring: listQuery,
        response: { 200: z.object({ reports: readonlyList(reportSchema) }), ...errorResponses },
      },
    },
    async (request) => ({
      reports: await ops.social.reports(request.caller, request.query.limit),
    }),
  );

  return Promise.resolve();
};
