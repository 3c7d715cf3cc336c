/**
 * The services of the slow-play features that the HTTP layer exposes beside the game service
 * (operations.ts's FeatureServices), made once per process over its database and clock.
 */
import { CalendarService } from './calendar/calendar-service.ts';
import { systemClock } from './clock.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/database.ts';
import { DEFAULT_EMAIL_CONFIG } from './delivery/email/email-config.ts';
import { EmailService } from './delivery/email/email-service.ts';
import { EmailOptOuts } from './delivery/email/opt-outs.ts';
import type { FeatureServices } from './http/operations.ts';
import { SeenService } from './seen/seen-service.ts';

/** `email`: absent, the local outbox with the default settings (tests that build an app). */
export function featureServices(
  db: Db,
  clock: Clock = systemClock,
  email: EmailService = new EmailService(
    db,
    { config: DEFAULT_EMAIL_CONFIG, publicUrl: new URL('http://localhost:3000/'), clock },
    new EmailOptOuts(db, clock),
  ),
): FeatureServices {
  return { calendar: new CalendarService(db, clock), seen: new SeenService(db, clock), email };
}
