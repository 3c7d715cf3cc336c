/**
 * "While you were away" operations: a seated caller reads (in its state) and sets the last
 * version its seat has seen. A caller without a seat is NOT_SEATED.
 */
import type { Seat, Viewer } from '@tavolo/engine';
import type { GameService } from '../../service/game-service.ts';
import type { SeenService } from '../../seen/seen-service.ts';
import { requireCapability } from '../caller.ts';
import type { Caller } from '../caller.ts';
import { parseId } from '../edge-inputs.ts';
import { ApiError } from '../error-table.ts';

export interface SeenResult {
  readonly gameId: string;
  readonly seat: Seat;
  /** The seat's last seen version after this call (it never moves back). */
  readonly lastSeenVersion: number;
}

export class SeenOperations {
  readonly #service: GameService;
  readonly #seen: SeenService;

  constructor(service: GameService, seen: SeenService) {
    this.#service = service;
    this.#seen = seen;
  }

  /** The viewer's own last seen version: null for spectators and seats that never said. */
  lastSeenVersion(gameId: string, viewer: Viewer): Promise<number | null> {
    if (viewer.kind !== 'seat') return Promise.resolve(null);
    return this.#seen.lastSeenVersion(gameId, viewer.seat);
  }

  async markSeen(caller: Caller, gameId: string, version: number): Promise<SeenResult> {
    const account = requireCapability(caller, 'read');
    const id = parseId(gameId, 'game id');
    const seat = await this.#service.lobby.seatOf(id, account.playerId);
    if (seat === undefined) {
      throw new ApiError('NOT_SEATED', 'You hold no seat in this game: there is nothing to mark.');
    }
    const lastSeenVersion = await this.#seen.markSeen(id, seat, version);
    return { gameId: id, seat, lastSeenVersion };
  }
}
