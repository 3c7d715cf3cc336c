/**
 * The game service: the lobby (lobby-service.ts) and play (play-service.ts) over one event store
 * and one cache of live games, with the server bots, the deadline sweeper's target and the facts
 * every commit announces. No HTTP in sight: the REST and GraphQL layers call `lobby` and `play`
 * through http/operations.ts, which decides who may act for which seat.
 */
import type { Seat } from '@tavolo/engine';
import { systemClock } from '../clock.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { CleanupStore } from '../store/cleanup-store.ts';
import type { CleanedUpGame } from '../store/cleanup-store.ts';
import { DeadlineStore } from '../store/deadline-store.ts';
import { EventStore } from '../store/event-store.ts';
import { LobbyStore } from '../store/lobby-store.ts';
import { Appends } from './appends.ts';
import { BotRunner, runBotsOnCommits } from './bots.ts';
import type { BotMove } from './bots.ts';
import { actOnDeadline } from './deadlines.ts';
import type { DeadlineAction } from './deadlines.ts';
import { Announcer } from './game-facts.ts';
import type { GameFact, GameFactListener } from './game-facts.ts';
import { GameReads } from './game-reads.ts';
import type { LiveGame } from './live-game.ts';
import { LiveGames } from './live-games.ts';
import { LobbyService } from './lobby-service.ts';
import type { MoveOutcomeListener } from './move-outcomes.ts';
import { PlayService } from './play-service.ts';
import { RematchService } from './rematch/rematch-service.ts';
import { UnplayedGames } from './unplayed-games.ts';
import { DEFAULT_VACATION } from '../vacations/bank.ts';
import type { VacationSettings } from '../vacations/bank.ts';
import { VacationService } from '../vacations/vacation-service.ts';

export type { PlayerSummary } from './lobby-service.ts';

export interface GameServiceOptions {
  /** How many games' states to keep in memory (default 1000). */
  readonly cacheSize?: number;
  /** The clock that timestamps log entries (default: the system clock). */
  readonly clock?: Clock;
  /** The vacation bank's rules (default DEFAULT_VACATION of vacations/bank.ts). */
  readonly vacation?: VacationSettings;
  /** Where a server bot's unexpected failure is reported (default: console.error). */
  readonly onBotError?: (gameId: string, error: unknown) => void;
}

export class GameService {
  /** Players, games, seats, invite codes and the start. */
  readonly lobby: LobbyService;
  /** Moves, states, logs, exports and reclaiming a seat. */
  readonly play: PlayService;
  /** Account time zones and vacations; announces its facts with the game's (game-facts.ts). */
  readonly vacations: VacationService;
  /** Rematch offers of finished games, started through `lobby` (rematch/, ADR 0040). */
  readonly rematches: RematchService;
  readonly #lobbyStore: LobbyStore;
  readonly #games: LiveGames;
  readonly #appends: Appends;
  readonly #bots: BotRunner;
  readonly #deadlines: DeadlineStore;
  readonly #facts = new Announcer<GameFact>((error) => {
    console.error('game fact listener:', error);
  });
  readonly #clock: Clock;
  readonly #unplayed: UnplayedGames;

  constructor(db: Db, options: GameServiceOptions = {}) {
    const lobbyStore = new LobbyStore(db);
    const events = new EventStore(db);
    this.#games = new LiveGames(lobbyStore, events, options.cacheSize ?? 1000);
    this.#deadlines = new DeadlineStore(db);
    this.#clock = options.clock ?? systemClock;
    this.#appends = new Appends(events, this.#games, this.#clock, this.#facts);
    this.lobby = new LobbyService({
      lobby: lobbyStore,
      games: this.#games,
      clock: this.#clock,
      facts: this.#facts,
    });
    this.rematches = new RematchService(db, this.lobby, this.#clock);
    const reads = new GameReads(lobbyStore, events, this.#games);
    this.play = new PlayService(this.#appends, reads, this.#games);
    this.#unplayed = new UnplayedGames(new CleanupStore(db), this.#clock, {
      announce: (fact) => {
        this.#facts.announce(fact);
      },
      forget: (gameId) => {
        this.#games.forget(gameId);
      },
    });
    this.vacations = new VacationService(
      db,
      options.vacation ?? DEFAULT_VACATION,
      this.#clock,
      this.#facts,
    );
    const onBotError =
      options.onBotError ??
      ((gameId: string, error: unknown) => {
        console.error(`server bot of game ${gameId} stopped:`, error);
      });
    this.#bots = new BotRunner({
      latest: async (gameId) => (await this.#games.fresh(gameId)).live,
      current: async (gameId) =>
        this.#games.cached(gameId) ?? (await this.#games.fresh(gameId)).live,
      play: async (gameId, move: BotMove) => {
        await this.#appends.submit(gameId, move.seat, move);
      },
      onError: onBotError,
    });
    // The bots follow this process's commits like every other consumer of its facts.
    runBotsOnCommits(this, this.#bots, (gameId) => this.#games.cached(gameId));
    this.#lobbyStore = lobbyStore;
  }

  // ── Server bots ───────────────────────────────────────────────────────────────────────────

  /** Restart recovery: sets the bots of every game waiting for one moving again. */
  async resumeBots(): Promise<number> {
    const ids = await this.#lobbyStore.gamesAwaitingBots();
    for (const id of ids) this.#bots.schedule(id);
    return ids.length;
  }

  /** Resolves when no server bot has a move in progress. */
  botsIdle(): Promise<void> {
    return this.#bots.idle();
  }

  /** Stops the bots after their current move (call before closing the database). */
  stop(): Promise<void> {
    return this.#bots.stop();
  }

  /**
   * Calls `listener` after each move submitted through this service is committed or refused
   * (server bots' moves included); returns the unsubscribe function.
   */
  onMoveOutcome(listener: MoveOutcomeListener): () => void {
    return this.#appends.onMoveOutcome(listener);
  }

  /**
   * Calls `listener` after each commit of this process: a start, an entry (game-facts.ts);
   * returns the unsubscribe function.
   */
  onFact(listener: GameFactListener): () => void {
    return this.#facts.subscribe(listener);
  }

  // ── Deadlines ─────────────────────────────────────────────────────────────────────────────

  /** Claims up to `limit` games whose deadline passed, for `leaseMs` (the sweeper's round). */
  claimDueGames(limit: number, leaseMs: number): Promise<string[]> {
    const now = this.#clock.now();
    return this.#deadlines.claimDue(now, limit, new Date(now.getTime() + leaseMs));
  }

  /** Acts on a claimed game's deadline under its timeout policy (service/deadlines.ts). */
  actOnDeadline(gameId: string): Promise<DeadlineAction> {
    const driver = {
      fresh: (id: string) => this.#games.fresh(id),
      play: (id: string, move: BotMove) => this.#appends.submit(id, move.seat, move),
      forfeit: (live: LiveGame, seat: Seat) => this.#appends.appendSeatEntry(live, seat, 'forfeit'),
      scheduleBots: (id: string) => {
        this.#bots.schedule(id);
      },
    };
    return actOnDeadline(driver, this.#deadlines, gameId, this.#clock.now());
  }

  /** Removes up to `limit` games unplayed for `afterHours` (service/unplayed-games.ts). */
  removeUnplayedGames(afterHours: number, limit: number): Promise<CleanedUpGame[]> {
    return this.#unplayed.removeOnce(afterHours, limit);
  }
}
