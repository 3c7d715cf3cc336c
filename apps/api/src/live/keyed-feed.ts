/**
 * A LISTEN channel fanned out in memory by key (an account id, a game id): one LISTEN per
 * process, every NOTIFY names the key whose data changed, and each of that key's listeners is told
 * to re-read what its own caller may see. After a dropped LISTEN comes back every key with
 * listeners is told, as notices sent meanwhile were lost. InboxFeed and ChatFeed are this.
 */
import type { Database, StopListening } from '../db/database.ts';

type Listener = () => void;

/** Keys are UUIDs: anyone who can connect may NOTIFY, so nothing else is taken. */
const KEY = /^[0-9a-f-]{36}$/;

/** A feed whose notices name a key: `subscribe` calls `listener` at each notice of `key`. */
export interface KeyedNotices {
  subscribe(key: string, listener: () => void): () => void;
}

export class KeyedFeed implements KeyedNotices {
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly #name: string;
  #stopListening: StopListening = () => Promise.resolve();
  #closed = false;

  /** `name` is what errors and logs call it ("inbox feed"). */
  protected constructor(name: string) {
    this.#name = name;
  }

  protected async listenOn(database: Database, channel: string): Promise<void> {
    this.#stopListening = await database.listen(
      channel,
      (payload) => {
        if (KEY.test(payload)) this.#dispatch(payload);
      },
      {
        onReconnect: () => {
          for (const key of [...this.#listeners.keys()]) this.#dispatch(key);
        },
      },
    );
  }

  /** Calls `listener` at each change under `key`; returns the unsubscribe function. */
  subscribe(key: string, listener: () => void): () => void {
    if (this.#closed) throw new Error(`The ${this.#name} is closed.`);
    let listeners = this.#listeners.get(key);
    if (listeners === undefined) {
      listeners = new Set();
      this.#listeners.set(key, listeners);
    }
    // A wrapper per subscription: the same function subscribed twice is two subscriptions.
    const entry: Listener = () => {
      listener();
    };
    listeners.add(entry);
    return () => {
      const current = this.#listeners.get(key);
      if (current?.delete(entry) === true && current.size === 0) this.#listeners.delete(key);
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

  #dispatch(key: string): void {
    for (const listener of [...(this.#listeners.get(key) ?? [])]) {
      try {
        listener();
      } catch (error) {
        console.error(`${this.#name}:`, error);
      }
    }
  }
}
