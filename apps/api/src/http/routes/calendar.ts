/**
 * Calendar feeds: the account's feed (REST under /api/v1, a session only) and the feed itself at
 * `/calendar/<secret>.ics`, outside the API prefix so that calendar applications can subscribe
 * to a plain URL. The secret is the credential: no cookie or token is read there.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, sessionOnly } from './common.ts';
import type { RouteDeps } from './common.ts';

const tags = ['calendar'];

const iso = z.iso.datetime({ offset: true });

export const calendarFeedInfoSchema = z
  .object({
    prefix: z.string().describe("The first characters of the feed's secret, to recognise it"),
    createdAt: iso,
  })
  .meta({ id: 'CalendarFeed' });

export const createdCalendarFeedSchema = z
  .object({
    token: z.string().describe('The secret: shown once, store the URL now'),
    path: z.string().describe('/calendar/<token>.ics: join it to this server’s origin'),
    info: calendarFeedInfoSchema,
  })
  .meta({ id: 'CreatedCalendarFeed' });

export const calendarRoutes: FastifyPluginAsyncZod<RouteDeps> = (app, { ops }) => {
  app.get(
    '/calendar',
    {
      schema: {
        tags,
        operationId: 'getCalendarFeed',
        summary: 'Your calendar feed (never its secret); feed is null until you make one',
        security: sessionOnly,
        response: {
          200: z.object({ feed: calendarFeedInfoSchema.nullable() }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ feed: await ops.calendar.feed(request.caller) }),
  );

  app.post(
    '/calendar/regenerate',
    {
      schema: {
        tags,
        operationId: 'regenerateCalendarFeed',
        summary: 'Make a new secret URL for your calendar feed; the old URL stops working',
        description:
          'The feed (iCalendar) has one event per game where it is your move, at your deadline. ' +
          'Its secret is in this response only.',
        security: sessionOnly,
        response: { 201: createdCalendarFeedSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await ops.calendar.regenerate(request.caller)),
  );

  return Promise.resolve();
};

const FEED_FILE = /^(?<token>[^/]+)\.ics$/;

export const calendarFeedRoute: FastifyPluginAsyncZod<RouteDeps> = (app, { ops }) => {
  app.get(
    '/calendar/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().max(200) }),
        // iCalendar text: sent as it is (a text/calendar body is never JSON-serialised).
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const token = FEED_FILE.exec(request.params.file)?.groups?.['token'] ?? '';
      const origin = `${request.protocol}://${request.host}`;
      const text = await ops.calendar.feedText(token, origin);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex')
        .send(text);
    },
  );
  return Promise.resolve();
};
