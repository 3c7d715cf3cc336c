/**
 * Rematches (ADR 0040) for REST and GraphQL alike: anyone may read a game's offer (the finished
 * game is public, and so are its seats); offering and answering take the lobby capability. Who
 * may answer (a person of the finished game) is the service's check, under the offer's lock.
 */
import type { GameService } from '../../service/game-service.ts';
import type { Rematch } from '../../service/rematch/rematch-schema.ts';
import { ServiceError } from '../../errors.ts';
import { requireCapability } from '../caller.ts';
import type { Caller } from '../caller.ts';
import { parseId } from '../edge-inputs.ts';

export class RematchOperations {
  readonly #service: GameService;

  constructor(service: GameService) {
    this.#service = service;
  }

  /** The offer of a game, else REMATCH_NOT_OFFERED (GAME_NOT_FOUND for no such game). */
  async rematch(gameId: string): Promise<Rematch> {
    const id = parseId(gameId, 'game id');
    const rematch = await this.#service.rematches.rematch(id);
    if (rematch !== null) return rematch;
    await this.#service.lobby.getGame(id);
    throw new ServiceError('REMATCH_NOT_OFFERED', 'Nobody has offered a rematch of this game.');
  }

  /** The offer of a game, null when there is none (GraphQL's nullable field). */
  async rematchOrNull(gameId: string): Promise<Rematch | null> {
    return this.#service.rematches.rematch(parseId(gameId, 'game id'));
  }

  offer(caller: Caller, gameId: string): Promise<Rematch> {
    const account = requireCapability(caller, 'lobby');
    return this.#service.rematches.offer(parseId(gameId, 'game id'), account.playerId);
  }

  accept(caller: Caller, gameId: string): Promise<Rematch> {
    const account = requireCapability(caller, 'lobby');
    return this.#service.rematches.accept(parseId(gameId, 'game id'), account.playerId);
  }

  decline(caller: Caller, gameId: string): Promise<Rematch> {
    const account = requireCapability(caller, 'lobby');
    return this.#service.rematches.decline(parseId(gameId, 'game id'), account.playerId);
  }
}
