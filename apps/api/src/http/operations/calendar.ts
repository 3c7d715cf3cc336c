/**
 * Calendar feed operations (REST and GraphQL alike): an account reads and regenerates the secret
 * URL of its own feed with a session; anyone holding the URL reads the feed.
 */
import type {
  CalendarFeedInfo,
  CalendarService,
  CreatedCalendarFeed,
} from '../../calendar/calendar-service.ts';
import { requireCapability } from '../caller.ts';
import type { Caller } from '../caller.ts';

export class CalendarOperations {
  readonly #calendar: CalendarService;

  constructor(calendar: CalendarService) {
    this.#calendar = calendar;
  }

  /** The caller's feed (never its secret), or null when they have none yet. */
  feed(caller: Caller): Promise<CalendarFeedInfo | null> {
    return this.#calendar.feedInfo(requireCapability(caller, 'account').playerId);
  }

  /** A new secret URL for the caller's feed, shown once; the old URL stops working. */
  regenerate(caller: Caller): Promise<CreatedCalendarFeed> {
    return this.#calendar.regenerate(requireCapability(caller, 'account').playerId);
  }

  /** The feed behind a secret (the secret is the credential), linking to tables at `origin`. */
  feedText(token: string, origin: string): Promise<string> {
    return this.#calendar.feedText(token, origin);
  }
}
