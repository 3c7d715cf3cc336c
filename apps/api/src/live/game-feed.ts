/**
 * A live feed of game changes that works across processes, fanned out in memory to the
 * subscribers of each game. The GraphQL subscriptions and the long-poll `?wait=` of the HTTP
 * layer are built on it. It hears of a change three ways (ADR 0032):
 * - this process's own commits, from the game service's facts, at once (feed-sources.ts);
 * - the other processes' commits, from their NOTIFYs, sent after their commits in batches
 *   (change-beacon.ts) and received on one LISTEN per process;
 * - a poll, every `pollIntervalMs`, of the heads of the games watched here: a notice that never
 *   came (its process died first, or this LISTEN was down) is caught up within one interval.
 *
 * Whoever read a version first and subscribes afterwards could miss a change committed in
 * between: waitForVersionAbove() and changes({ afterVersion }) re-read the game's head once
 * subscribed, and after the driver re-established a dropped LISTEN (postgres-listen.ts) every
 * watched game's head is re-read too. A subscriber is told of each game's versions in rising
 * order, each at most once (a change says "re-read"; versions in between may be skipped).
 */
import type { Database, Db, StopListening } from '../db/database.ts';
import { ChangeBeacon } from './change-beacon.ts';
import { GAME_CHANGES_CHANNEL, notifyGameChanges, parseChangeNotice } from './game-change.ts';
import type { GameChange } from './game-change.ts';
import { changeOfFact, committedHeads } from './feed-sources.ts';
import type { CommitSource } from './feed-sources.ts';
import { HeadReads } from './head-reads.ts';
import { LatestChange, iterate } from './latest-change.ts';

export type { CommitSource } from './feed-sources.ts';

export interface GameFeedOptions {
  /** This process's commits: its subscribers hear of them at once, the others by NOTIFY. */
  readonly commits: CommitSource;
  /** Where a subscriber's exception or a failed head read is reported (default console.error). */
  readonly onError?: (error: unknown) => void;
  /** How often the watched games' heads are re-read (default 1000 ms). */
  readonly pollIntervalMs?: number;
}

/** The default pace of the poll: the longest a lost notice keeps a subscriber waiting. */
export const DEFAULT_FEED_POLL_MS = 1000;

export interface WaitOptions {
  /** How long to wait for a change before resolving with undefined. */
  readonly timeoutMs: number;
  /** Resolves the wait with undefined when it aborts (e.g. the HTTP client went away). */
  readonly signal?: AbortSignal;
}

export interface ChangesOptions {
  /**
   * Yield only versions above this one. The game's head is read once subscribed, so a change
   * committed after the caller read `afterVersion` is yielded even if its NOTIFY came too early.
   */
  readonly afterVersion?: number;
}

type Listener = (change: GameChange) => void;

function reportToConsole(error: unknown): void {
  console.error('game feed:', error);
}

/** Runs `onAbort` once when `signal` (if any) aborts; the returned function stops watching. */
function whenAborted(signal: AbortSignal | undefined, onAbort: () => void): () => void {
  if (signal === undefined) return () => undefined;
  signal.addEventListener('abort', onAbort, { once: true });
  return () => {
    signal.removeEventListener('abort', onAbort);
  };
}

export class GameFeed {
  readonly #db: Db;
  readonly #onError: (error: unknown) => void;
  readonly #listeners = new Map<string, Set<Listener>>();
  /** The highest version dispatched of each watched game: an older or repeated one is dropped. */
  readonly #dispatched = new Map<string, number>();
  readonly #beacon: ChangeBeacon;
  #stopCommits: () => void = () => undefined;
  #poll: NodeJS.Timeout | undefined;
  #polling: Promise<void> | undefined;
  /** Aborted by close(). */
  readonly #closing = new AbortController();
  /**
   * What close() ends: every pending wait and open stream. A set rather than listeners on
   * `#closing`: adding a listener to an AbortSignal scans those it has, and 5,000 long-polls
   * re-registering after each move made that quadratic.
   */
  readonly #onClose = new Set<() => void>();
  /** The heads read once subscribed, batched across callers (head-reads.ts). */
  readonly #heads: HeadReads;
  #stopListening: StopListening = () => Promise.resolve();
  #closed: Promise<void> | undefined;
  #listening = true;

