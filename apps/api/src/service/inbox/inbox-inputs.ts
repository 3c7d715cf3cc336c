/** The inbox's inputs, validated once here (zod: the one source of each shape). */
import { z } from 'zod';

export const inboxPageSchema = z.object({
  limit: z.number().int().min(1).max(100).default(20),
  /** The cursor of the previous page (its `nextBefore`). */
  before: z.number().int().positive().optional(),
  unreadOnly: z.boolean().default(false),
});
export type InboxPageInput = z.input<typeof inboxPageSchema>;

export const notificationIdSchema = z.uuid();
