/**
 * Time zone and vacation operations (issue 17 items 1 and 7), for REST and GraphQL alike. Reading
 * one's own status takes the `read` capability; changing it is the player's own business, which a
 * session or a `play` token may do (a bot's owner can take a vacation from a script).
 */
import type { GameService } from '../../service/game-service.ts';
import type { AwayStatus } from '../../vacations/vacation-service.ts';
import { requireCapability } from '../caller.ts';
import type { Caller } from '../caller.ts';

export type { AwayStatus };

export interface StartVacationRequest {
  readonly until?: string | undefined;
}

export class AwayOperations {
  readonly #service: GameService;

  constructor(service: GameService) {
    this.#service = service;
  }

  status(caller: Caller): Promise<AwayStatus> {
    return this.#service.vacations.status(requireCapability(caller, 'read').playerId);
  }

  setTimeZone(caller: Caller, timeZone: string): Promise<AwayStatus> {
    const { playerId } = requireCapability(caller, 'lobby');
    return this.#service.vacations.setTimeZone(playerId, timeZone);
  }

  startVacation(caller: Caller, request: StartVacationRequest): Promise<AwayStatus> {
    const { playerId } = requireCapability(caller, 'lobby');
    const input = request.until === undefined ? {} : { until: request.until };
    return this.#service.vacations.start(playerId, input);
  }

  endVacation(caller: Caller): Promise<AwayStatus> {
    return this.#service.vacations.end(requireCapability(caller, 'lobby').playerId);
  }
}
