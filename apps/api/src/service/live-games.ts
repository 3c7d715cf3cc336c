/**
 * Started games as the service works on them: from the in-memory cache when it is current,
 * caught up from the log when another process appended meanwhile, replayed once on a miss.
 */
import { LRUCache } from 'lru-cache';
import type { Seat } from '@tavolo/engine';
import type { EventStore, StartedHead } from '../store/event-store.ts';
import type { LobbyStore } from '../store/lobby-store.ts';
import type { LogSnapshot } from '../store/log-snapshot.ts';
import type { LogReader, StoredEntry, StreamHead } from '../store/types.ts';
import { ServiceError, VersionConflictError } from '../errors.ts';
import { StateCache, advance, metaOf, replayLog } from './live-game.ts';
import type { GameMeta, LiveGame } from './live-game.ts';

export interface FreshGame {
  readonly live: LiveGame;
  readonly head: StartedHead;
}

/** A game as read now, with the last seen version of the seat the read asked it for. */
export interface ReadGame extends FreshGame {
  /** Null when that seat never said, or no seat was asked for. */
  readonly lastSeenVersion: number | null;
}

export function startedHead(gameId: string, head: StreamHead | undefined): StartedHead {
  if (head === undefined) throw new ServiceError('GAME_NOT_FOUND', `No game ${gameId}.`);
  if (head.version === null) {
    throw new ServiceError('GAME_NOT_STARTED', `Game ${gameId} has not started yet.`);
  }
  return { ...head, version: head.version };
}

/** A snapshot of a started game (GAME_NOT_FOUND / GAME_NOT_STARTED otherwise). */
export function startedSnapshot(
  gameId: string,
  snapshot: LogSnapshot | undefined,
): { readonly head: StartedHead; readonly entries: readonly StoredEntry[] } {
  return { head: startedHead(gameId, snapshot?.head), entries: snapshot?.entries ?? [] };
}

export class LiveGames {
  readonly #lobby: LobbyStore;
  readonly #events: EventStore;
  readonly #cache: StateCache;
  /**
   * The head each game had at a version this process committed or read: with the state cached
   * at that version, the state a live change to it makes a viewer read needs no statement.
   */
  readonly #heads: LRUCache<string, StartedHead>;

  constructor(lobby: LobbyStore, events: EventStore, cacheSize: number) {
    this.#lobby = lobby;
    this.#events = events;
    this.#cache = new StateCache(cacheSize);
    this.#heads = new LRUCache({ max: cacheSize });
  }

  /** The cached state, which may be behind the database. */
  cached(gameId: string): LiveGame | undefined {
    return this.#cache.get(gameId);
  }

  /**
   * What never changes after a game's start (engine, options, seeds, bots): from the cache, else
   * from the lobby row — without reading or replaying the log.
   */
  async meta(gameId: string): Promise<GameMeta> {
    const cached = this.#cache.get(gameId);
    if (cached !== undefined) return cached.meta;
    const record = await this.#lobby.game(gameId);
    if (record === undefined) throw new ServiceError('GAME_NOT_FOUND', `No game ${gameId}.`);
    return metaOf(record);
  }

  /** Drops a game from the cache (it was removed). */
  forget(gameId: string): void {
    this.#cache.delete(gameId);
    this.#heads.delete(gameId);
  }

  /** Keeps `live` unless a newer state is cached; returns the one kept. */
  remember(live: LiveGame): LiveGame {
    return this.#cache.offer(live);
  }

  /** Keeps a state this process committed, with the head its append left (event-store.ts). */
  rememberCommit(live: LiveGame, head: StartedHead): void {
    this.#cache.offer(live);
    this.#keepHead(live.meta.id, head);
  }

  /**
   * The game exactly at `version` from memory, when both its state and its head at that version
   * are cached; undefined otherwise (the caller reads).
   */
  cachedAt(gameId: string, version: number): FreshGame | undefined {
    const live = this.#cache.get(gameId);
    const head = this.#heads.get(gameId);
    if (live?.version !== version || head?.version !== version) return undefined;
    return { live, head };
  }

  /**
   * The started game as committed now, its state exactly at the head it comes with: the head and
   * any entries the cache lacks are read in one statement (one snapshot), and nothing past that
   * head is folded in — so the version, the state, the status and the deadline agree. With
   * `seenBy`, that seat's last seen version comes in the same statement.
   */
  async fresh(gameId: string, seenBy?: Seat): Promise<ReadGame> {
    const cached = this.#cache.get(gameId);
    const from = cached === undefined ? 0 : cached.version + 1;
    const snapshot = await this.#events.snapshot(gameId, {
      from,
      ...(seenBy === undefined ? {} : { seenBy }),
    });
    const { head, entries } = startedSnapshot(gameId, snapshot);
    const lastSeenVersion = snapshot?.lastSeenVersion ?? null;
    this.#keepHead(gameId, head);
    if (cached?.version === head.version) return { live: cached, head, lastSeenVersion };
    // The state at this head is returned even when a newer one reached the cache meanwhile.
    if (cached !== undefined && cached.version < head.version) {
      return { live: this.#keep(advance(cached, entries)), head, lastSeenVersion };
    }
    // Nothing cached, or a cache ahead of the database (only if the database was put back):
    // the whole log up to the head.
    const record = await this.#lobby.game(gameId);
    if (record === undefined) throw new ServiceError('GAME_NOT_FOUND', `No game ${gameId}.`);
    const log = from === 0 ? entries : await this.#entriesUpTo(gameId, head.version);
    if (cached !== undefined) this.#cache.delete(gameId);
    return { live: this.#keep(replayLog(metaOf(record), log)), head, lastSeenVersion };
  }

  /**
   * `live` brought to the head read inside an appending transaction, through that transaction.
   * Under READ COMMITTED later statements may already see commits made after the head was read,
   * so nothing past the head is folded in; and a cached state past the head means another
   * commit won meanwhile: a conflict (the cache is dropped in case the database went back).
   */
  async atHead(live: LiveGame, head: StartedHead, log: LogReader): Promise<LiveGame> {
    if (live.version === head.version) return live;
    if (live.version > head.version) {
      this.#cache.delete(live.meta.id);
      throw new VersionConflictError(head.version, live.version);
    }
    const missed = await log.entriesFrom(live.version + 1);
    return this.#cache.offer(
      advance(
        live,
        missed.filter((e) => e.version <= head.version),
      ),
    );
  }

  /** Keeps `head` unless a head of a later version is kept (reads may finish late). */
  #keepHead(gameId: string, head: StartedHead): void {
    const kept = this.#heads.get(gameId);
    if (kept === undefined || kept.version <= head.version) this.#heads.set(gameId, head);
  }

  #keep(live: LiveGame): LiveGame {
    this.#cache.offer(live);
    return live;
  }

  async #entriesUpTo(gameId: string, version: number) {
    return this.#events.entriesFrom(gameId, 0, version + 1);
  }
}
