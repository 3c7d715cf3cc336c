/**
 * The inbox over REST (issue 17 items 8 and 9): your notifications (paged, newest first, an
 * unread filter), their status — unread count and newest — with an ETag and a long-poll for
 * clients that cannot hold a socket, marking read, and your reminder ladder.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Operations } from '../operations.ts';
import { inboxEtag } from '../operations/inbox.ts';
import { disconnectSignal, errorResponses, requiredAuth } from './common.ts';
import {
  inboxStatusQuery,
  inboxStatusSchema,
  notificationPageQuery,
  notificationPageSchema,
  notificationParams,
  reminderSettingsBody,
  reminderSettingsSchema,
} from './inbox-schemas.ts';

const tags = ['inbox'];

export interface InboxRouteDeps {
  readonly ops: Operations;
  /** Aborts when the server starts closing: a long-poll then answers at once. */
  readonly draining: AbortSignal;
}

export const inboxRoutes: FastifyPluginAsyncZod<InboxRouteDeps> = (app, { ops, draining }) => {
  app.get(
    '/me/notifications',
    {
      schema: {
        tags,
        operationId: 'listNotifications',
        summary: 'Your notifications, newest first (page with `before`; `unread=true` filters)',
        security: requiredAuth,
        querystring: notificationPageQuery,
        response: { 200: notificationPageSchema, ...errorResponses },
      },
    },
    (request) => {
      const { limit, before, unread } = request.query;
      return ops.inbox.list(request.caller, {
        ...(limit === undefined ? {} : { limit }),
        ...(before === undefined ? {} : { before }),
        unreadOnly: unread === 'true',
      });
    },
  );

  app.get(
    '/me/inbox',
    {
      schema: {
        tags,
        operationId: 'getInboxStatus',
        summary: 'Your unread count and newest notification (ETag; long-poll with ?wait=N)',
        description:
          'Send If-None-Match with the ETag you hold and ?wait=N to be answered as soon as ' +
          'your inbox changes, in any API process (304 after N s).',
        security: requiredAuth,
        querystring: inboxStatusQuery,
        response: { 200: inboxStatusSchema, 304: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const held = request.headers['if-none-match'];
      const status = await ops.inbox.heldStatus(request.caller, {
        held,
        waitMs: (request.query.wait ?? 0) * 1000,
        signal: AbortSignal.any([disconnectSignal(reply), draining]),
      });
      const etag = inboxEtag(status);
      void reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (held === etag) return reply.status(304).send(null);
      return status;
    },
  );

  app.post(
    '/me/notifications/:notificationId/read',
    {
      schema: {
        tags,
        operationId: 'markNotificationRead',
        summary: 'Mark one of your notifications read (NOTIFICATION_NOT_FOUND if not yours)',
        security: requiredAuth,
        params: notificationParams,
        response: { 200: inboxStatusSchema, ...errorResponses },
      },
    },
    (request) => ops.inbox.markRead(request.caller, request.params.notificationId),
  );

  app.post(
    '/me/notifications/read-all',
    {
      schema: {
        tags,
        operationId: 'markAllNotificationsRead',
        summary: 'Mark all your notifications read',
        security: requiredAuth,
        response: { 200: inboxStatusSchema, ...errorResponses },
      },
    },
    (request) => ops.inbox.markAllRead(request.caller),
  );

  app.get(
    '/me/reminders',
    {
      schema: {
        tags,
        operationId: 'getReminderSettings',
        summary: 'Your reminder ladder (default: 24 h, 4 h and 1 h before a deadline)',
        security: requiredAuth,
        response: { 200: reminderSettingsSchema, ...errorResponses },
      },
    },
    (request) => ops.inbox.reminderSettings(request.caller),
  );

  app.put(
    '/me/reminders',
    {
      schema: {
        tags,
        operationId: 'setReminderSettings',
        summary: 'Set your reminder ladder ([] turns reminders off)',
        security: requiredAuth,
        body: reminderSettingsBody,
        response: { 200: reminderSettingsSchema, ...errorResponses },
      },
    },
    (request) => ops.inbox.setReminderSettings(request.caller, request.body),
  );

  return Promise.resolve();
};
