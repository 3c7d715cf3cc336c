/**
 * Sign up, sign in, sign out, the current session, and personal API tokens. A session is an
 * httpOnly SameSite=Lax cookie; its CSRF token is handed out with it and must accompany every
 * unsafe request the cookie authenticates.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authRateLimit } from '../plugins/security.ts';
import type { SignedIn } from '../ports.ts';
import {
  createTokenBody,
  createdTokenSchema,
  sessionSchema,
  signInBody,
  signUpBody,
  tokenIdParams,
  tokenInfoSchema,
} from './account-schemas.ts';
import { errorResponses, sessionOnly } from './common.ts';
import type { RouteDeps } from './common.ts';

const tags = ['accounts'];

export const accountRoutes: FastifyPluginAsyncZod<RouteDeps> = (app, { ops, limits }) => {
  const startSession = (reply: FastifyReply, signedIn: SignedIn) => {
    app.sessionCookies.set(reply, signedIn.sessionToken, signedIn.expiresAt);
    return {
      account: signedIn.account,
      expiresAt: signedIn.expiresAt,
      csrfToken: reply.generateCsrf(),
    };
  };

  app.post(
    '/auth/sign-up',
    {
      config: authRateLimit(limits),
      schema: {
        tags,
        operationId: 'signUp',
        summary: 'Create an account and sign in (sets the session cookie)',
        body: signUpBody,
        response: { 201: sessionSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const signedIn = await ops.account.signUp(request.body);
      return reply.status(201).send(startSession(reply, signedIn));
    },
  );

  app.post(
    '/auth/sign-in',
    {
      config: authRateLimit(limits),
      schema: {
        tags,
        operationId: 'signIn',
        summary: 'Sign in (sets the session cookie)',
        description:
          'An unknown username and a wrong password are the same 401 INVALID_CREDENTIALS. After ' +
          'repeated failures for a username or from an address, every attempt (even with the ' +
          'right password) is 429 SIGN_IN_THROTTLED with Retry-After, until the lock ends.',
        body: signInBody,
        response: { 200: sessionSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      startSession(reply, await ops.account.signIn(request.body, request.ip)),
  );

  app.post(
    '/auth/sign-out',
    {
      schema: {
        tags,
        operationId: 'signOut',
        summary: 'End the current session (clears the cookie)',
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await ops.account.signOut(request.caller);
      app.sessionCookies.clear(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/session',
    {
      schema: {
        tags,
        operationId: 'getSession',
        summary: 'The signed-in account and a CSRF token for the session',
        security: sessionOnly,
        response: { 200: sessionSchema, ...errorResponses },
      },
    },
    async (request, reply) => ({
      ...(await ops.account.session(request.caller)),
      csrfToken: reply.generateCsrf(),
    }),
  );

  app.get(
    '/tokens',
    {
      schema: {
        tags,
        operationId: 'listTokens',
        summary: 'Your API tokens (never their secrets)',
        security: sessionOnly,
        response: { 200: z.object({ tokens: z.array(tokenInfoSchema) }), ...errorResponses },
      },
    },
    async (request) => {
      return { tokens: await ops.account.listTokens(request.caller) };
    },
  );

  app.post(
    '/tokens',
    {
      schema: {
        tags,
        operationId: 'createToken',
        summary: 'Create an API token; its secret is in this response only',
        security: sessionOnly,
        body: createTokenBody,
        response: { 201: createdTokenSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await ops.account.createToken(request.caller, request.body);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/tokens/:tokenId',
    {
      schema: {
        tags,
        operationId: 'revokeToken',
        summary: 'Revoke an API token',
        security: sessionOnly,
        params: tokenIdParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await ops.account.revokeToken(request.caller, request.params.tokenId);
      return reply.status(204).send(null);
    },
  );

  return Promise.resolve();
};
