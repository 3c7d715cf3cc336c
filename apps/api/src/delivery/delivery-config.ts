/**
 * The delivery engine's configuration (issue 18), read from the environment by config.ts:
 * TAVOLO_DELIVERY (on by default; off runs no queue, notifications stay in the inbox),
 * TAVOLO_PUBLIC_URL (the address people open, for the links in messages; default the listening
 * address), TAVOLO_DELIVERY_INTERVAL_MS (relay and digest rounds), TAVOLO_DELIVERY_POLL_SECONDS
 * (how often workers ask pg-boss for jobs), TAVOLO_DELIVERY_RETRY_LIMIT and
 * TAVOLO_DELIVERY_RETRY_DELAY_SECONDS (the first retry's delay, doubled each time).
 */
import { z } from 'zod';
import { DEFAULT_RETRY } from './queue.ts';
import type { RetryPolicy } from './queue.ts';

export interface DeliveryConfig {
  readonly intervalMs: number;
  readonly pollSeconds: number;
  readonly retry: RetryPolicy;
}

export const DEFAULT_DELIVERY_INTERVAL_MS = 2_000;

const blankAsAbsent = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const whole = (fallback: number, min: number, max: number) =>
  z.preprocess(blankAsAbsent, z.coerce.number().int().min(min).max(max).default(fallback));

export const deliveryEnvironmentSchema = z.object({
  TAVOLO_DELIVERY: z.preprocess(blankAsAbsent, z.enum(['on', 'off']).default('on')),
  TAVOLO_PUBLIC_URL: z.preprocess(
    blankAsAbsent,
    z
      .url({ protocol: /^https?$/, error: 'TAVOLO_PUBLIC_URL must be an http(s):// URL' })
      .optional(),
  ),
  TAVOLO_DELIVERY_INTERVAL_MS: whole(DEFAULT_DELIVERY_INTERVAL_MS, 100, 3_600_000),
  TAVOLO_DELIVERY_POLL_SECONDS: whole(2, 1, 3600),
  TAVOLO_DELIVERY_RETRY_LIMIT: whole(DEFAULT_RETRY.limit, 0, 50),
  TAVOLO_DELIVERY_RETRY_DELAY_SECONDS: whole(DEFAULT_RETRY.delaySeconds, 0, 86_400),
});
export type DeliveryEnvironment = z.infer<typeof deliveryEnvironmentSchema>;

/** Where people reach this server, for links in what is sent: TAVOLO_PUBLIC_URL, else where it listens. */
export function publicUrlOf(
  env: DeliveryEnvironment,
  listening: { readonly host: string; readonly port: number },
): URL {
  const host = listening.host.includes(':') ? `[${listening.host}]` : listening.host;
  return new URL(env.TAVOLO_PUBLIC_URL ?? `http://${host}:${listening.port}`);
}

/** The delivery configuration, or undefined when TAVOLO_DELIVERY=off. */
export function deliveryConfigOf(env: DeliveryEnvironment): DeliveryConfig | undefined {
  if (env.TAVOLO_DELIVERY === 'off') return undefined;
  return {
    intervalMs: env.TAVOLO_DELIVERY_INTERVAL_MS,
    pollSeconds: env.TAVOLO_DELIVERY_POLL_SECONDS,
    retry: {
      ...DEFAULT_RETRY,
      limit: env.TAVOLO_DELIVERY_RETRY_LIMIT,
      delaySeconds: env.TAVOLO_DELIVERY_RETRY_DELAY_SECONDS,
    },
  };
}
