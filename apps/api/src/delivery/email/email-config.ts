/**
 * The e-mail channel's configuration (issue 18 items 3 and 4), parsed from the environment like
 * config.ts (which merges {@link emailEnvironmentSchema} and calls {@link emailConfigOf}):
 *
 * - `SMTP_URL`: `smtp://user:pass@host:587` or `smtps://…:465` (nodemailer's URL form); absent,
 *   mail is kept in the local outbox (the `email_outbox` table) for administrators to read;
 * - `TAVOLO_MAIL_FROM`: the sender, default `Tavolo <tavolo@localhost>`;
 * - `TAVOLO_ADMINS`: comma-separated usernames who may read the local outbox.
 */
import { z } from 'zod';
import { ServiceError } from '../../errors.ts';

export const DEFAULT_MAIL_FROM = 'Tavolo <tavolo@localhost>';

/** How long nodemailer waits for the SMTP server (a dead one must fail a job quickly). */
export interface SmtpTimeouts {
  readonly connectionTimeoutMs: number;
  readonly greetingTimeoutMs: number;
  readonly socketTimeoutMs: number;
}

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeoutMs: 10_000,
  greetingTimeoutMs: 10_000,
  socketTimeoutMs: 30_000,
};

export interface EmailConfig {
  /** Absent: the local outbox. */
  readonly smtpUrl?: URL;
  readonly smtpTimeouts: SmtpTimeouts;
  /** The From header, e.g. `Tavolo <tavolo@example.org>`. */
  readonly from: string;
  /** Usernames (compared without regard to case) who may read the local outbox. */
  readonly admins: readonly string[];
}

export const DEFAULT_EMAIL_CONFIG: EmailConfig = {
  smtpTimeouts: DEFAULT_SMTP_TIMEOUTS,
  from: DEFAULT_MAIL_FROM,
  admins: [],
};

const blankAsAbsent = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A mailbox with an optional display name: `tavolo@example.org` or `Tavolo <tavolo@…>`. */
const MAILBOX = /^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/;

const USERNAME = /^[A-Za-z0-9_.-]{1,64}$/;

export const emailEnvironmentSchema = z.object({
  SMTP_URL: z.preprocess(
    blankAsAbsent,
    z
      .url({
        protocol: /^smtps?$/,
        error: 'SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:pass@host:587)',
      })
      .optional(),
  ),
  TAVOLO_MAIL_FROM: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .trim()
      .regex(MAILBOX, 'TAVOLO_MAIL_FROM must be an address, e.g. Tavolo <tavolo@example.org>')
      .default(DEFAULT_MAIL_FROM),
  ),
  TAVOLO_ADMINS: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== ''),
      )
      .pipe(
        z.array(z.string().regex(USERNAME, 'TAVOLO_ADMINS must be usernames separated by commas')),
      )
      .default([]),
  ),
});

export type EmailEnvironment = z.infer<typeof emailEnvironmentSchema>;

/** The configuration from variables already parsed by {@link emailEnvironmentSchema}. */
export function emailConfigOf(env: EmailEnvironment): EmailConfig {
  return {
    ...(env.SMTP_URL === undefined ? {} : { smtpUrl: new URL(env.SMTP_URL) }),
    smtpTimeouts: DEFAULT_SMTP_TIMEOUTS,
    from: env.TAVOLO_MAIL_FROM,
    admins: env.TAVOLO_ADMINS,
  };
}

/** Parses the e-mail variables of `environment`; a bad value is INVALID_CONFIG naming it. */
export function parseEmailConfig(
  environment: Readonly<Record<string, string | undefined>>,
): EmailConfig {
  const parsed = emailEnvironmentSchema.safeParse(environment);
  if (!parsed.success) throw new ServiceError('INVALID_CONFIG', z.prettifyError(parsed.error));
  return emailConfigOf(parsed.data);
}
