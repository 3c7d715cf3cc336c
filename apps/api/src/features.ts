/**
 * The services of the slow-play features that the HTTP layer exposes beside the game service
 * (operations.ts's FeatureServices), made once per process over its database and clock.
 */
import { CalendarService } from './calendar/calendar-service.ts';
import { systemClock } from './clock.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/database.ts';
import { DEFAULT_EMAIL_CONFIG } from './delivery/email/email-config.ts';
import type { EmailConfig } from './delivery/email/email-config.ts';
import { EmailService } from './delivery/email/email-service.ts';
import type { FeatureServices } from './http/operations.ts';
import { SeenService } from './seen/seen-service.ts';
import { InvitationService } from './service/invitations.ts';
import { SocialService } from './social/social-service.ts';
import { PreferenceService } from './delivery/preference-service.ts';
import { DEFAULT_PUSH_CONFIG } from './delivery/push/push-config.ts';
import type { PushConfig } from './delivery/push/push-config.ts';
import { PushService } from './delivery/push/push-service.ts';
import { ChatService } from './chat/chat-service.ts';
import { NotesService } from './chat/notes-service.ts';
import { RatingReads } from './ratings/rating-reads.ts';

export interface FeatureSettings {
  /** Absent: the local outbox with the default settings (tests that build an app). */
  readonly email?: { readonly config: EmailConfig; readonly publicUrl: URL };
  readonly push?: PushConfig;
}

/** One-click unsubscribes of e-mail change the delivery preferences. */
export function featureServices(
  db: Db,
  clock: Clock = systemClock,
  settings: FeatureSettings = {},
): FeatureServices {
  const preferences = new PreferenceService(db, clock);
  const social = new SocialService(db, clock);
  return {
    calendar: new CalendarService(db, clock),
    seen: new SeenService(db, clock),
    invitations: new InvitationService(db, clock),
    social,
    preferences,
    email: new EmailService(
      db,
      {
        config: DEFAULT_EMAIL_CONFIG,
        publicUrl: new URL('http://localhost:3000/'),
        ...settings.email,
        clock,
      },
      preferences,
    ),
    push: new PushService(db, settings.push ?? DEFAULT_PUSH_CONFIG, { clock }),
    // Blocks hold in the chat too (ADR 0039): neither side reads or reaches the other.
    chat: new ChatService(db, {
      clock,
      peers: { mayReach: (from, to) => social.blocks.mayInteract(from, to) },
    }),
    notes: new NotesService(db, clock),
    ratings: new RatingReads(db, clock),
  };
}
