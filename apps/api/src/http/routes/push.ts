/**
 * Web push over REST (issue 18 item 6): the server's public VAPID key for anyone; your browsers'
 * subscriptions — subscribe, list, remove one by id, unsubscribe this browser by its endpoint.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, requiredAuth } from './common.ts';
import type { RouteDeps } from './common.ts';
import {
  pushSubscriptionBody,
  pushSubscriptionInfoSchema,
  pushSubscriptionListSchema,
  pushSubscriptionParams,
  unsubscribeBody,
  unsubscribedSchema,
  vapidPublicKeySchema,
} from './push-schemas.ts';

const tags = ['push'];

export const pushRoutes: FastifyPluginAsyncZod<RouteDeps> = (app, { ops }) => {
  app.get(
    '/push/vapid-public-key',
    {
      schema: {
        tags,
        operationId: 'getVapidPublicKey',
        summary: "The server's VAPID public key, to subscribe a browser with (no sign-in needed)",
        response: { 200: vapidPublicKeySchema, ...errorResponses },
      },
    },
    async () => ({ publicKey: await ops.push.publicKey() }),
  );

  app.get(
    '/me/push-subscriptions',
    {
      schema: {
        tags,
        operationId: 'listPushSubscriptions',
        summary: "Your browsers' push subscriptions (the push service's origin, never the keys)",
        security: requiredAuth,
        response: { 200: pushSubscriptionListSchema, ...errorResponses },
      },
    },
    async (request) => ({ subscriptions: await ops.push.list(request.caller) }),
  );

  app.post(
    '/me/push-subscriptions',
    {
      schema: {
        tags,
        operationId: 'subscribePush',
        summary: "Subscribe a browser to your notifications (its PushSubscription's JSON)",
        description:
          'The same endpoint again replaces its keys (and moves it to you if another account ' +
          'had it). PUSH_SUBSCRIPTION_INVALID for a malformed subscription, ' +
          'PUSH_ENDPOINT_NOT_ALLOWED for an endpoint that is not an https URL of a public host.',
        security: requiredAuth,
        body: pushSubscriptionBody,
        response: { 201: pushSubscriptionInfoSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const subscription = await ops.push.subscribe(request.caller, request.body);
      return reply.status(201).send(subscription);
    },
  );

  app.post(
    '/me/push-subscriptions/unsubscribe',
    {
      schema: {
        tags,
        operationId: 'unsubscribePush',
        summary: 'Unsubscribe a browser by its endpoint (not an error if it was not subscribed)',
        security: requiredAuth,
        body: unsubscribeBody,
        response: { 200: unsubscribedSchema, ...errorResponses },
      },
    },
    async (request) => ({
      removed: await ops.push.unsubscribe(request.caller, request.body.endpoint),
    }),
  );

  app.delete(
    '/me/push-subscriptions/:subscriptionId',
    {
      schema: {
        tags,
        operationId: 'removePushSubscription',
        summary: 'Remove one of your push subscriptions (PUSH_SUBSCRIPTION_NOT_FOUND if not yours)',
        security: requiredAuth,
        params: pushSubscriptionParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await ops.push.remove(request.caller, request.params.subscriptionId);
      return reply.status(204).send(null);
    },
  );

  return Promise.resolve();
};
