/**
 * The notification parts of the server's configuration (issue 18), from the environment: the
 * public address links point at, the delivery engine's pace (or none), and the e-mail, push and
 * webhook settings. config.ts spreads them into the Config.
 */
import { z } from 'zod';
import { ServiceError } from '../errors.ts';
import { deliveryConfigOf, deliveryEnvironmentSchema, publicUrlOf } from './delivery-config.ts';
import type { DeliveryConfig } from './delivery-config.ts';
import { parseEmailConfig } from './email/email-config.ts';
import type { EmailConfig } from './email/email-config.ts';
import { parsePushConfig } from './push/push-config.ts';
import type { PushConfig } from './push/push-config.ts';
import { parseWebhookEnv } from './webhooks/webhook-config.ts';
import type { WebhookSettings } from './webhooks/webhook-config.ts';

export interface NotificationConfig {
  readonly publicUrl: URL;
  /** Absent: TAVOLO_DELIVERY=off. */
  readonly delivery?: DeliveryConfig;
  readonly email: EmailConfig;
  readonly push: PushConfig;
  readonly webhooks: WebhookSettings;
}

export function notificationConfigOf(
  environment: Readonly<Record<string, string | undefined>>,
  listening: { readonly host: string; readonly port: number },
): NotificationConfig {
  const parsed = deliveryEnvironmentSchema.safeParse(environment);
  if (!parsed.success) throw new ServiceError('INVALID_CONFIG', z.prettifyError(parsed.error));
  const publicUrl = publicUrlOf(parsed.data, listening);
  const delivery = deliveryConfigOf(parsed.data);
  return {
    publicUrl,
    ...(delivery === undefined ? {} : { delivery }),
    email: parseEmailConfig(environment),
    push: parsePushConfig(environment),
    // Webhook links go to the server's public address too.
    webhooks: { ...parseWebhookEnv(environment), publicUrl: publicUrl.href.replace(/\/+$/, '') },
  };
}
