/**
 * Started games as the service works on them: from the in-memory cache when it is current,
 * caught up from the log when another process appended meanwhile, replayed once on a miss.
 */
import type { EventStore, StartedHead } from '../store/event-store.ts';
import type { LobbyStore } from '../store/lobby-store.ts';
import type { LogReader, StreamHead } from '../store/types.ts';
import { ServiceError, VersionConflictError } from '../errors.ts';
import { StateCache, advance, metaOf, replayLog } from './live-game.ts';
import type { LiveGame } from './live-game.ts';

export interface FreshGame {
  readonly live: LiveGame;
  readonly head: StartedHead;
}

export function startedHead(gameId: string, head: StreamHead | undefined): StartedHead {
  if (head === undefined) throw new ServiceError('GAME_NOT_FOUND', `No game ${gameId}.`);
  if (head.version === null) {
    throw new ServiceError('GAME_NOT_STARTED', `Game ${gameId} has not started yet.`);
  }
  return { ...head, version: head.version };
}

export class LiveGames {
  readonly #lobby: LobbyStore;
  readonly #events: EventStore;
  readonly #cache: StateCache;

  constructor(lobby: LobbyStore, events: EventStore, cacheSize: number) {
    this.#lobby = lobby;
    this.#events = events;
    this.#cache = new StateCache(cacheSize);
  }

  /** The cached state, which may be behind the database. */
  cached(gameId: string): LiveGame | undefined {
    return this.#cache.get(gameId);
  }

  /** Keeps `live` unless a newer state is cached; returns the one kept. */
  remember(live: LiveGame): LiveGame {
    return this.#cache.offer(live);
  }

  /** The started game as committed now (one read of its head row, plus any entries missed). */
  async fresh(gameId: string): Promise<FreshGame> {
    const head = startedHead(gameId, await this.#events.head(gameId));
    const cached = this.#cache.get(gameId);
    if (cached !== undefined && cached.version >= head.version) return { live: cached, head };
    return { live: this.#cache.offer(await this.#load(gameId, cached)), head };
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

  async #load(gameId: string, cached: LiveGame | undefined): Promise<LiveGame> {
    if (cached !== undefined) {
      return advance(cached, await this.#events.entriesFrom(gameId, cached.version + 1));
    }
    const record = await this.#lobby.game(gameId);
    if (record === undefined) throw new ServiceError('GAME_NOT_FOUND', `No game ${gameId}.`);
    return replayLog(metaOf(record), await this.#events.entriesFrom(gameId, 0));
  }
}
