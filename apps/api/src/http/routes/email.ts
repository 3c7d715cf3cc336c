/**
 * E-mail over REST (issue 18 items 3 and 4): your address and its verification, the link's
 * verification, the one-click unsubscribe of RFC 8058 (POST `List-Unsubscribe=One-Click` as a
 * form, as mail clients send it, without signing in), and the local outbox for administrators.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, requiredAuth, sessionOnly } from './common.ts';
import type { RouteDeps } from './common.ts';
import {
  emailStatusSchema,
  outboxMessageParams,
  outboxMessageSchema,
  outboxPageQuery,
  outboxPageSchema,
  resendVerificationBody,
  setEmailBody,
  unsubscribedSchema,
  unsubscribeQuery,
  verifyEmailBody,
} from './email-schemas.ts';

const tags = ['email'];

export const emailRoutes: FastifyPluginAsyncZod<RouteDeps> = (app, { ops }) => {
  // Mail clients POST the one-click unsubscribe as a form (RFC 8058); only this plugin reads it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get(
    '/me/email',
    {
      schema: {
        tags,
        operationId: 'getEmailStatus',
        summary: 'Your e-mail address and whether it is verified',
        security: requiredAuth,
        response: { 200: emailStatusSchema, ...errorResponses },
      },
    },
    (request) => ops.email.status(request.caller),
  );

  app.put(
    '/me/email',
    {
      schema: {
        tags,
        operationId: 'setEmailAddress',
        summary: 'Set or change your e-mail address; a verification link is mailed to it',
        description:
          'The address is unverified until the link is opened; nothing but that mail is sent to ' +
          'it meanwhile. EMAIL_INVALID (400) for a malformed address, changing nothing.',
        security: sessionOnly,
        body: setEmailBody,
        response: { 200: emailStatusSchema, ...errorResponses },
      },
    },
    (request) => ops.email.setAddress(request.caller, request.body),
  );

  app.post(
    '/me/email/verification',
    {
      schema: {
        tags,
        operationId: 'resendEmailVerification',
        summary: 'Mail the verification link again (at most once a minute)',
        security: sessionOnly,
        body: resendVerificationBody,
        response: { 200: emailStatusSchema, ...errorResponses },
      },
    },
    (request) => ops.email.resendVerification(request.caller, request.body ?? {}),
  );

  app.post(
    '/email/verify',
    {
      schema: {
        tags,
        operationId: 'verifyEmail',
        summary: 'Verify an address with the token of its link (no sign-in needed)',
        description: 'EMAIL_TOKEN_INVALID (400) or EMAIL_TOKEN_EXPIRED (410, after 24 h).',
        body: verifyEmailBody,
        response: { 200: emailStatusSchema, ...errorResponses },
      },
    },
    (request) => ops.email.verify(request.body.token),
  );

  app.post(
    '/email/unsubscribe',
    {
      schema: {
        tags,
        operationId: 'unsubscribeEmail',
        summary: 'One-click unsubscribe (RFC 8058): turn e-mail off for the kinds of the link',
        description:
          'The target of List-Unsubscribe; mail clients POST List-Unsubscribe=One-Click as a ' +
          'form. The token is the credential: no sign-in.',
        querystring: unsubscribeQuery,
        response: { 200: unsubscribedSchema, ...errorResponses },
      },
    },
    (request) => ops.email.unsubscribe(request.query.token),
  );

  app.get(
    '/email/unsubscribe',
    {
      schema: {
        tags,
        operationId: 'unsubscribeEmailPage',
        summary: 'A person opening the unsubscribe URL: redirects to the page that confirms it',
        querystring: unsubscribeQuery,
        response: { 303: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const search = new URLSearchParams({ token: request.query.token }).toString();
      const target = `/email/unsubscribe?${search}`;
      return reply.status(303).header('location', target).send(null);
    },
  );

  app.get(
    '/admin/mail',
    {
      schema: {
        tags,
        operationId: 'listOutbox',
        summary: 'The local outbox, newest first (administrators only: TAVOLO_ADMINS)',
        security: requiredAuth,
        querystring: outboxPageQuery,
        response: { 200: outboxPageSchema, ...errorResponses },
      },
    },
    (request) => ops.email.outbox(request.caller, request.query),
  );

  app.get(
    '/admin/mail/:messageId',
    {
      schema: {
        tags,
        operationId: 'getOutboxMessage',
        summary: 'One message of the local outbox: headers, text, HTML, raw (administrators only)',
        security: requiredAuth,
        params: outboxMessageParams,
        response: { 200: outboxMessageSchema, ...errorResponses },
      },
    },
    (request) => ops.email.outboxMessage(request.caller, request.params.messageId),
  );

  return Promise.resolve();
};
