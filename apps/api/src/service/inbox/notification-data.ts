/**
 * What each kind of notification carries (issue 17 item 8), as zod schemas: the one source of the
 * shapes stored in `notifications.data`, served by REST and GraphQL, and rendered by clients in
 * their own words. Every field is something the notified account may see at any time: ids, the
 * engine, seats, display names, deadlines, and a finished game's public result — never a view.
 */
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../../db/schema.ts';
import type { NotificationKind } from '../../db/schema.ts';

const seat = z.number().int().nonnegative();
const instant = z.iso.datetime();

/** One seat of a finished game: who sat there and where they placed (1 = winner). */
export const placingSchema = z.object({
  seat,
  displayName: z.string(),
  rank: z.number().int().positive(),
  winner: z.boolean(),
});
export type Placing = z.infer<typeof placingSchema>;

export const notificationDataSchemas = {
  /** It became the account's turn in a game (`version`: the entry after which it did). */
  your_turn: z.object({ engine: z.string(), seat, version: z.number().int().nonnegative() }),
  /** A rung of the reminder ladder: the deadline is `beforeSeconds` away (or less). */
  reminder: z.object({
    engine: z.string(),
    seat,
    deadline: instant,
    beforeSeconds: z.number().int().positive(),
  }),
  game_started: z.object({ engine: z.string(), seat }),
  /** The result in public terms: placings (ranks by the final scores) and the end's reason. */
  game_finished: z.object({
    engine: z.string(),
    reason: z.string(),
    placings: z.array(placingSchema),
  }),
  /** An account invited this one to a game (ADR 0035: the row is the invitation itself). */
  invited: z.object({ engine: z.string(), byDisplayName: z.string() }),
  /** A seat's time ran out and the server acted for it. */
  seat_timed_out: z.object({ engine: z.string(), seat, displayName: z.string() }),
  /** The account's vacation ends at `endsAt`. */
  vacation_ending: z.object({ endsAt: instant }),
  /** A game nobody moved in (or nobody joined) was removed. */
  game_cleaned_up: z.object({ engine: z.string() }),
  /** One of the account's webhooks was turned off: it answered 410, or failed too often. */
  webhook_disabled: z.object({
    webhookId: z.string(),
    host: z.string(),
    description: z.string(),
    reason: z.enum(['gone', 'failures']),
    failures: z.number().int().nonnegative(),
  }),
  /** A player of a finished game offers a rematch (ADR 0040): accept or decline it. */
  rematch_offered: z.object({ engine: z.string(), byDisplayName: z.string() }),
  /** Someone declined the account's rematch offer: no new game. */
  rematch_declined: z.object({ engine: z.string(), byDisplayName: z.string() }),
  /** A new message in the players' chat of a table (never its text: ADR 0038). */
  chat_message: z.object({ engine: z.string() }),
} as const satisfies Record<NotificationKind, z.ZodType>;

type DataOf<Kind extends NotificationKind> = z.infer<(typeof notificationDataSchemas)[Kind]>;

/** A notification as written: a kind with its data. */
export type NotificationContent = {
  [Kind in NotificationKind]: { readonly kind: Kind; readonly data: DataOf<Kind> };
}[NotificationKind];

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** A notification as its account reads it. */
export type Notification = NotificationContent & {
  readonly id: string;
  readonly gameId: string | null;
  /** One line in English, for clients that do not render the kinds themselves. */
  readonly text: string;
  readonly createdAt: string;
  readonly readAt: string | null;
};

const hoursOf = (seconds: number): string =>
  seconds % 3600 === 0 ? `${seconds / 3600} h` : `${Math.round(seconds / 60)} min`;

/** The English line of a notification (the web client renders its own, in three languages). */
export function notificationText(content: NotificationContent): string {
  switch (content.kind) {
    case 'your_turn':
      return `Your turn in ${content.data.engine}.`;
    case 'reminder':
      return `Your move in ${content.data.engine} is due within ${hoursOf(content.data.beforeSeconds)}.`;
    case 'game_started':
      return `Your game of ${content.data.engine} has started.`;
    case 'game_finished': {
      const winners = content.data.placings.filter((placing) => placing.winner);
      const names = winners.map((placing) => placing.displayName).join(', ');
      return winners.length === 0
        ? `Your game of ${content.data.engine} is over.`
        : `Your game of ${content.data.engine} is over: won by ${names}.`;
    }
    case 'invited':
      return `${content.data.byDisplayName} invited you to a game of ${content.data.engine}.`;
    case 'seat_timed_out':
      return `${content.data.displayName}'s time ran out in ${content.data.engine}.`;
    case 'vacation_ending':
      return `Your vacation ends at ${content.data.endsAt}.`;
    case 'game_cleaned_up':
      return `A game of ${content.data.engine} was removed: nobody moved in it.`;
    case 'webhook_disabled':
      return content.data.reason === 'gone'
        ? `Your webhook to ${content.data.host} was disabled: it answered 410 Gone.`
        : `Your webhook to ${content.data.host} was disabled after ${content.data.failures} failed deliveries in a row.`;
    case 'rematch_offered':
      return `${content.data.byDisplayName} offers a rematch of ${content.data.engine}.`;
    case 'rematch_declined':
      return `${content.data.byDisplayName} declined your rematch of ${content.data.engine}.`;
    case 'chat_message':
      return `New message at your table of ${content.data.engine}.`;
  }
}

/** Stored data read back through its kind's schema (a row is trusted only as far as that). */
export function parseContent(kind: NotificationKind, data: unknown): NotificationContent {
  // The schema of `kind` parses `data`: the pair is one of the union's members.
  return { kind, data: notificationDataSchemas[kind].parse(data) } as NotificationContent;
}
