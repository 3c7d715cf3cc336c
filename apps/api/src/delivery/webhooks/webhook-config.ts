/**
 * The webhooks' settings (issue 18 items 7–10), parsed from the environment with zod. Its own
 * module so the server's config.ts only has to call `parseWebhookEnv(process.env)` once.
 *
 * - `TAVOLO_WEBHOOK_ALLOW`: hosts (comma-separated, e.g. `127.0.0.1,localhost`) that may be
 *   reached over plain http and at loopback or private addresses — tests and development only.
 * - `TAVOLO_WEBHOOK_TIMEOUT_MS`: connect + response of one attempt (default 10 s).
 * - `TAVOLO_WEBHOOK_MAX_RESPONSE_BYTES`: how much of an answer is read (default 64 KiB).
 * - `TAVOLO_WEBHOOK_ROTATION_OVERLAP_HOURS`: how long a rotated-out secret still signs (24 h).
 * - `TAVOLO_WEBHOOK_MAX_ATTEMPTS`: attempts of one delivery before it is dead (default 6); the
 *   queue's retry limit must be this minus one.
 * - `TAVOLO_WEBHOOK_RETRY_DELAY_SECONDS`: the first retry's delay, doubling after (30 s): what
 *   the log shows as the next retry; the queue's backoff should be the same.
 * - `TAVOLO_WEBHOOK_DISABLE_AFTER`: dead deliveries in a row that disable an endpoint (5).
 * - `TAVOLO_PUBLIC_URL`: the site's address, for links in payloads (http://localhost:3000).
 */
import { z } from 'zod';
import { ServiceError } from '../../errors.ts';

export interface WebhookSettings {
  /** Lower-case host names or IP literals exempt from the https and address rules. */
  readonly allowHosts: readonly string[];
  readonly timeoutMs: number;
  readonly maxResponseBytes: number;
  readonly rotationOverlapMs: number;
  readonly maxAttempts: number;
  readonly retryDelayMs: number;
  readonly disableAfterFailures: number;
  /** Without a trailing slash. */
  readonly publicUrl: string;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  allowHosts: [],
  timeoutMs: 10_000,
  maxResponseBytes: 64 * 1024,
  rotationOverlapMs: 24 * 3_600_000,
  maxAttempts: 6,
  retryDelayMs: 30_000,
  disableAfterFailures: 5,
  publicUrl: 'http://localhost:3000',
};

const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const positive = (fallback: number, max: number) =>
  z.preprocess(blankAsAbsent, z.coerce.number().int().min(1).max(max).default(fallback));

const webhookEnvSchema = z.object({
  TAVOLO_WEBHOOK_ALLOW: z.preprocess(blankAsAbsent, z.string().default('')),
  TAVOLO_WEBHOOK_TIMEOUT_MS: positive(DEFAULT_WEBHOOK_SETTINGS.timeoutMs, 120_000),
  TAVOLO_WEBHOOK_MAX_RESPONSE_BYTES: positive(DEFAULT_WEBHOOK_SETTINGS.maxResponseBytes, 2 ** 24),
  TAVOLO_WEBHOOK_ROTATION_OVERLAP_HOURS: positive(24, 24 * 30),
  TAVOLO_WEBHOOK_MAX_ATTEMPTS: positive(DEFAULT_WEBHOOK_SETTINGS.maxAttempts, 50),
  TAVOLO_WEBHOOK_RETRY_DELAY_SECONDS: positive(30, 86_400),
  TAVOLO_WEBHOOK_DISABLE_AFTER: positive(DEFAULT_WEBHOOK_SETTINGS.disableAfterFailures, 1000),
  TAVOLO_PUBLIC_URL: z.preprocess(
    blankAsAbsent,
    z.url({ protocol: /^https?$/ }).default(DEFAULT_WEBHOOK_SETTINGS.publicUrl),
  ),
});

/** The webhook settings of an environment; INVALID_CONFIG naming the bad variable otherwise. */
export function parseWebhookEnv(
  env: Readonly<Record<string, string | undefined>>,
): WebhookSettings {
  const parsed = webhookEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'webhook settings';
    throw new ServiceError('INVALID_CONFIG', `${name}: ${issue?.message ?? 'invalid'}`);
  }
  const values = parsed.data;
  return {
    allowHosts: values.TAVOLO_WEBHOOK_ALLOW.split(',')
      .map((host) =>
        host
          .trim()
          .toLowerCase()
          .replace(/^\[|\]$/g, ''),
      )
      .filter((host) => host !== ''),
    timeoutMs: values.TAVOLO_WEBHOOK_TIMEOUT_MS,
    maxResponseBytes: values.TAVOLO_WEBHOOK_MAX_RESPONSE_BYTES,
    rotationOverlapMs: values.TAVOLO_WEBHOOK_ROTATION_OVERLAP_HOURS * 3_600_000,
    maxAttempts: values.TAVOLO_WEBHOOK_MAX_ATTEMPTS,
    retryDelayMs: values.TAVOLO_WEBHOOK_RETRY_DELAY_SECONDS * 1000,
    disableAfterFailures: values.TAVOLO_WEBHOOK_DISABLE_AFTER,
    publicUrl: values.TAVOLO_PUBLIC_URL.replace(/\/+$/, ''),
  };
}
