/**
 * The game service: lobby, play, views and exports over the event store, with no HTTP in sight
 * (the reads themselves are GameReads', in game-reads.ts).
 * The REST and GraphQL layers are thin adapters over this class; authorisation (who may act for
 * which seat) is theirs, every other check is here.
 */
import { randomUUID } from 'node:crypto';
import type { Seat, Viewer } from '@tavolo/engine';
import type { GameExport } from '@tavolo/sdk/audit';
import { systemClock } from '../clock.ts';
import type { Clock } from '../clock.ts';
import { requestedTimeControl } from '../clocks/time-control.ts';
import { requestedTimeoutPolicy } from '../policies/timeout-policy.ts';
import type { Db } from '../db/database.ts';
import { RuleRefusedError, ServiceError } from '../errors.ts';
import { CleanupStore } from '../store/cleanup-store.ts';
import type { CleanedUpGame } from '../store/cleanup-store.ts';
import { DeadlineStore } from '../store/deadline-store.ts';
import { EventStore } from '../store/event-store.ts';
import { LobbyStore } from '../store/lobby-store.ts';
import type { GameRecord } from '../store/lobby-store.ts';
import { BotRunner, DEFAULT_BOT, botOf, hasServerSeats } from './bots.ts';
import type { BotMove } from './bots.ts';
import { GameReads, gameRecord } from './game-reads.ts';
import * as inputs from './inputs.ts';
import { parseInput } from './inputs.ts';
import { engineOf, storedEngineOf } from './live-game.ts';
import type { LiveGame } from './live-game.ts';
import { LiveGames } from './live-games.ts';
import { newGame } from './new-game.ts';
import { MoveOutcomes, refusalCode } from './move-outcomes.ts';
import { Announcer } from './game-facts.ts';
import type { GameFact, GameFactListener } from './game-facts.ts';
import { serverEntryOf } from '@tavolo/sdk/audit';
import type { SeatEntryKind } from '@tavolo/sdk/audit';
import { announceCommit } from './commit-facts.ts';
import { initialStandings } from '../policies/standings.ts';
import { decideSeatEntry, seatEntryCommandId } from '../policies/seat-entries.ts';
import type { StoredEntry, Decision } from '../store/types.ts';
import type { MoveOutcomeBase, MoveOutcomeListener } from './move-outcomes.ts';
import { decideCommand, duplicateResult, submitResult } from './play.ts';
import type { Committed } from './play.ts';
import { actOnDeadline } from './deadlines.ts';
import type { DeadlineAction } from './deadlines.ts';
import { decideStart } from './start.ts';
import { UnplayedGames } from './unplayed-games.ts';
import { DEFAULT_VACATION } from '../vacations/bank.ts';
import type { VacationSettings } from '../vacations/bank.ts';
import { VacationService } from '../vacations/vacation-service.ts';
import { gameSummary } from './views.ts';
import type { EventsPage, GameState, GameSummary, SubmitResult } from './views.ts';

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

/** One append through #commit: a command, or a seat entry (policies/seat-entries.ts). */
interface CommitRequest {
  readonly expectedVersion: number;
  readonly commandId: string;
  decide(current: LiveGame, at: Date): Decision<Committed>;
  /** The answer to a commandId accepted before. */
  duplicate(original: StoredEntry): SubmitResult;
}

export interface PlayerSummary {
  readonly id: string;
  readonly displayName: string;
}

