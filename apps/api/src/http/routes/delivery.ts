/**
 * Delivery preferences over REST (issue 18 item 2): `GET /me/delivery` and `PATCH /me/delivery`
 * (only what the body names changes; a bad value changes nothing).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES } from '../../delivery/contract.ts';
import {
  kindPreferenceSchema,
  preferencesUpdateSchema,
  quietHoursSchema,
} from '../../delivery/preferences.ts';
import { NOTIFICATION_KINDS } from '../../db/schema.ts';
import { errorResponses, requiredAuth } from './common.ts';
import type { RouteDeps } from './common.ts';

const tags = ['delivery'];

export const deliveryPreferencesSchema = z
  .object({
    kinds: z
      .record(z.enum(NOTIFICATION_KINDS), kindPreferenceSchema.meta({ id: 'KindPreference' }))
      .describe('Per notification kind: e-mail (immediate, digest, never), push, webhooks'),
    quietHours: quietHoursSchema
      .meta({ id: 'QuietHours' })
      .nullable()
      .describe('No e-mail or push in this window of local time (HH:MM–HH:MM); null: none'),
    digestHour: z.number().int().describe('The local hour the daily digest is sent at'),
    locale: z.enum(LOCALES).describe('The language of e-mail and push messages'),
    timeZone: z.string().describe('Your time zone (set with PUT /me/time-zone)'),
  })
  .meta({ id: 'DeliveryPreferences' });

export const deliveryRoutes: FastifyPluginAsyncZod<RouteDeps> = (app, { ops }) => {
  app.get(
    '/me/delivery',
    {
      schema: {
        tags,
        operationId: 'getDeliveryPreferences',
        summary: 'Where your notifications go besides the inbox, and when',
        security: requiredAuth,
        response: { 200: deliveryPreferencesSchema, ...errorResponses },
      },
    },
    (request) => ops.delivery.preferences(request.caller),
  );

  app.patch(
    '/me/delivery',
    {
      schema: {
        tags,
        operationId: 'updateDeliveryPreferences',
        summary: 'Change your delivery preferences (only what the body names)',
        security: requiredAuth,
        body: preferencesUpdateSchema.meta({ id: 'DeliveryPreferencesUpdate' }),
        response: { 200: deliveryPreferencesSchema, ...errorResponses },
      },
    },
    (request) => ops.delivery.setPreferences(request.caller, request.body),
  );

  return Promise.resolve();
};
