/**
 * The storage schema (DESIGN §4), one file per area under `tables/`: the games and their log
 * (`games.ts`), accounts and sign-in (`accounts.ts`), slow play (`slow-play.ts`) and the inbox
 * (`inbox.ts`). Changing a table needs a new migration: `pnpm --filter @tavolo/api db:generate`.
 *
 * Only plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 18) both understand. Statuses and kinds
 * are text columns with CHECK constraints rather than enum types: a new value is then a plain
 * constraint change inside a transaction, on both databases.
 */
import { accounts, apiTokens, sessions, signInFailures } from './tables/accounts.ts';
import { deliverySettings, notificationPreferences } from './tables/delivery.ts';
import { games, log, players, seats } from './tables/games.ts';
import {
  gameWatchers,
  inboxMarks,
  notifications,
  reminderSettings,
  seatTurns,
} from './tables/inbox.ts';
import { pushDeliveries, pushSubscriptions, pushVapidKeys } from './tables/push.ts';
import { calendarFeeds, seatSeen, vacations } from './tables/slow-play.ts';
import { emailAddresses, emailKeys, emailOutbox, emailSent } from './tables/email.ts';
import { webhookDeliveries, webhookEndpoints } from './tables/webhooks.ts';
import { rematchOffers } from './tables/rematches.ts';
import { chatMessages, chatMutes, gameNotes } from './tables/chat.ts';
import { ratingChanges, ratings } from './tables/ratings.ts';
import { blocks, follows, playerProfiles, playerReports } from './tables/social.ts';

export * from './tables/accounts.ts';
export * from './tables/delivery.ts';
export * from './tables/games.ts';
export * from './tables/inbox.ts';
export * from './tables/push.ts';
export * from './tables/slow-play.ts';
export * from './tables/email.ts';
export * from './tables/webhooks.ts';
export * from './tables/rematches.ts';
export * from './tables/chat.ts';
export * from './tables/ratings.ts';
export * from './tables/social.ts';

export const schema = {
  players,
  games,
  seats,
  log,
  accounts,
  sessions,
  apiTokens,
  signInFailures,
  vacations,
  calendarFeeds,
  seatSeen,
  notifications,
  reminderSettings,
  seatTurns,
  gameWatchers,
  inboxMarks,
  notificationPreferences,
  deliverySettings,
  emailAddresses,
  emailSent,
  emailOutbox,
  emailKeys,
  pushVapidKeys,
  pushSubscriptions,
  pushDeliveries,
  webhookEndpoints,
  webhookDeliveries,
  rematchOffers,
  chatMessages,
  chatMutes,
  gameNotes,
  ratings,
  ratingChanges,
  playerProfiles,
  follows,
  blocks,
  playerReports,
};
export type Schema = typeof schema;
export type GameRow = typeof games.$inferSelect;
export type SeatRow = typeof seats.$inferSelect;
export type LogRow = typeof log.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type SignInFailureRow = typeof signInFailures.$inferSelect;
export type VacationRow = typeof vacations.$inferSelect;
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type SeatTurnRow = typeof seatTurns.$inferSelect;
export type EmailAddressRow = typeof emailAddresses.$inferSelect;
export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
