/**
 * Live chat across processes: one LISTEN per process on the chat channel, which every message
 * NOTIFYs with its game's id when it commits (chat-store.ts), fanned out in memory to that
 * game's waiting long-polls and subscriptions. A notice says only "re-read the chat": each
 * listener reads what its own caller may see. It keys listeners by game id the way InboxFeed
 * keys them by account, so `nextInboxChange` waits on either.
 */
import type { Database, StopListening } from '../db/database.ts';
import type { InboxFeedPort } from '../live/inbox-feed.ts';
import { CHAT_CHANNEL } from './chat-store.ts';

type Listener = () => void;

const GAME_ID = /^[0-9a-f-]{36}$/;

export type ChatFeedPort = InboxFeedPort;

export class ChatFeed implements ChatFeedPort {
  readonly #listeners = new Map<string, Set<Listener>>();
  #stopListening: StopListening = () => Promise.resolve();
  #closed = false;

  static async open(database: Database): Promise<ChatFeed> {
    const feed = new ChatFeed();
    feed.#stopListening = await database.listen(
      CHAT_CHANNEL,
      (payload) => {
        // Anyone who can connect may NOTIFY: only a game id is taken.
        if (GAME_ID.test(payload)) feed.#dispatch(payload);
      },
      {
        onReconnect: () => {
          for (const gameId of [...feed.#listeners.keys()]) feed.#dispatch(gameId);
        },
      },
    );
    return feed;
  }

  subscribe(gameId: string, listener: () => void): () => void {
    if (this.#closed) throw new Error('The chat feed is closed.');
    let listeners = this.#listeners.get(gameId);
    if (listeners === undefined) {
      listeners = new Set();
      this.#listeners.set(gameId, listeners);
    }
    const entry: Listener = () => {
      listener();
    };
    listeners.add(entry);
    return () => {
      const current = this.#listeners.get(gameId);
      if (current?.delete(entry) === true && current.size === 0) this.#listeners.delete(gameId);
    };
  }

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

  #dispatch(gameId: string): void {
    for (const listener of [...(this.#listeners.get(gameId) ?? [])]) {
      try {
        listener();
      } catch (error) {
        console.error('chat feed:', error);
      }
    }
  }
}
