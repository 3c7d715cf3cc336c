/**
 * Signed webhooks over REST (issue 18 item 7): your account webhooks under /me/webhooks, a game's
 * table channels under /games/:gameId/webhooks (seated players only), and per webhook: update,
 * delete, rotate the secret, send a test, read the delivery log, redeliver one delivery.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, requiredAuth } from './common.ts';
import type { RouteDeps } from './common.ts';
import {
  deliveriesQuery,
  deliveryParams,
  deliverySchema,
  gameParams,
  newWebhookBody,
  webhookParams,
  webhookPatchBody,
  webhookSchema,
  webhookWithSecretSchema,
} from './webhook-schemas.ts';

const tags = ['webhooks'];
const security = requiredAuth;

export const webhookRoutes: FastifyPluginAsyncZod<RouteDeps> = (app, { ops }) => {
  const hooks = ops.webhooks;
  app.get(
    '/me/webhooks',
    {
      schema: {
        tags,
        operationId: 'listWebhooks',
        summary: 'Your account webhooks (all your games); never their secrets',
        security,
        response: { 200: z.object({ webhooks: z.array(webhookSchema) }), ...errorResponses },
      },
    },
    async (request) => ({ webhooks: await hooks.list(request.caller) }),
  );

  app.post(
    '/me/webhooks',
    {
      schema: {
        tags,
        operationId: 'createWebhook',
        summary: 'Add an account webhook; its secret is in this response only',
        security,
        body: newWebhookBody,
        response: { 201: webhookWithSecretSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await hooks.create(request.caller, request.body)),
  );

  app.get(
    '/games/:gameId/webhooks',
    {
      schema: {
        tags,
        operationId: 'listTableChannels',
        summary: "A game's table channels (seated players only)",
        security,
        params: gameParams,
        response: { 200: z.object({ webhooks: z.array(webhookSchema) }), ...errorResponses },
      },
    },
    async (request) => ({ webhooks: await hooks.listTable(request.caller, request.params.gameId) }),
  );

  app.post(
    '/games/:gameId/webhooks',
    {
      schema: {
        tags,
        operationId: 'createTableChannel',
        summary: 'Add a table channel to a game you are seated in (e.g. your group’s Discord)',
        security,
        params: gameParams,
        body: newWebhookBody,
        response: { 201: webhookWithSecretSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await hooks.createTable(request.caller, request.params.gameId, request.body)),
  );

  app.get(
    '/webhooks/:webhookId',
    {
      schema: {
        tags,
        operationId: 'getWebhook',
        summary: 'One webhook you may manage',
        security,
        params: webhookParams,
        response: { 200: webhookSchema, ...errorResponses },
      },
    },
    (request) => hooks.get(request.caller, request.params.webhookId),
  );

  app.patch(
    '/webhooks/:webhookId',
    {
      schema: {
        tags,
        operationId: 'updateWebhook',
        summary: 'Change URL, event types, description; enabled: true turns it on again',
        security,
        params: webhookParams,
        body: webhookPatchBody,
        response: { 200: webhookSchema, ...errorResponses },
      },
    },
    (request) => hooks.update(request.caller, request.params.webhookId, request.body),
  );

  app.delete(
    '/webhooks/:webhookId',
    {
      schema: {
        tags,
        operationId: 'deleteWebhook',
        summary: 'Delete a webhook and its delivery log',
        security,
        params: webhookParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await hooks.remove(request.caller, request.params.webhookId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/webhooks/:webhookId/rotate',
    {
      schema: {
        tags,
        operationId: 'rotateWebhookSecret',
        summary: 'A new secret (in this response only); the old one signs beside it for a while',
        security,
        params: webhookParams,
        response: { 200: webhookWithSecretSchema, ...errorResponses },
      },
    },
    (request) => hooks.rotate(request.caller, request.params.webhookId),
  );

  app.post(
    '/webhooks/:webhookId/test',
    {
      schema: {
        tags,
        operationId: 'sendWebhookTest',
        summary: 'Send a test event; the delivery as the log shows it',
        security,
        params: webhookParams,
        response: { 202: deliverySchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await hooks.sendTest(request.caller, request.params.webhookId)),
  );

  app.get(
    '/webhooks/:webhookId/deliveries',
    {
      schema: {
        tags,
        operationId: 'listWebhookDeliveries',
        summary: 'The delivery log of a webhook, newest first',
        security,
        params: webhookParams,
        querystring: deliveriesQuery,
        response: { 200: z.object({ deliveries: z.array(deliverySchema) }), ...errorResponses },
      },
    },
    async (request) => ({
      deliveries: await hooks.deliveries(
        request.caller,
        request.params.webhookId,
        request.query.limit,
      ),
    }),
  );

  app.post(
    '/webhook-deliveries/:deliveryId/redeliver',
    {
      schema: {
        tags,
        operationId: 'redeliverWebhook',
        summary: 'Send a delivery again: the same message and webhook-id, a new round of attempts',
        security,
        params: deliveryParams,
        response: { 202: deliverySchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await hooks.redeliver(request.caller, request.params.deliveryId)),
  );

  return Promise.resolve();
};
