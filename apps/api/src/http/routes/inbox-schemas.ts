/** The REST shapes of the inbox: built from the service's own zod schemas (notification-data.ts). */
import { z } from 'zod';
import type { NOTIFICATION_KINDS } from '../../db/schema.ts';
import { notificationDataSchemas } from '../../service/inbox/notification-data.ts';
import { decimalInteger, idSchema } from '../edge-inputs.ts';

const iso = z.iso.datetime({ offset: true }).describe('ISO 8601 timestamp');

const notificationOf = <Kind extends (typeof NOTIFICATION_KINDS)[number]>(kind: Kind) =>
  z.object({
    id: z.string(),
    kind: z.literal(kind),
    gameId: z.string().nullable(),
    data: notificationDataSchemas[kind],
    text: z.string().describe('One line in English'),
    createdAt: iso,
    readAt: iso.nullable(),
  });

export const notificationSchema = z
  .discriminatedUnion('kind', [
    notificationOf('your_turn'),
    notificationOf('reminder'),
    notificationOf('game_started'),
    notificationOf('game_finished'),
    notificationOf('invited'),
    notificationOf('seat_timed_out'),
    notificationOf('vacation_ending'),
    notificationOf('game_cleaned_up'),
    notificationOf('webhook_disabled'),
    notificationOf('rematch_offered'),
    notificationOf('rematch_declined'),
    notificationOf('chat_message'),
  ])
  .meta({ id: 'Notification' });

export const notificationPageSchema = z
  .object({
    notifications: z.array(notificationSchema),
    nextBefore: z
      .number()
      .int()
      .nullable()
      .describe('Send as `before` for the next, older page; null on the last page'),
  })
  .meta({ id: 'NotificationPage' });

export const inboxStatusSchema = z
  .object({
    unreadCount: z.number().int().nonnegative(),
    newest: z.number().int().nonnegative().describe("The newest notification's cursor (0: none)"),
  })
  .meta({ id: 'InboxStatus' });

export const notificationPageQuery = z.object({
  limit: decimalInteger(1, 100).optional(),
  before: decimalInteger(1).optional(),
  unread: z.enum(['true', 'false']).optional().describe('true: unread notifications only'),
});

export const inboxStatusQuery = z.object({
  wait: decimalInteger(0, 60)
    .optional()
    .describe('Long-poll: with If-None-Match, wait up to this many seconds for a change'),
});

export const notificationParams = z.object({ notificationId: idSchema });

export const reminderSettingsSchema = z
  .object({
    offsetsSeconds: z
      .array(z.number().int())
      .describe(
        'Seconds before a deadline of each reminder, largest first; [] turns reminders off ' +
          '(60 s to 30 days, at most 8, no duplicates)',
      ),
  })
  .meta({ id: 'ReminderSettings' });

/** The body is checked by the service (INVALID_INPUT with the reason), like other inputs. */
export const reminderSettingsBody = z.object({ offsetsSeconds: z.unknown() });