export class GameService {
  readonly #lobby: LobbyStore;
  readonly #events: EventStore;
  readonly #games: LiveGames;
  readonly #reads: GameReads;
  readonly #bots: BotRunner;
  readonly #deadlines: DeadlineStore;
  readonly #outcomes = new MoveOutcomes((error) => {
    console.error('move outcome listener:', error);
  });
  readonly #facts = new Announcer<GameFact>((error) => {
    console.error('game fact listener:', error);
  });
  readonly #clock: Clock;
  readonly #unplayed: UnplayedGames;
  /** Account time zones and vacations; announces its facts with the game's (game-facts.ts). */
  readonly vacations: VacationService;

  constructor(db: Db, options: GameServiceOptions = {}) {
    this.#lobby = new LobbyStore(db);
    this.#events = new EventStore(db);
    this.#games = new LiveGames(this.#lobby, this.#events, options.cacheSize ?? 1000);
    this.#reads = new GameReads(this.#lobby, this.#events, this.#games);
    this.#deadlines = new DeadlineStore(db);
    this.#clock = options.clock ?? systemClock;
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
        await this.#submitAs(gameId, move.seat, move);
      },
      onError: onBotError,
    });
  }

  // ── Players and lobby ─────────────────────────────────────────────────────────────────────

  async registerPlayer(displayName: string): Promise<PlayerSummary> {
    const name = parseInput(inputs.displayNameSchema, displayName, 'display name');
    const row = await this.#lobby.createPlayer(randomUUID(), name);
    return { id: row.id, displayName: row.displayName };
  }

  /** Creates a game; its server seed is drawn now and only its sha256 is published. */
  async createGame(input: inputs.CreateGameInput): Promise<GameSummary> {
    const valid = parseInput(inputs.createGameSchema, input, 'game');
    const timeControl = requestedTimeControl(valid);
    const timeoutPolicy = requestedTimeoutPolicy(valid.timeoutPolicy, timeControl);
    const module = engineOf(valid.engine);
    const options = module.parseOptions(valid.options ?? {}, valid.seatCount);
    if (!options.ok) throw new RuleRefusedError(options.error);
    if (valid.createdBy !== undefined) await this.#requirePlayer(valid.createdBy);
    const game = newGame(
      module,
      { ...valid, timeControl, timeoutPolicy },
      options.value,
      this.#clock.now(),
    );
    await this.#lobby.createGame(game);
    return this.getGame(game.id);
  }

  async getGame(gameId: string): Promise<GameSummary> {
    return gameSummary(await this.#record(gameId));
  }

  /**
   * A game's invite code. A secret (it seats people in a private game): the caller decides who
   * may read it, e.g. the creator or a seated player.
   */
  async inviteCode(gameId: string): Promise<string> {
    return (await this.#record(gameId)).game.inviteCode;
  }

  /** The game an invite code leads to (GAME_NOT_FOUND if none). */
  async gameByInviteCode(inviteCode: string): Promise<GameSummary> {
    const code = parseInput(inputs.inviteCodeSchema, inviteCode, 'invite code');
    const record = await this.#lobby.gameByInviteCode(code);
    if (record === undefined) {
      throw new ServiceError('GAME_NOT_FOUND', 'No game has this invite code.');
    }
    return gameSummary(record);
  }

  /** The seat `playerId` holds in a game, if any (GAME_NOT_FOUND for an unknown game). */
  async seatOf(gameId: string, playerId: string): Promise<Seat | undefined> {
    const id = parseInput(inputs.playerIdSchema, playerId, 'player id');
    // A started game's seats never change: its cached constants answer without a read.
    const cached = this.#games.cached(gameId);
    if (cached !== undefined) {
      for (const [seat, player] of cached.meta.seatPlayers) if (player === id) return seat;
      return undefined;
    }
    const record = await this.#record(gameId);
    return record.seats.find((seat) => seat.playerId === id)?.seat;
  }

  /** Public games waiting for players (an empty seat, not started), newest first. */
  async openGames(limit = 50): Promise<GameSummary[]> {
    const valid = parseInput(inputs.listLimitSchema, limit, 'limit');
    return (await this.#lobby.openGames(valid)).map(gameSummary);
  }

  /** Public games in play (anyone may watch them), the most recently moved first. */
  async gamesInPlay(limit = 50): Promise<GameSummary[]> {
    const valid = parseInput(inputs.listLimitSchema, limit, 'limit');
    return (await this.#lobby.gamesInPlay(valid)).map(gameSummary);
  }

  /** A player's games: those where it is their turn first (the nearest deadline first), then the rest. */
  async playerGames(playerId: string, limit = 50): Promise<GameSummary[]> {
    const id = parseInput(inputs.gameIdSchema, playerId, 'player id');
    const valid = parseInput(inputs.listLimitSchema, limit, 'limit');
    return (await this.#lobby.playerGames(id, valid)).map(gameSummary);
  }

  async join(gameId: string, input: inputs.JoinInput): Promise<GameSummary> {
    const valid = parseInput(inputs.joinSchema, input, 'seat request');
    const seat = {
      kind: 'human' as const,
      seat: valid.seat,
      playerId: valid.playerId,
      seedCommitment: valid.seedCommitment ?? null,
      inviteCode: valid.inviteCode ?? null,
    };
    await this.#lobby.takeSeat(gameId, seat, this.#clock.now());
    return this.getGame(gameId);
  }

  /** Empties a seat (a person leaving, or a bot removed) before the start. */
  async leave(gameId: string, seat: Seat): Promise<GameSummary> {
    await this.#lobby.freeSeat(
      gameId,
      parseInput(inputs.seatSchema, seat, 'seat'),
      this.#clock.now(),
    );
    return this.getGame(gameId);
  }

  /** Seats the game's server bot `botName` (one of its engine's bots, else UNKNOWN_BOT). */
  async seatBot(gameId: string, seat: Seat, botName: string = DEFAULT_BOT): Promise<GameSummary> {
    const name = parseInput(inputs.botNameSchema, botName, 'bot name');
    const valid = parseInput(inputs.seatSchema, seat, 'seat');
    const { game } = await this.#record(gameId);
    botOf(storedEngineOf(game.engine, game.rulesVersion), name);
    await this.#lobby.takeSeat(
      gameId,
      { kind: 'bot', seat: valid, botName: name },
      this.#clock.now(),
    );
    return this.getGame(gameId);
  }

  /** Starts a full game: seeds revealed and checked, setup appended as version 0. */
  async start(gameId: string, input: inputs.StartInput = {}): Promise<GameSummary> {
    const { seeds } = parseInput(inputs.startSchema, input, 'start request');
    const started = await this.#lobby.recordStart(gameId, (record) =>
      decideStart(record, seeds, this.#clock.now()),
    );
    const { meta, state } = started.payload;
    const standings = initialStandings(meta.config.seatCount);
    this.#games.remember({ meta, version: 0, headHash: started.entry.hash, state, standings });
    // Read before the bots are set moving: the answer describes the start (version 0), not
    // whatever a server bot has played by the time the row is read.
    const summary = await this.getGame(gameId);
    this.#facts.announce({
      kind: 'game_started',
      gameId,
      at: new Date(started.entry.at),
      toMove: meta.module.activeSeats(state),
      status: meta.module.outcome(state) === null ? 'started' : 'finished',
    });
    this.#afterCommit({ meta, standings });
    return summary;
  }

  // ── Play ──────────────────────────────────────────────────────────────────────────────────

  /**
   * Submits `seat`'s command at `expectedVersion`. A stale version is a VersionConflictError
   * with the current version; a commandId seen before returns the original result; a refusal
   * of the rules is a RuleRefusedError with the engine's code.
   */
  async submit(gameId: string, seat: Seat, input: inputs.SubmitInput): Promise<SubmitResult> {
    const valid = parseInput(inputs.submitSchema, input, 'command submission');
    return this.#submitAs(gameId, parseInput(inputs.seatSchema, seat, 'seat'), valid);
  }

  /** `viewer`'s view, legal commands, version and whose turn it is. */
  state(gameId: string, viewer: Viewer): Promise<GameState> {
    return this.#reads.state(gameId, viewer);
  }

  /** What `viewer` saw at `version` of a finished game, for replays (see GameReads). */
  stateAt(gameId: string, version: number, viewer: Viewer, events?: number): Promise<GameState> {
    return this.#reads.stateAt(gameId, version, viewer, events);
  }

  /** The log after a version as `viewer` may see it: redacted in play, whole once finished. */
  eventsSince(gameId: string, viewer: Viewer, query: inputs.EventsQuery = {}): Promise<EventsPage> {
    return this.#reads.eventsSince(gameId, viewer, query);
  }

  /** The audit document of a finished game, server seed included (GAME_NOT_FINISHED before). */
  exportGame(gameId: string): Promise<GameExport> {
    return this.#reads.exportGame(gameId);
  }

  // ── Server bots ───────────────────────────────────────────────────────────────────────────

  /** Restart recovery: sets the bots of every game waiting for one moving again. */
  async resumeBots(): Promise<number> {
    const ids = await this.#lobby.gamesAwaitingBots();
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
    return this.#outcomes.subscribe(listener);
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
      play: (id: string, move: BotMove) => this.#submitAs(id, move.seat, move),
      forfeit: (live: LiveGame, seat: Seat) => this.#appendSeatEntry(live, seat, 'forfeit'),
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

  /** The player of `seat` takes it back from the bot that took it over (policies/). */
  async reclaimSeat(gameId: string, seat: Seat): Promise<SubmitResult> {
    const valid = parseInput(inputs.seatSchema, seat, 'seat');
    const { live } = await this.#games.fresh(parseInput(inputs.gameIdSchema, gameId, 'game id'));
    return this.#appendSeatEntry(live, valid, 'reclaim');
  }

  // ── Internals ─────────────────────────────────────────────────────────────────────────────

  #record(gameId: string): Promise<GameRecord> {
    return gameRecord(this.#lobby, gameId);
  }

  async #requirePlayer(playerId: string): Promise<void> {
    if ((await this.#lobby.player(playerId)) === undefined) {
      throw new ServiceError('PLAYER_NOT_FOUND', `No player ${playerId}.`);
    }
  }

  #afterCommit(live: Pick<LiveGame, 'meta' | 'standings'>): void {
    if (hasServerSeats(live)) this.#bots.schedule(live.meta.id);
  }

  #appendSeatEntry(live: LiveGame, seat: Seat, kind: SeatEntryKind): Promise<SubmitResult> {
    const commandId = seatEntryCommandId(live, seat, kind);
    return this.#commit(live, seat, {
      expectedVersion: live.version,
      commandId,
      decide: (current, at) => decideSeatEntry(current, seat, kind, at),
      duplicate: (original) => ({
        ...submitResult(live.meta, seat, original, commandId),
        duplicate: true,
      }),
    });
  }

  async #submitAs(gameId: string, seat: Seat, input: inputs.ValidSubmit): Promise<SubmitResult> {
    const byServerBot = serverEntryOf(input.commandId) !== undefined;
    let live: LiveGame;
    try {
      live = this.#games.cached(gameId) ?? (await this.#games.fresh(gameId)).live;
    } catch (error) {
      // No such game, or not started: a refusal that belongs to no engine.
      this.#announceRefusal({ gameId, engine: undefined, seat, byServerBot }, error);
      throw error;
    }
    const base = { gameId, engine: live.meta.module.id, seat, byServerBot };
    try {
      const result = await this.#commit(live, seat, {
        expectedVersion: input.expectedVersion,
        commandId: input.commandId,
        decide: (current, at) => decideCommand(current, seat, input, at),
        duplicate: (original) => duplicateResult(live.meta, seat, input, original),
      });
      if (!result.duplicate) {
        this.#outcomes.announce({ ...base, kind: 'accepted', version: result.version });
      }
      return result;
    } catch (error) {
      this.#announceRefusal(base, error);
      throw error;
    }
  }

  #announceRefusal(base: MoveOutcomeBase, error: unknown): void {
    const code = refusalCode(error);
    if (code !== undefined) this.#outcomes.announce({ ...base, kind: 'refused', code });
  }

  async #commit(live: LiveGame, seat: Seat, request: CommitRequest): Promise<SubmitResult> {
    const { meta } = live;
    const gameId = meta.id;
    const { expectedVersion, commandId } = request;
    const outcome = await this.#events.append({
      gameId,
      expectedVersion,
      commandId,
      decide: async (head, log) => {
        const current = await this.#games.atHead(this.#games.cached(gameId) ?? live, head, log);
        return request.decide(current, this.#clock.now());
      },
    });
    if (outcome.kind === 'duplicate') return request.duplicate(outcome.entry);
    const { entry, payload } = outcome;
    const committed = { meta, version: entry.version, headHash: entry.hash, ...payload };
    this.#games.remember(committed);
    announceCommit(this.#facts, committed, entry, seat);
    // Bots may be due now; a bot loop already running for this game just looks once more.
    this.#afterCommit(committed);
    return { ...submitResult(meta, seat, entry, commandId), duplicate: false };
  }
}
