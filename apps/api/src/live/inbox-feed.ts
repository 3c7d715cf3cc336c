/**
 * Live inboxes across processes: one LISTEN per process on the inbox channel, which every write
 * to an account's notifications NOTIFYs with the account's id when it commits
 * (store/inbox-store.ts), fanned out in memory to that account's waiting long-polls and
 * subscriptions. A notice only says "re-read the inbox"; after a dropped LISTEN comes back,
 * every waiting account is told to re-read, as notices sent meanwhile were lost.
 */
import type { Database, StopListening } from '../db/database.ts';
import { INBOX_CHANNEL } from '../store/inbox-store.ts';

type Listener = () => void;

const ACCOUNT_ID = /^[0-9a-f-]{36}$/;

export interface InboxWaitOptions {
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
}

/** What the HTTP layer needs of the live inbox (InboxFeed satisfies it). */
export interface InboxFeedPort {
  /** Calls `listener` at each change of the account's inbox; returns the unsubscribe function. */
  subscribe(playerId: string, listener: () => void): () => void;
}

export class InboxFeed implements InboxFeedPort {
  readonly #listeners = new Map<string, Set<Listener>>();
  #stopListening: StopListening = () => Promise.resolve();
  #closed = false;

  static async open(database: Database): Promise<InboxFeed> {
    const feed = new InboxFeed();
    feed.#stopListening = await database.listen(
      INBOX_CHANNEL,
      (payload) => {
        // Anyone who can connect may NOTIFY: only an account id is taken.
        if (ACCOUNT_ID.test(payload)) feed.#dispatch(payload);
      },
      {
        onReconnect: () => {
          for (const playerId of [...feed.#listeners.keys()]) feed.#dispatch(playerId);
        },
      },
    );
    return feed;
  }

  subscribe(playerId: string, listener: () => void): () => void {
    if (this.#closed) throw new Error('The inbox feed is closed.');
    let listeners = this.#listeners.get(playerId);
    if (listeners === undefined) {
      listeners = new Set();
      this.#listeners.set(playerId, listeners);
    }
    const entry: Listener = () => {
      listener();
    };
    listeners.add(entry);
    return () => {
      const current = this.#listeners.get(playerId);
      if (current?.delete(entry) === true && current.size === 0) this.#listeners.delete(playerId);
    };
  }

  /** Subscriptions in place (leak checks). */
  listenerCount(): number {
    let count = 0;
    for (const listeners of this.#listeners.values()) count += listeners.size;
    return count;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#listeners.clear();
    await this.#stopListening();
  }

  #dispatch(playerId: string): void {
    for (const listener of [...(this.#listeners.get(playerId) ?? [])]) {
      try {
        listener();
      } catch (error) {
        console.error('inbox feed:', error);
      }
    }
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
