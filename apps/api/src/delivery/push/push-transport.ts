/**
 * One request to a push service (RFC 8030). web-push makes it — the aes128gcm encryption to the
 * browser's keys (RFC 8291), the VAPID Authorization (RFC 8292), TTL, Urgency and Topic — with
 * `generateRequestDetails`, the function its `sendNotification` sends; the request itself goes
 * through fetch here, because `sendNotification` speaks https only (a test's or a developer's
 * loopback endpoint is plain http), never times the whole request out, and reads the reply
 * without a bound. Here: a deadline for the whole exchange, no redirects followed (an endpoint
 * must not steer the server elsewhere), and the reply's body is never read.
 */
import webPush from 'web-push';
import type { PushSendOptions } from './push-payload.ts';
import type { PushSubscriptionRow } from './push-store.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** How the push service answered one message. */
export type PushOutcome =
  | { readonly kind: 'accepted' }
  /** 404 or 410: the subscription has expired or was withdrawn; it will never work again. */
  | { readonly kind: 'gone'; readonly status: number }
  /** 429, 5xx, a refused connection, a timeout: a later attempt may succeed. */
  | { readonly kind: 'retryable'; readonly status: number | null; readonly reason: string }
  /** Any other 4xx (or a request that cannot be made): no retry will mend it. */
  | { readonly kind: 'refused'; readonly status: number | null; readonly reason: string };

export interface PushRequest {
  readonly subscription: PushSubscriptionRow;
  readonly payload: string;
  readonly options: PushSendOptions;
  readonly vapid: VapidKeys;
  readonly subject: string;
  readonly timeoutMs: number;
}

/** Headers fetch sets itself from the body. */
const COMPUTED_HEADERS = new Set(['content-length']);

function outcomeOf(status: number): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'accepted' };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500) {
    return { kind: 'retryable', status, reason: `the push service answered ${status}` };
  }
  return { kind: 'refused', status, reason: `the push service answered ${status}` };
}

function requestOf(request: PushRequest) {
  const { subscription, vapid } = request;
  return webPush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    request.payload,
    {
      vapidDetails: { subject: request.subject, ...vapid },
      contentEncoding: 'aes128gcm',
      TTL: request.options.ttlSeconds,
      urgency: request.options.urgency,
      ...(request.options.topic === undefined ? {} : { topic: request.options.topic }),
    },
  );
}

export async function postPush(request: PushRequest): Promise<PushOutcome> {
  let details: ReturnType<typeof requestOf>;
  try {
    details = requestOf(request);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: 'refused', status: null, reason: `the message cannot be made: ${reason}` };
  }
  const headers = Object.fromEntries(
    Object.entries(details.headers).filter(([name]) => !COMPUTED_HEADERS.has(name.toLowerCase())),
  );
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    await response.body?.cancel();
    return outcomeOf(response.status);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      kind: 'retryable',
      status: null,
      reason: `the push service was not reached: ${reason}`,
    };
  }
}
