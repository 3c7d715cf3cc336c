/**
 * The lobby's live feed (issue 20 item 8): tells whoever waits on the public game lists that they
 * may have changed — a game created, joined, left, started, finished or removed — in any API
 * process. Built like GameFeed (ADR 0032), with nothing to carry but "re-read":
 * - this process's commits, from the game service's facts, at once (never called by the service);
 * - the other processes', by a NOTIFY each sends after its facts, at most one in flight per
 *   process (the facts that arrive meanwhile ride on the next one);
 * - a poll, every `pollIntervalMs` while someone waits, of the lists' fingerprint
 *   (store/lobby-fingerprint.ts): a notice lost with its process or a dropped LISTEN is made
 *   good within one interval; after a reconnect every waiter is told at once.
 * A notice names no game: each waiter re-reads the lists as its own caller may see them, so a
 * private game never reaches anyone through it (nextChange keeps waiting while they read
 * the same).
 */
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database, Db, StopListening } from '../db/database.ts';
import type { GameFact } from '../service/game-facts.ts';
import { lobbyFingerprint } from '../store/lobby-fingerprint.ts';
import type { CommitSource } from './feed-sources.ts';
import { DEFAULT_FEED_POLL_MS } from './game-feed.ts';

/** The NOTIFY channel of lobby changes; a payload is the sending process's origin. */
export const LOBBY_CHANNEL = 'tavolo_lobby_changes';

/** What the HTTP layer needs of the live lobby (LobbyFeed satisfies it). */
export interface LobbyFeedPort {
  /** Calls `listener` at each possible change of the lobby; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface LobbyFeedOptions {
  /** This process's commits, as the game service announces them. */
  readonly commits: CommitSource;
  /** Where a failed NOTIFY or poll is reported (default console.error). */
  readonly onError?: (error: unknown) => void;
  /** How often the fingerprint is read while someone waits (default 1000 ms). */
  readonly pollIntervalMs?: number;
}

/** Whether a fact may change the public lists (a private game's seats never do). */
export function changesLobby(fact: GameFact): boolean {
  switch (fact.kind) {
    case 'lobby_changed':
      return fact.visibility === 'public';
    case 'game_started':
    case 'game_cleaned_up':
      return true;
    case 'entry_committed':
      return fact.outcome !== null;
    default:
      return false;
  }
}

function reportToConsole(error: unknown): void {
  console.error('lobby feed:', error);
}

export class LobbyFeed implements LobbyFeedPort {
  /** Names this process's notices: its own feed has told its waiters already. */
  readonly origin = randomUUID();
  readonly #db: Db;
  readonly #onError: (error: unknown) => void;
  readonly #listeners = new Set<() => void>();
  #stopListening: StopListening = () => Promise.resolve();
  #stopCommits: () => void = () => undefined;
  #poll: NodeJS.Timeout | undefined;
  #polling: Promise<void> | undefined;
  /** The fingerprint last read; undefined until read while someone waits. */
  #fingerprint: string | undefined;
  #sending: Promise<void> | undefined;
  /** A change came while a NOTIFY was on its way: send one more. */
  #sendAgain = false;
  #closed = false;

  private constructor(db: Db, onError: (error: unknown) => void) {
    this.#db = db;
    this.#onError = onError;
  }

  /** LISTENs on `database` (one feed per process) and follows `options.commits`. */
  static async open(database: Database, options: LobbyFeedOptions): Promise<LobbyFeed> {
    const feed = new LobbyFeed(database.db, options.onError ?? reportToConsole);
    feed.#stopListening = await database.listen(
      LOBBY_CHANNEL,
      (payload) => {
        if (payload !== feed.origin) feed.#dispatch();
      },
      {
        onReconnect: () => {
          feed.#dispatch();
        },
      },
    );
    feed.#stopCommits = options.commits.onFact((fact) => {
      if (changesLobby(fact)) feed.publish();
    });
    feed.#poll = setInterval(() => {
      feed.#pollOnce();
    }, options.pollIntervalMs ?? DEFAULT_FEED_POLL_MS);
    feed.#poll.unref();
    return feed;
  }

  /** A lobby change committed by this process: its waiters now, the others by NOTIFY. */
  publish(): void {
    if (this.#closed) return;
    this.#dispatch();
    if (this.#sending !== undefined) {
      this.#sendAgain = true;
      return;
    }
    this.#sending = this.#send();
  }

  subscribe(listener: () => void): () => void {
    if (this.#closed) throw new Error('The lobby feed is closed.');
    // A wrapper per subscription: the same function subscribed twice is two subscriptions.
    const entry = () => {
      listener();
    };
    this.#listeners.add(entry);
    return () => {
      this.#listeners.delete(entry);
      if (this.#listeners.size === 0) this.#fingerprint = undefined;
    };
  }

  /** Subscriptions in place (leak checks). */
  listenerCount(): number {
    return this.#listeners.size;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#poll);
    this.#stopCommits();
    this.#listeners.clear();
    await Promise.all([this.#sending, this.#polling, this.#stopListening()]);
  }

  async #send(): Promise<void> {
    // Let the facts of this tick gather into one NOTIFY.
    await new Promise((resolve) => setImmediate(resolve));
    do {
      this.#sendAgain = false;
      try {
        await this.#db.execute(sql`select pg_notify(${LOBBY_CHANNEL}, ${this.origin})`);
      } catch (error) {
        // The other processes' polls catch up with what this notice would have said.
        this.#onError(error);
      }
    } while (this.#anotherNotice());
    this.#sending = undefined;
  }

  /** Whether a change came while the last NOTIFY was on its way (and the feed is open). */
  #anotherNotice(): boolean {
    return this.#sendAgain && !this.#closed;
  }

  #dispatch(): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener();
      } catch (error) {
        this.#onError(error);
      }
    }
  }

  /** One round of the poll, when someone waits and the last round is done. */
  #pollOnce(): void {
    if (this.#polling !== undefined || this.#listeners.size === 0) return;
    this.#polling = this.#compareFingerprint().finally(() => {
      this.#polling = undefined;
    });
  }

  async #compareFingerprint(): Promise<void> {
    try {
      const fingerprint = await lobbyFingerprint(this.#db);
      const previous = this.#fingerprint;
      this.#fingerprint = fingerprint;
      if (previous !== undefined && previous !== fingerprint) this.#dispatch();
    } catch (error) {
      this.#onError(error);
    }
  }
}
