/** The inputs of webhook management (issue 18 item 7), as zod schemas: the one source of each. */
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '../../db/schema.ts';
import type { WebhookEventType } from '../../db/schema.ts';
import { ServiceError } from '../../errors.ts';
import { MAX_URL_LENGTH } from './target-policy.ts';

const eventTypes = z
  .array(z.string().max(64))
  .min(1)
  .max(WEBHOOK_EVENT_TYPES.length * 2);

export const newWebhookSchema = z.object({
  url: z.string().min(1).max(MAX_URL_LENGTH),
  eventTypes,
  description: z.string().max(200).default(''),
});

export const webhookPatchSchema = z.object({
  url: z.string().min(1).max(MAX_URL_LENGTH).optional(),
  eventTypes: eventTypes.optional(),
  description: z.string().max(200).optional(),
  enabled: z.boolean().optional(),
});

export type NewWebhookInput = z.input<typeof newWebhookSchema>;
export type WebhookPatchInput = z.input<typeof webhookPatchSchema>;

const isEventType = (type: string): type is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);

/** The event types named, without repeats; WEBHOOK_EVENT_UNKNOWN for a name not among them. */
export function parseEventTypes(types: readonly string[]): WebhookEventType[] {
  const unknown = types.find((type) => !isEventType(type));
  if (unknown !== undefined) {
    throw new ServiceError(
      'WEBHOOK_EVENT_UNKNOWN',
      `Unknown event type "${unknown.slice(0, 64)}": use ${WEBHOOK_EVENT_TYPES.join(', ')}.`,
    );
  }
  return [...new Set(types.filter(isEventType))];
}

export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined || issue.path.length === 0 ? 'input' : issue.path.join('.');
    throw new ServiceError('INVALID_INPUT', `${where}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}