  private constructor(db: Db, onError: (error: unknown) => void) {
    this.#db = db;
    this.#onError = onError;
    this.#beacon = new ChangeBeacon((payload) => notifyGameChanges(db, payload), onError);
    this.#heads = new HeadReads((gameIds) => committedHeads(db, gameIds));
  }

  /** LISTENs on `database` (open one feed per process: subscribers share its single LISTEN). */
  static async open(database: Database, options: GameFeedOptions): Promise<GameFeed> {
    const feed = new GameFeed(database.db, options.onError ?? reportToConsole);
    feed.#stopListening = await database.listen(
      GAME_CHANGES_CHANNEL,
      (payload) => {
        const notice = parseChangeNotice(payload);
        if (notice.origin === feed.#beacon.origin) return;
        for (const change of notice.changes) feed.#dispatch(change);
      },
      {
        onDisconnect: () => {
          feed.#listening = false;
        },
        onReconnect: () => {
          feed.#listening = true;
          void feed.#catchUpAll();
        },
      },
    );
    feed.#stopCommits = options.commits.onFact((fact) => {
      const change = changeOfFact(fact);
      if (change !== undefined) feed.publish(change);
    });
    feed.#poll = setInterval(() => {
      feed.#pollOnce();
    }, options.pollIntervalMs ?? DEFAULT_FEED_POLL_MS);
    feed.#poll.unref();
    return feed;
  }

  /**
   * A change committed by this process: its subscribers are told now, the other processes by the
   * next NOTIFY (change-beacon.ts).
   */
  publish(change: GameChange): void {
    if (this.#closing.signal.aborted) return;
    this.#dispatch(change);
    this.#beacon.offer(change);
  }

  /** False while the LISTEN connection is lost (changes are caught up once it is back). */
  get listening(): boolean {
    return this.#listening;
  }

  /**
   * Calls `listener` with each change of `gameId` committed from now on, by any process, in
   * commit order. After a reconnect it may see a version again: compare versions. Returns the
   * unsubscribe function (calling it twice is harmless).
   */
  subscribe(gameId: string, listener: (change: GameChange) => void): () => void {
    if (this.#closing.signal.aborted) throw new Error('The game feed is closed.');
    let listeners = this.#listeners.get(gameId);
    if (listeners === undefined) {
      listeners = new Set();
      this.#listeners.set(gameId, listeners);
    }
    // A wrapper of our own, so that one function subscribed twice is two subscriptions.
    const entry: Listener = (change) => {
      listener(change);
    };
    listeners.add(entry);
    return () => {
      const current = this.#listeners.get(gameId);
      if (current?.delete(entry) === true && current.size === 0) {
        this.#listeners.delete(gameId);
        this.#dispatched.delete(gameId);
      }
    };
  }

  /** Subscriptions in place, for one game or in all: what leak checks look at. */
  listenerCount(gameId?: string): number {
    if (gameId !== undefined) return this.#listeners.get(gameId)?.size ?? 0;
    let count = 0;
    for (const listeners of this.#listeners.values()) count += listeners.size;
    return count;
  }

  /**
   * The first change of `gameId` with a version above `afterVersion` — already committed (the
   * head is read once subscribed) or yet to come — or undefined after `timeoutMs`, when `signal`
   * aborts or when the feed closes. Rejects only if reading the head fails.
   */
  waitForVersionAbove(
    gameId: string,
    afterVersion: number,
    options: WaitOptions,
  ): Promise<GameChange | undefined> {
    if (this.#closing.signal.aborted || options.signal?.aborted === true) {
      return Promise.resolve(undefined);
    }
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (finish: () => void) => {
        if (settled) return;
        settled = true;
        unsubscribe();
        clearTimeout(timer);
        stopWatching();
        this.#onClose.delete(onClose);
        finish();
      };
      const answer = (change: GameChange | undefined) => {
        settle(() => {
          resolve(change);
        });
      };
      const unsubscribe = this.subscribe(gameId, (change) => {
        if (change.version > afterVersion) answer(change);
      });
      const timer = setTimeout(answer, options.timeoutMs, undefined);
      const onClose = () => {
        answer(undefined);
      };
      this.#onClose.add(onClose);
      const stopWatching = whenAborted(options.signal, onClose);
      this.head(gameId).then(
        (head) => {
          if (head !== undefined && head.version > afterVersion) answer(head);
        },
        (error: unknown) => {
          settle(() => {
            reject(error instanceof Error ? error : new Error(String(error)));
          });
        },
      );
    });
  }

  /**
   * The changes of `gameId` until `signal` aborts, return() is called or the feed closes, in
   * version order. A consumer slower than the moves gets the latest version, not a backlog.
   */
  changes(
    gameId: string,
    signal: AbortSignal,
    options: ChangesOptions = {},
  ): AsyncIterableIterator<GameChange, undefined, undefined> {
    const slot = new LatestChange(options.afterVersion ?? -1);
    if (signal.aborted || this.#closing.signal.aborted) {
      slot.end();
      return iterate(slot, () => undefined);
    }
    const unsubscribe = this.subscribe(gameId, (change) => {
      slot.offer(change);
    });
    // Abort must release the subscription even if nobody ever iterates.
    const onEnd = () => {
      slot.end();
      stop();
    };
    const stopWatching = whenAborted(signal, onEnd);
    this.#onClose.add(onEnd);
    const stop = () => {
      unsubscribe();
      stopWatching();
      this.#onClose.delete(onEnd);
    };
    if (options.afterVersion !== undefined) {
      this.head(gameId).then((head) => {
        if (head !== undefined) slot.offer(head);
      }, this.#onError);
    }
    return iterate(slot, stop);
  }

  /**
   * The game's committed head as a change, read after this call (batched with the other callers
   * of this moment); undefined before its start (or for no such game).
   */
  head(gameId: string): Promise<GameChange | undefined> {
    return this.#heads.read(gameId);
  }

  /** Stops listening; pending waits resolve with undefined and open streams end. */
  /** Resolves once the notices of the changes published so far went to the other processes. */
  beaconIdle(): Promise<void> {
    return this.#beacon.idle();
  }

  close(): Promise<void> {
    this.#closed ??= (async () => {
      this.#closing.abort();
      for (const end of [...this.#onClose]) end();
      this.#onClose.clear();
      clearInterval(this.#poll);
      this.#stopCommits();
      this.#listeners.clear();
      this.#dispatched.clear();
      await Promise.all([this.#beacon.close(), this.#stopListening()]);
    })();
    return this.#closed;
  }

  #dispatch(change: GameChange): void {
    const listeners = this.#listeners.get(change.gameId);
    if (listeners === undefined) return;
    const dispatched = this.#dispatched.get(change.gameId);
    if (dispatched !== undefined && change.version <= dispatched) return;
    this.#dispatched.set(change.gameId, change.version);
    for (const listener of [...listeners]) {
      // One may unsubscribe another; a subscriber that throws must not cost the others theirs.
      if (!listeners.has(listener)) continue;
      try {
        listener(change);
      } catch (error) {
        this.#onError(error);
      }
    }
  }

  /** One round of the poll, unless the last one is still reading (a slow database). */
  #pollOnce(): void {
    if (this.#polling !== undefined) return;
    this.#polling = this.#catchUpAll().finally(() => {
      this.#polling = undefined;
    });
  }

  /**
   * The poll, and after a reconnect: a notice that never came (lost with its process, or sent
   * while the LISTEN was down) is made good by re-reading every watched game's head.
   */
  async #catchUpAll(): Promise<void> {
    const watched = [...this.#listeners.keys()];
    if (watched.length === 0) return;
    try {
      for (const head of await committedHeads(this.#db, watched)) this.#dispatch(head);
    } catch (error) {
      this.#onError(error);
    }
  }
}
