/**
 * Checking a Tavolo webhook offline (issue 18 item 11), with the `standardwebhooks` library the
 * server signs with: the `webhook-signature` must hold a valid `v1,` signature of
 * `<webhook-id>.<webhook-timestamp>.<body>` by the secret (during a rotation it holds one per
 * valid secret), and the timestamp must be within five minutes of now (a replay is refused).
 */
import { Webhook, WebhookVerificationError } from 'standardwebhooks';

export interface WebhookHeaders {
  readonly 'webhook-id': string;
  readonly 'webhook-timestamp': string;
  readonly 'webhook-signature': string;
}

export type WebhookVerdict =
  | { readonly ok: true; readonly payload: unknown }
  | { readonly ok: false; readonly reason: string };

/** Whether `body` (exactly as received) with these headers was signed by `secret` (whsec_…). */
export function verifyWebhook(
  secret: string,
  headers: WebhookHeaders,
  body: string,
): WebhookVerdict {
  let webhook: Webhook;
  try {
    webhook = new Webhook(secret);
  } catch {
    return { ok: false, reason: 'The secret is not a webhook secret (whsec_ and base64).' };
  }
  try {
    return { ok: true, payload: webhook.verify(body, { ...headers }) };
  } catch (error) {
    if (error instanceof WebhookVerificationError) return { ok: false, reason: error.message };
    throw error;
  }
}
