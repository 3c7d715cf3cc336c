/**
 * A started game held in memory: what never changes after the start (engine, options, seeds, who
 * is a bot) and the state folded up to a known version of the log. States are immutable values
 * (the engine never mutates its inputs), so a cached one is shared freely.
 */
import { findGame, findGameVersion } from '@tavolo/engine';
import type { AnyGameModule, GameConfig, JsonValue } from '@tavolo/engine';
import { LRUCache } from 'lru-cache';
import { ServiceError } from '../errors.ts';
import type { SeatedGame } from '../store/lobby-store.ts';
import type { StoredEntry } from '../store/types.ts';
import { advanceStandings, initialStandings } from '../policies/standings.ts';
import type { SeatStandings } from '../policies/standings.ts';
import type { TimeoutPolicy } from '../policies/timeout-policy.ts';

export interface GameMeta {
  readonly id: string;
  readonly module: AnyGameModule;
  readonly config: GameConfig<unknown>;
  readonly serverSeed: string;
  readonly playerSeedsDigest: string;
  /** Seat → bot name, for the seats the server plays. */
  readonly botSeats: ReadonlyMap<number, string>;
  /** Seat → player id, for the seats people hold. */
  readonly seatPlayers: ReadonlyMap<number, string>;
  readonly timeoutPolicy: TimeoutPolicy;
}

export interface LiveGame {
  readonly meta: GameMeta;
  readonly version: number;
  readonly headHash: string;
  readonly state: unknown;
  /** Each seat's timeouts and who plays it, folded from the same entries (policies/). */
  readonly standings: SeatStandings;
}

/**
 * The engine's values are plain JSON by contract (the contract suite checks the round trip);
 * this is the one place the service takes them as such.
 */
export function asJson(value: unknown): JsonValue {
  return value as JsonValue;
}

/** The engine a new game is created with: the game at its newest rules version. */
export function engineOf(engineId: string): AnyGameModule {
  const module = findGame(engineId);
  if (module === undefined) {
    throw new ServiceError('UNKNOWN_ENGINE', `No game engine "${engineId}" is registered.`);
  }
  return module;
}

/**
 * The engine a stored game runs under: the rules version it was created with, forever (ADR 0024).
 * Engines never drop a published version, so a miss is a database written by a newer release.
 */
export function storedEngineOf(engineId: string, rulesVersion: string): AnyGameModule {
  const module = findGameVersion(engineId, rulesVersion);
  if (module === undefined) {
    throw new ServiceError(
      'UNKNOWN_ENGINE',
      `No game engine "${engineId}" with rules ${rulesVersion} is registered.`,
    );
  }
  return module;
}

export function metaOf(record: SeatedGame): GameMeta {
  const { game, seats } = record;
  if (game.playerSeedsDigest === null) {
    throw new ServiceError('GAME_NOT_STARTED', `Game ${game.id} has not started yet.`);
  }
  const botSeats = new Map<number, string>();
  const seatPlayers = new Map<number, string>();
  for (const seat of seats) {
    if (seat.botName !== null) botSeats.set(seat.seat, seat.botName);
    if (seat.playerId !== null) seatPlayers.set(seat.seat, seat.playerId);
  }
  return {
    id: game.id,
    module: storedEngineOf(game.engine, game.rulesVersion),
    config: { seatCount: game.seatCount, options: game.options },
    serverSeed: game.serverSeed,
    playerSeedsDigest: game.playerSeedsDigest,
    botSeats,
    seatPlayers,
    timeoutPolicy: game.timeoutPolicy,
  };
}

function foldEntries(
  module: AnyGameModule,
  state: unknown,
  entries: readonly StoredEntry[],
): unknown {
  let folded = state;
  for (const entry of entries)
    for (const event of entry.events) folded = module.evolve(folded, event);
  return folded;
}

/** Folds entries (oldest first, continuing `live`) into a later LiveGame. */
export function advance(live: LiveGame, entries: readonly StoredEntry[]): LiveGame {
  const last = entries.at(-1);
  if (last === undefined) return live;
  const state = foldEntries(live.meta.module, live.state, entries);
  const standings = entries.reduce(advanceStandings, live.standings);
  return { meta: live.meta, version: last.version, headHash: last.hash, state, standings };
}

/** Builds a LiveGame from the whole log: the cache-miss path. */
export function replayLog(meta: GameMeta, entries: readonly StoredEntry[]): LiveGame {
  const last = entries.at(-1);
  if (entries[0]?.version !== 0 || last === undefined) {
    throw new Error(`the log of game ${meta.id} does not start at version 0`);
  }
  const state = foldEntries(meta.module, meta.module.initialState(meta.config), entries);
  const standings = entries.reduce(advanceStandings, initialStandings(meta.config.seatCount));
  return { meta, version: last.version, headHash: last.hash, state, standings };
}

/** The most recently used games' states, so a move never replays the whole log. */
export class StateCache {
  readonly #games: LRUCache<string, LiveGame>;

  constructor(maxGames: number) {
    this.#games = new LRUCache({ max: maxGames });
  }

  get(gameId: string): LiveGame | undefined {
    return this.#games.get(gameId);
  }

  /** Keeps the newer of the cached and the offered state (concurrent requests may finish late). */
  offer(live: LiveGame): LiveGame {
    const cached = this.#games.get(live.meta.id);
    if (cached !== undefined && cached.version >= live.version) return cached;
    this.#games.set(live.meta.id, live);
    return live;
  }

  delete(gameId: string): void {
    this.#games.delete(gameId);
  }
}
