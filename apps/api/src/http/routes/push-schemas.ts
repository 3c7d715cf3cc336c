/** The REST shapes of web push. A subscription's body is checked by the service (one code). */
import { z } from 'zod';
import { idSchema } from '../edge-inputs.ts';

export const vapidPublicKeySchema = z
  .object({
    publicKey: z
      .string()
      .describe("The server's VAPID public key (base64url): PushManager's applicationServerKey"),
  })
  .meta({ id: 'VapidPublicKey' });

export const pushSubscriptionInfoSchema = z
  .object({
    id: z.string(),
    endpointOrigin: z
      .string()
      .describe("The push service's origin, e.g. https://fcm.googleapis.com"),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PushSubscriptionInfo' });

export const pushSubscriptionListSchema = z
  .object({ subscriptions: z.array(pushSubscriptionInfoSchema) })
  .meta({ id: 'PushSubscriptionList' });

/**
 * A browser's `PushSubscription.toJSON()`. Every field is checked by the service, so that any bad
 * subscription is PUSH_SUBSCRIPTION_INVALID (or PUSH_ENDPOINT_NOT_ALLOWED), whatever is wrong.
 */
export const pushSubscriptionBody = z
  .object({
    endpoint: z.unknown().optional().describe("The push service's https URL for this browser"),
    expirationTime: z.unknown().optional().describe('Milliseconds since the epoch, or null'),
    keys: z
      .unknown()
      .optional()
      .describe('{ p256dh: base64url P-256 public key (65 bytes), auth: base64url (16 bytes) }'),
  })
  .meta({ id: 'PushSubscriptionInput' });

export const unsubscribeBody = z.object({
  endpoint: z.unknown().optional().describe("The endpoint of the browser's subscription"),
});

export const unsubscribedSchema = z
  .object({ removed: z.boolean().describe('Whether you had a subscription with that endpoint') })
  .meta({ id: 'PushUnsubscribed' });

export const pushSubscriptionParams = z.object({ subscriptionId: idSchema });
