/**
 * The inbox's public operations (issue 17 items 8 and 9), for REST and GraphQL alike, exposed
 * as `Operations.inbox`: an account reads and marks its own notifications only, edits its own
 * reminder ladder, and is recorded as watching a game while it has its table open.
 */
import { nextChange, noticesOf } from '../../live/next-change.ts';
import type { InboxFeedPort } from '../../live/inbox-feed.ts';
import type { InboxPage, InboxService } from '../../service/inbox/inbox-service.ts';
import { WATCH_WINDOW_MS } from '../../service/inbox/inbox-service.ts';
import type { InboxPageInput } from '../../service/inbox/inbox-inputs.ts';
import type { ReminderSettings } from '../../service/inbox/reminder-ladder.ts';
import { requireCapability } from '../caller.ts';
import type { Caller } from '../caller.ts';
import type { HeldRead } from './held-read.ts';

/** The unread count and the newest notification's cursor: what the live inbox watches. */
export interface InboxStatus {
  readonly unreadCount: number;
  /** Grows with every new notification (0: none yet). */
  readonly newest: number;
}

/** The live ETag of an inbox: any change (a new notification, one marked read) changes it. */
export function inboxEtag(status: InboxStatus): string {
  return `"inbox-${status.unreadCount}-${status.newest}"`;
}

export class InboxOperations {
  readonly #inbox: InboxService;
  readonly #feed: InboxFeedPort;

  constructor(inbox: InboxService, feed: InboxFeedPort) {
    this.#inbox = inbox;
    this.#feed = feed;
  }

  /** The caller's account id, for reading its own inbox (a `read` token suffices). */
  reader(caller: Caller): string {
    return requireCapability(caller, 'read').playerId;
  }

  list(caller: Caller, query: InboxPageInput): Promise<InboxPage> {
    return this.#inbox.page(this.reader(caller), query);
  }

  status(caller: Caller): Promise<InboxStatus> {
    return this.#inbox.inboxTag(this.reader(caller));
  }

  /**
   * The status, held while it is still the one the caller holds (the long-poll), in any process:
   * a notice of the account's inbox is re-read, and the wait goes on while the status is the same.
   */
  async heldStatus(caller: Caller, request: HeldRead): Promise<InboxStatus> {
    const playerId = this.reader(caller);
    let status = await this.#inbox.inboxTag(playerId);
    if (request.held !== inboxEtag(status) || request.waitMs <= 0) return status;
    const options = { timeoutMs: request.waitMs, signal: request.signal };
    await nextChange(noticesOf(this.#feed, playerId), options, async () => {
      status = await this.#inbox.inboxTag(playerId);
      return inboxEtag(status) !== request.held;
    });
    return status;
  }

  /** Marking changes the account's own state: a session, or a token that may play. */
  async markRead(caller: Caller, notificationId: string): Promise<InboxStatus> {
    const { playerId } = requireCapability(caller, 'seat');
    await this.#inbox.markRead(playerId, notificationId);
    return this.#inbox.inboxTag(playerId);
  }

  async markAllRead(caller: Caller): Promise<InboxStatus> {
    const { playerId } = requireCapability(caller, 'seat');
    await this.#inbox.markAllRead(playerId);
    return this.#inbox.inboxTag(playerId);
  }

  reminderSettings(caller: Caller): Promise<ReminderSettings> {
    return this.#inbox.reminderSettings(this.reader(caller));
  }

  setReminderSettings(caller: Caller, input: unknown): Promise<ReminderSettings> {
    return this.#inbox.setReminderSettings(requireCapability(caller, 'seat').playerId, input);
  }

  /** The account has the game's table open now (its seat was read): see InboxService.watching. */
  watching(gameId: string, playerId: string): Promise<void> {
    return this.#inbox.watching(gameId, playerId);
  }

  /**
   * Keeps the account watching the game while a live subscription is open, until `signal`
   * aborts: a refresh at half the watch window (a timer that never keeps the process alive).
   */
  keepWatching(gameId: string, playerId: string, signal: AbortSignal): void {
    if (signal.aborted) return;
    const timer = setInterval(() => {
      this.#inbox.watching(gameId, playerId).catch(() => undefined);
    }, WATCH_WINDOW_MS / 2);
    timer.unref();
    signal.addEventListener(
      'abort',
      () => {
        clearInterval(timer);
      },
      { once: true },
    );
  }
}
