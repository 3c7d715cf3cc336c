/**
 * The lobby: players, creating games, invite codes, seats (people and server bots) and the start,
 * over the lobby store (store/lobby-store.ts), with no HTTP in sight. Authorisation (who may take
 * or free which seat) is the edge's (http/operations.ts); every other check is here.
 */
import { randomUUID } from 'node:crypto';
import type { Seat } from '@tavolo/engine';
import type { Clock } from '../clock.ts';
import { requestedTimeControl } from '../clocks/time-control.ts';
import { requestedTimeoutPolicy } from '../policies/timeout-policy.ts';
import { initialStandings } from '../policies/standings.ts';
import { RuleRefusedError, ServiceError } from '../errors.ts';
import type { LobbyStore, GameRecord } from '../store/lobby-store.ts';
import { DEFAULT_BOT, botOf } from './bots.ts';
import type { Announcer, GameFact } from './game-facts.ts';
import { gameRecord } from './game-reads.ts';
import * as inputs from './inputs.ts';
import { parseInput } from './inputs.ts';
import { engineOf, storedEngineOf } from './live-game.ts';
import type { LiveGames } from './live-games.ts';
import { newGame } from './new-game.ts';
import { decideStart } from './start.ts';
import { gameSummary } from './views.ts';
import type { GameSummary } from './views.ts';

type LobbyChange = Extract<GameFact, { kind: 'lobby_changed' }>['change'];

export interface PlayerSummary {
  readonly id: string;
  readonly displayName: string;
}

export interface LobbyParts {
  readonly lobby: LobbyStore;
  /** Where a started game's state is kept for its first moves. */
  readonly games: LiveGames;
  readonly clock: Clock;
  readonly facts: Announcer<GameFact>;
}

export class LobbyService {
  readonly #lobby: LobbyStore;
  readonly #games: LiveGames;
  readonly #clock: Clock;
  readonly #facts: Announcer<GameFact>;

  constructor(parts: LobbyParts) {
    this.#lobby = parts.lobby;
    this.#games = parts.games;
    this.#clock = parts.clock;
    this.#facts = parts.facts;
  }

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
    return this.#announced(await this.getGame(game.id), 'created');
  }

  async getGame(gameId: string): Promise<GameSummary> {
    return gameSummary(await this.#record(gameId));
  }

  /** The games of `gameIds` that exist, in that order, read together (lists of known ids). */
  async gamesByIds(gameIds: readonly string[]): Promise<GameSummary[]> {
    return (await this.#lobby.gamesByIds(gameIds)).map(gameSummary);
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
    return this.#announced(await this.getGame(gameId), 'seat_taken');
  }

  /** Empties a seat (a person leaving, or a bot removed) before the start. */
  async leave(gameId: string, seat: Seat): Promise<GameSummary> {
    await this.#lobby.freeSeat(
      gameId,
      parseInput(inputs.seatSchema, seat, 'seat'),
      this.#clock.now(),
    );
    return this.#announced(await this.getGame(gameId), 'seat_freed');
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
    return this.#announced(await this.getGame(gameId), 'seat_taken');
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
    // Read before the fact sets the server bots moving (bots.ts): the answer describes the
    // start (version 0), not whatever a bot has played by the time the row is read.
    const summary = await this.getGame(gameId);
    this.#facts.announce({
      kind: 'game_started',
      gameId,
      at: new Date(started.entry.at),
      toMove: meta.module.activeSeats(state),
      status: meta.module.outcome(state) === null ? 'started' : 'finished',
    });
    return summary;
  }

  /** Announces a committed lobby change of `summary`'s game (game-facts.ts); returns it. */
  #announced(summary: GameSummary, change: LobbyChange): GameSummary {
    this.#facts.announce({
      kind: 'lobby_changed',
      gameId: summary.gameId,
      change,
      visibility: summary.visibility,
      at: this.#clock.now(),
    });
    return summary;
  }

  #record(gameId: string): Promise<GameRecord> {
    return gameRecord(this.#lobby, gameId);
  }

  async #requirePlayer(playerId: string): Promise<void> {
    if ((await this.#lobby.player(playerId)) === undefined) {
      throw new ServiceError('PLAYER_NOT_FOUND', `No player ${playerId}.`);
    }
  }
}
