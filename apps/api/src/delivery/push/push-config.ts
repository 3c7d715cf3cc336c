/**
 * Web push settings from the environment (merged into config.ts's `Config` as `push`):
 * - `TAVOLO_VAPID_SUBJECT`: how a push service reaches the operator, a `mailto:` address or an
 *   `https:` URL (RFC 8292 §2.1); default `mailto:admin@localhost`.
 * - `TAVOLO_PUSH_ALLOW_LOOPBACK`: accept `http://127.0.0.1`/`localhost` subscription endpoints
 *   (tests and development, where a local server stands in for the push service); off by default.
 */
import { z } from 'zod';
import { ServiceError } from '../../errors.ts';

export interface PushConfig {
  /** The VAPID `sub` claim: `mailto:…` or `https://…`. */
  readonly subject: string;
  /** Loopback endpoints over plain http are accepted (never in production by default). */
  readonly allowLoopback: boolean;
  /** How long one request to a push service may take before it counts as a network failure. */
  readonly timeoutMs: number;
}

export const DEFAULT_PUSH_CONFIG: PushConfig = {
  subject: 'mailto:admin@localhost',
  allowLoopback: false,
  timeoutMs: 10_000,
};

const blankAsAbsent = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const subjectSchema = z
  .string()
  .refine((value) => /^mailto:[^@\s]+@[^@\s]+$/.test(value) || isHttpsUrl(value), {
    error: 'TAVOLO_VAPID_SUBJECT must be a mailto: address or an https: URL',
  });

function isHttpsUrl(value: string): boolean {
  return URL.canParse(value) && new URL(value).protocol === 'https:';
}

export const pushEnvironmentSchema = z.object({
  TAVOLO_VAPID_SUBJECT: z.preprocess(
    blankAsAbsent,
    subjectSchema.default(DEFAULT_PUSH_CONFIG.subject),
  ),
  TAVOLO_PUSH_ALLOW_LOOPBACK: z.preprocess(
    blankAsAbsent,
    z
      .enum(['1', 'true', 'yes', '0', 'false', 'no'], {
        error: 'must be one of 1, true, yes, 0, false, no',
      })
      .default('false')
      .transform((value) => ['1', 'true', 'yes'].includes(value)),
  ),
});

/** The push settings of `environment`; a bad value is INVALID_CONFIG naming the variable. */
export function parsePushConfig(environment: Readonly<Record<string, string | undefined>>) {
  const parsed = pushEnvironmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ServiceError('INVALID_CONFIG', z.prettifyError(parsed.error));
  }
  const config: PushConfig = {
    ...DEFAULT_PUSH_CONFIG,
    subject: parsed.data.TAVOLO_VAPID_SUBJECT,
    allowLoopback: parsed.data.TAVOLO_PUSH_ALLOW_LOOPBACK,
  };
  return config;
}
