/**
 * Play, once for REST and GraphQL alike, exposed through `Operations` (ops.state, ops.submit …):
 * the viewer a caller reads a game as, the state and events as that viewer sees them (one shared
 * read per viewer and change for live pushes), replays and exports of finished games, moves,
 * and taking a seat back from the bot.
 */
import type { Seat, Viewer } from '@tavolo/engine';
import type { GameExport } from '@tavolo/sdk/audit';
import { SharedReads } from '../../live/shared-reads.ts';
import type { GameService } from '../../service/game-service.ts';
import type { EventsQuery } from '../../service/inputs.ts';
import type { EventsPage, SubmitResult } from '../../service/views.ts';
import { readerOf, requireCapability } from '../caller.ts';
import type { Caller } from '../caller.ts';
import { ApiError } from '../error-table.ts';
import { stateEtag } from '../state-etag.ts';
import type {
  ReplayStep,
  SubmitAnswer,
  SubmitRequest,
  ViewerChoice,
  ViewerState,
} from './game-types.ts';
import { gameOf } from './games.ts';
import type { InboxOperations } from './inbox.ts';
import { reclaimSeat } from './seats.ts';
import type { SeenOperations } from './seen.ts';

export class PlayOperations {
  readonly #service: GameService;
  readonly #inbox: Pick<InboxOperations, 'watching'>;
  readonly #seen: Pick<SeenOperations, 'lastSeenVersion'>;
  readonly #pushes = new SharedReads<ViewerState>();

  constructor(
    service: GameService,
    inbox: Pick<InboxOperations, 'watching'>,
    seen: Pick<SeenOperations, 'lastSeenVersion'>,
  ) {
    this.#service = service;
    this.#inbox = inbox;
    this.#seen = seen;
  }

  /** The viewer a caller reads a game as: their seat when seated, a spectator otherwise. */
  async viewerOf(caller: Caller, gameId: string, choice: ViewerChoice = 'auto'): Promise<Viewer> {
    const id = gameOf(gameId);
    const reader = readerOf(caller);
    if (reader === undefined || choice === 'spectator') return { kind: 'spectator' };
    const seat = await this.#service.lobby.seatOf(id, reader.playerId);
    if (seat === undefined) return { kind: 'spectator' };
    // A seated account reading its game has the table open: no reminders meanwhile.
    await this.#inbox.watching(id, reader.playerId);
    return { kind: 'seat', seat };
  }

  async state(caller: Caller, gameId: string, choice?: ViewerChoice): Promise<ViewerState> {
    return this.stateAs(gameId, await this.viewerOf(caller, gameId, choice));
  }

  /** The state for a viewer already resolved by {@link viewerOf}. */
  stateAs(gameId: string, viewer: Viewer): Promise<ViewerState> {
    return this.#service.play.state(gameOf(gameId), viewer);
  }

  /**
   * The state a live change to `version` makes `viewer` re-read (subscriptions, long-polls):
   * one read per viewer and change, shared by every subscriber with that viewer.
   */
  stateAfterChange(gameId: string, viewer: Viewer, version: number): Promise<ViewerState> {
    const key = `${gameId} ${viewer.kind === 'seat' ? `seat ${viewer.seat}` : viewer.kind}`;
    return this.#pushes.read(key, version, async () => {
      // In memory when this process committed `version` (or read it for another viewer): then
      // only a seat's last seen version is read; else the state and it, in one statement.
      const cached = this.#service.play.cachedStateAt(gameOf(gameId), viewer, version);
      if (cached === undefined) return this.stateAs(gameId, viewer);
      return {
        ...cached,
        lastSeenVersion: await this.#seen.lastSeenVersion(cached.gameId, viewer),
      };
    });
  }

  /** What a seat (or a spectator, without `seat`) saw at a version of a finished game. */
  async stateAt(gameId: string, at: ReplayStep, seat?: Seat): Promise<ViewerState> {
    const viewer: Viewer = seat === undefined ? { kind: 'spectator' } : { kind: 'seat', seat };
    const state = await this.#service.play.stateAt(gameOf(gameId), at.version, viewer, at.events);
    return { ...state, lastSeenVersion: null };
  }

  async events(
    caller: Caller,
    gameId: string,
    query: EventsQuery,
    choice?: ViewerChoice,
  ): Promise<EventsPage> {
    const viewer = await this.viewerOf(caller, gameId, choice);
    return this.#service.play.eventsSince(gameOf(gameId), viewer, query);
  }

  async submit(caller: Caller, gameId: string, request: SubmitRequest): Promise<SubmitAnswer> {
    const account = requireCapability(caller, 'move');
    const seat = await this.#service.lobby.seatOf(gameOf(gameId), account.playerId);
    if (seat === undefined) {
      throw new ApiError('NOT_SEATED', 'You hold no seat in this game, so you cannot move in it.');
    }
    const { expectedVersion, commandId, command } = request;
    const { result, lastSeen } = await this.#service.play.submitWithSeen(gameOf(gameId), seat, {
      expectedVersion,
      commandId,
      command,
    });
    return (
      (lastSeen === undefined ? undefined : this.#answerInMemory(result, seat, lastSeen.version)) ??
      this.#answer(result, seat)
    );
  }

  /**
   * `result` with the seat's state after it from what the append left in memory and the last
   * seen version it read: no statement; undefined when the state is no longer in memory.
   */
  #answerInMemory(
    result: SubmitResult,
    seat: Seat,
    lastSeenVersion: number | null,
  ): SubmitAnswer | undefined {
    const viewer = { kind: 'seat', seat } as const;
    const cached = this.#service.play.cachedStateAt(result.gameId, viewer, result.version);
    if (cached === undefined) return undefined;
    const state = { ...cached, lastSeenVersion };
    return { ...result, state, stateEtag: stateEtag(state) };
  }

  /** Takes the caller's seat back from the bot that took it over (operations/seats.ts). */
  async reclaimSeat(caller: Caller, gameId: string): Promise<SubmitAnswer> {
    const { seat, result } = await reclaimSeat(this.#service, caller, gameOf(gameId));
    return this.#answer(result, seat);
  }

  /** Finished games are public in full; before the end this is GAME_NOT_FINISHED for anyone. */
  exportGame(gameId: string): Promise<GameExport> {
    return this.#service.play.exportGame(gameOf(gameId));
  }

  /**
   * `result` with the seat's state after it, as a live push would have it (shared): from the
   * state and head the append left in memory and the seat's last seen version (1 statement), or
   * both read in one.
   */
  async #answer(result: SubmitResult, seat: Seat): Promise<SubmitAnswer> {
    const state = await this.stateAfterChange(
      result.gameId,
      { kind: 'seat', seat },
      result.version,
    );
    return { ...result, state, stateEtag: stateEtag(state) };
  }
}
