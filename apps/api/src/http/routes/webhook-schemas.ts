/** The REST shapes of webhooks (issue 18 item 7). Inputs are checked by the service's zod. */
import { z } from 'zod';
import { DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from '../../db/schema.ts';
import { decimalInteger, idSchema } from '../edge-inputs.ts';
import { deliveryIdSchema } from '../operations/webhooks.ts';

const iso = z.iso.datetime({ offset: true }).describe('ISO 8601 timestamp');
const eventType = z.enum(WEBHOOK_EVENT_TYPES);

export const webhookSchema = z
  .object({
    id: z.string(),
    gameId: z.string().nullable().describe('null: an account webhook; else a table channel'),
    url: z.string(),
    description: z.string(),
    eventTypes: z.array(eventType),
    enabled: z.boolean(),
    disabledReason: z
      .string()
      .nullable()
      .describe('gone (it answered 410) or failures (too many in a row); null otherwise'),
    consecutiveFailures: z.number().int().nonnegative(),
    previousSecretUntil: iso
      .nullable()
      .describe('After a rotation: until when the old secret still signs beside the new'),
    createdAt: iso,
    updatedAt: iso,
  })
  .meta({ id: 'Webhook' });

export const webhookWithSecretSchema = z
  .object({
    webhook: webhookSchema,
    secret: z.string().describe('whsec_…: shown once, keep it where your receiver reads it'),
  })
  .meta({ id: 'WebhookWithSecret' });

export const deliverySchema = z
  .object({
    id: z.string().describe('Also the webhook-id header: your idempotency key'),
    webhookId: z.string(),
    eventType,
    status: z.enum(DELIVERY_STATUSES),
    attempts: z.number().int().nonnegative(),
    nextRetryAt: iso.nullable(),
    lastResponseCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    lastAttemptAt: iso.nullable(),
    createdAt: iso,
  })
  .meta({ id: 'WebhookDelivery' });

export const newWebhookBody = z.object({
  url: z.string().describe('https URL of your receiver (Discord and Slack URLs get a message)'),
  eventTypes: z.array(z.string()).describe(`Any of: ${WEBHOOK_EVENT_TYPES.join(', ')}`),
  description: z.string().optional(),
});

export const webhookPatchBody = z.object({
  url: z.string().optional(),
  eventTypes: z.array(z.string()).optional(),
  description: z.string().optional(),
  enabled: z.boolean().optional().describe('true enables a disabled webhook again'),
});

export const webhookParams = z.object({ webhookId: idSchema });
export const gameParams = z.object({ gameId: idSchema });
export const deliveryParams = z.object({ deliveryId: deliveryIdSchema });
export const deliveriesQuery = z.object({ limit: decimalInteger(1, 100).optional() });
