/**
 * An account's delivery preferences (issue 18 item 2): per notification kind, e-mail at once, in
 * the daily digest or never, push on or off, webhooks on or off (the inbox always has it); quiet
 * hours and the digest's hour in the account's time zone; the language messages are written in.
 * zod here is the one source of the shapes the API takes and answers.
 */
import { z } from 'zod';
import { EMAIL_MODES, NOTIFICATION_KINDS } from '../db/schema.ts';
import type { EmailMode, NotificationKind } from '../db/schema.ts';
import { LOCALES } from './contract.ts';
import type { Locale } from './contract.ts';

export interface KindPreference {
  readonly email: EmailMode;
  readonly push: boolean;
  readonly webhook: boolean;
}

const ACTIVE: KindPreference = { email: 'immediate', push: true, webhook: true };
const QUIET: KindPreference = { email: 'never', push: false, webhook: true };

/** Turns, reminders and results reach people at once; lesser notices stay in the inbox. */
export const DEFAULT_PREFERENCES: Readonly<Record<NotificationKind, KindPreference>> = {
  your_turn: ACTIVE,
  reminder: ACTIVE,
  game_started: ACTIVE,
  game_finished: ACTIVE,
  invited: ACTIVE,
  seat_timed_out: QUIET,
  vacation_ending: { email: 'immediate', push: true, webhook: false },
  game_cleaned_up: { email: 'immediate', push: false, webhook: false },
  // A webhook is off: tell the person elsewhere than on webhooks.
  webhook_disabled: { email: 'immediate', push: true, webhook: false },
  rematch_offered: ACTIVE,
  rematch_declined: QUIET,
  // Table talk: a push, no e-mail by default; never the text itself (ADR 0038).
  chat_message: { email: 'never', push: true, webhook: false },
};

const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time of day as HH:MM (24-hour)' });

export const kindPreferenceSchema = z.strictObject({
  email: z.enum(EMAIL_MODES),
  push: z.boolean(),
  webhook: z.boolean(),
});

export const quietHoursSchema = z.strictObject({ start: clockTime, end: clockTime });
export type QuietHoursInput = z.infer<typeof quietHoursSchema>;

/** The whole of an account's preferences, as read. */
export interface DeliveryPreferences {
  readonly kinds: Record<NotificationKind, KindPreference>;
  /** Null: no quiet hours. */
  readonly quietHours: QuietHoursInput | null;
  /** The local hour the daily digest goes out at. */
  readonly digestHour: number;
  readonly locale: Locale;
  /** The account's time zone (set with the vacation settings): quiet hours are in it. */
  readonly timeZone: string;
}

/** A change: only what is named changes. */
export const preferencesUpdateSchema = z.strictObject({
  kinds: z
    .partialRecord(z.enum(NOTIFICATION_KINDS), kindPreferenceSchema.partial().strict())
    .optional(),
  quietHours: quietHoursSchema.nullable().optional(),
  digestHour: z.number().int().min(0).max(23).optional(),
  locale: z.enum(LOCALES).optional(),
});
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

export const minuteOfDay = (time: string): number =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const timeOfDay = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Whether any kind goes by the daily digest: the account then has a next digest time. */
export function usesDigest(kinds: Record<NotificationKind, KindPreference>): boolean {
  return Object.values(kinds).some((preference) => preference.email === 'digest');
}
