/**
 * Live inboxes across processes: one LISTEN per process on the inbox channel, which every write
 * to an account's notifications NOTIFYs with the account's id when it commits
 * (store/inbox-store.ts), fanned out in memory to that account's waiting long-polls and
 * subscriptions. A notice only says "re-read the inbox"; after a dropped LISTEN comes back,
 * every waiting account is told to re-read, as notices sent meanwhile were lost.
 */
import type { Database } from '../db/database.ts';
import { INBOX_CHANNEL } from '../store/inbox-store.ts';
import { KeyedFeed } from './keyed-feed.ts';

export interface InboxWaitOptions {
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
}

/** What the HTTP layer needs of the live inbox (InboxFeed satisfies it). */
export interface InboxFeedPort {
  /** Calls `listener` at each change of the account's inbox; returns the unsubscribe function. */
  subscribe(playerId: string, listener: () => void): () => void;
}

/** Keyed by account id. */
export class InboxFeed extends KeyedFeed implements InboxFeedPort {
  static async open(database: Database): Promise<InboxFeed> {
    const feed = new InboxFeed('inbox feed');
    await feed.listenOn(database, INBOX_CHANNEL);
    return feed;
  }
}

/**
 * Resolves true at the account's next inbox change, false after `timeoutMs` or when `signal`
 * aborts. Subscribe before reading what you compare with, and the change is never missed:
 * `whileWaiting` runs once subscribed and may answer true at once.
 */
export function nextInboxChange(
  feed: InboxFeedPort,
  playerId: string,
  options: InboxWaitOptions,
  whileWaiting: () => Promise<boolean>,
): Promise<boolean> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (changed: boolean) => {
      if (settled) return;
      settled = true;
      unsubscribe();
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve(changed);
    };
    const onAbort = () => {
      settle(false);
    };
    const unsubscribe = feed.subscribe(playerId, () => {
      settle(true);
    });
    const timer = setTimeout(settle, options.timeoutMs, false);
    if (options.signal?.aborted === true) {
      settle(false);
      return;
    }
    options.signal?.addEventListener('abort', onAbort, { once: true });
    whileWaiting().then(
      (changed) => {
        if (changed) settle(true);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        unsubscribe();
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
