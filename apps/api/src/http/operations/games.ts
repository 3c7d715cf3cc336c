/**
 * The games of the lobby, once for REST and GraphQL alike, exposed through `Operations`
 * (ops.createGame, ops.join …): the engines on offer, creating a game, reading one, the open and
 * running lists, taking and freeing seats, seating a bot and starting. Who may do what is
 * decided here (caller.ts); the game service does it.
 */
import { games } from '@tavolo/engine';
import type { Seat } from '@tavolo/engine';
import { ServiceError } from '../../errors.ts';
import type { GameService } from '../../service/game-service.ts';
import type { StartInput } from '../../service/inputs.ts';
import type { GameSummary } from '../../service/views.ts';
import type { SocialService } from '../../social/social-service.ts';
import { readerOf, requireCapability } from '../caller.ts';
import type { Caller, CallerAccount } from '../caller.ts';
import { parseId } from '../edge-inputs.ts';
import { ApiError } from '../error-table.ts';
import type { EngineInfo, GameDetails, JoinRequest, NewGameRequest } from './game-types.ts';

/** A game id from a caller: a UUID, else INVALID_INPUT (edge-inputs.ts). */
export const gameOf = (gameId: string): string => parseId(gameId, 'game id');

export class GameOperations {
  readonly #service: GameService;
  readonly #blocks: SocialService['blocks'];

  constructor(service: GameService, blocks: SocialService['blocks']) {
    this.#service = service;
    this.#blocks = blocks;
  }

  engines(): EngineInfo[] {
    return games.map((module) => ({
      id: module.id,
      title: module.title,
      rulesVersion: module.rulesVersion,
      minSeats: module.seatLimits.min,
      maxSeats: module.seatLimits.max,
      optionsSchema: module.optionsSchema,
      bots: module.bots.map(({ id, description }) => ({ id, description })),
    }));
  }

  async createGame(caller: Caller, request: NewGameRequest): Promise<GameDetails> {
    const account = requireCapability(caller, 'lobby');
    const summary = await this.#service.lobby.createGame({
      ...request,
      createdBy: account.playerId,
    });
    return this.#details(summary, account);
  }

  async game(caller: Caller, gameId: string): Promise<GameDetails> {
    return this.#details(await this.#service.lobby.getGame(gameOf(gameId)), readerOf(caller));
  }

  async gameByInvite(caller: Caller, inviteCode: string): Promise<GameDetails> {
    const summary = await this.#service.lobby.gameByInviteCode(inviteCode);
    return { ...summary, inviteCode: readerOf(caller) === undefined ? null : inviteCode };
  }

  /**
   * Open games; a signed-in caller does not see those created by a player they block or who
   * blocks them (ADR 0039), so a page may hold fewer than `limit`.
   */
  async openGames(caller: Caller, limit?: number): Promise<GameSummary[]> {
    const open = await this.#service.lobby.openGames(limit);
    const reader = readerOf(caller);
    if (reader === undefined) return open;
    const creators = open.flatMap((game) => (game.createdBy === null ? [] : [game.createdBy]));
    const blocked = await this.#blocks.blockedAmong(reader.playerId, [...new Set(creators)]);
    return open.filter((game) => game.createdBy === null || !blocked.has(game.createdBy));
  }

  gamesInPlay(limit?: number): Promise<GameSummary[]> {
    return this.#service.lobby.gamesInPlay(limit);
  }

  myGames(caller: Caller, limit?: number): Promise<GameSummary[]> {
    return this.#service.lobby.playerGames(requireCapability(caller, 'read').playerId, limit);
  }

  async join(
    caller: Caller,
    gameId: string,
    seat: Seat,
    request: JoinRequest,
  ): Promise<GameDetails> {
    const account = requireCapability(caller, 'seat');
    await this.#requireNoBlock(gameOf(gameId), account);
    const summary = await this.#service.lobby.join(gameOf(gameId), {
      seat,
      playerId: account.playerId,
      ...request,
    });
    return this.#details(summary, account);
  }

  /** A person leaves their own seat; the creator may also remove a server bot. */
  async leave(caller: Caller, gameId: string, seat: Seat): Promise<GameDetails> {
    const account = requireCapability(caller, 'seat');
    const summary = await this.#service.lobby.getGame(gameOf(gameId));
    const occupant = summary.seats.find((entry) => entry.seat === seat);
    const own = occupant?.playerId === account.playerId;
    const creatorRemovesBot = occupant?.kind === 'bot' && summary.createdBy === account.playerId;
    if (occupant !== undefined && !own && !creatorRemovesBot) {
      throw new ApiError('FORBIDDEN', `Seat ${seat} is not yours to free.`);
    }
    return this.#details(await this.#service.lobby.leave(gameId, seat), account);
  }

  async seatBot(caller: Caller, gameId: string, seat: Seat, bot?: string): Promise<GameDetails> {
    const account = requireCapability(caller, 'lobby');
    await this.#requireCreator(gameOf(gameId), account, 'seat a server bot');
    return this.#details(await this.#service.lobby.seatBot(gameId, seat, bot), account);
  }

  async start(caller: Caller, gameId: string, request: StartInput): Promise<GameDetails> {
    const account = requireCapability(caller, 'lobby');
    await this.#requireCreator(gameOf(gameId), account, 'start the game');
    return this.#details(await this.#service.lobby.start(gameId, request), account);
  }

  /** PLAYER_BLOCKED when the joiner and the creator or a seated player block each other. */
  async #requireNoBlock(gameId: string, account: CallerAccount): Promise<void> {
    if (await this.#blocks.blockedAtTable(account.playerId, gameId)) {
      throw new ServiceError(
        'PLAYER_BLOCKED',
        'You cannot join this game: you and a player in it have blocked one another.',
      );
    }
  }

  async #requireCreator(gameId: string, account: CallerAccount, action: string): Promise<void> {
    const summary = await this.#service.lobby.getGame(gameId);
    if (summary.createdBy !== account.playerId) {
      throw new ApiError('FORBIDDEN', `Only the game's creator may ${action}.`);
    }
  }

  async #details(summary: GameSummary, reader: CallerAccount | undefined): Promise<GameDetails> {
    const insider =
      reader !== undefined &&
      (summary.createdBy === reader.playerId ||
        summary.seats.some((seat) => seat.playerId === reader.playerId));
    const inviteCode = insider ? await this.#service.lobby.inviteCode(summary.gameId) : null;
    return { ...summary, inviteCode };
  }
}
