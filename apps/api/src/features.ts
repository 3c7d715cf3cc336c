/**
 * The services of the slow-play features that the HTTP layer exposes beside the game service
 * (operations.ts's FeatureServices), made once per process over its database and clock.
 */
import { CalendarService } from './calendar/calendar-service.ts';
import { systemClock } from './clock.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/database.ts';
import type { FeatureServices } from './http/operations.ts';
import { SeenService } from './seen/seen-service.ts';
import { DEFAULT_PUSH_CONFIG } from './delivery/push/push-config.ts';
import type { PushConfig } from './delivery/push/push-config.ts';
import { PushService } from './delivery/push/push-service.ts';

export function featureServices(
  db: Db,
  clock: Clock = systemClock,
  push: PushConfig = DEFAULT_PUSH_CONFIG,
): FeatureServices {
  return {
    calendar: new CalendarService(db, clock),
    seen: new SeenService(db, clock),
    push: new PushService(db, push, { clock }),
  };
}
