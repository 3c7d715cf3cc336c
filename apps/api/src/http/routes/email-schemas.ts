/** The REST shapes of e-mail (issue 18): status, inputs, unsubscribe, the local outbox. */
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../../db/schema.ts';
import { LOCALES } from '../../delivery/contract.ts';
import { decimalInteger, idSchema } from '../edge-inputs.ts';

const iso = z.iso.datetime({ offset: true }).describe('ISO 8601 timestamp');

export const emailStatusSchema = z
  .object({
    address: z.string().nullable().describe('null: no address yet'),
    verified: z.boolean(),
    pending: z
      .boolean()
      .describe('An unverified address whose verification mail went out and awaits its link'),
    verificationSentAt: iso.nullable(),
  })
  .meta({ id: 'EmailStatus' });

const locale = z
  .enum(LOCALES)
  .optional()
  .describe('The language of the verification mail (default en)');

/** The address is checked by the service (EMAIL_INVALID), like other inputs. */
export const setEmailBody = z.object({ address: z.string().max(1000), locale });

export const resendVerificationBody = z.object({ locale }).optional();

export const verifyEmailBody = z.object({ token: z.string().max(4000) });

export const unsubscribeQuery = z.object({ token: z.string().max(4000) });

export const unsubscribedSchema = z
  .object({ kinds: z.array(z.enum(NOTIFICATION_KINDS)).describe('The kinds now turned off') })
  .meta({ id: 'EmailUnsubscribed' });

const outboxSummary = {
  id: z.string(),
  seq: z.number().int(),
  to: z.string(),
  subject: z.string(),
  createdAt: iso,
};

export const outboxPageSchema = z
  .object({
    messages: z.array(z.object(outboxSummary)).readonly(),
    nextBefore: z
      .number()
      .int()
      .nullable()
      .describe('Send as `before` for the next, older page; null on the last page'),
  })
  .meta({ id: 'OutboxPage' });

export const outboxMessageSchema = z
  .object({
    ...outboxSummary,
    messageId: z.string(),
    headers: z.record(z.string(), z.string()),
    text: z.string(),
    html: z.string().describe('Untrusted HTML: render it sandboxed (iframe srcdoc) or as text'),
    raw: z.string().describe('The message as RFC 822 text'),
  })
  .meta({ id: 'OutboxMessage' });

export const outboxPageQuery = z.object({
  limit: decimalInteger(1, 100).optional(),
  before: decimalInteger(1).optional(),
});

export const outboxMessageParams = z.object({ messageId: idSchema });
