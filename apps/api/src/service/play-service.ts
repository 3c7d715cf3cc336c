/**
 * Play: submitting moves, reading states and logs as a viewer, exports, and a player taking
 * their seat back from the bot. Appends go through service/appends.ts, reads through
 * service/game-reads.ts. Authorisation (who may act for which seat) is the edge's
 * (http/operations.ts); every other check is here.
 */
import type { Seat, Viewer } from '@tavolo/engine';
import type { GameExport } from '@tavolo/sdk/audit';
import type { Appends, SubmitWithSeen } from './appends.ts';
import type { GameReads } from './game-reads.ts';
import * as inputs from './inputs.ts';
import { parseInput } from './inputs.ts';
import type { LiveGames } from './live-games.ts';
import type { EventsPage, GameState, StateWithSeen, SubmitResult } from './views.ts';

export class PlayService {
  readonly #appends: Appends;
  readonly #reads: GameReads;
  readonly #games: LiveGames;

  constructor(appends: Appends, reads: GameReads, games: LiveGames) {
    this.#appends = appends;
    this.#reads = reads;
    this.#games = games;
  }

  /**
   * Submits `seat`'s command at `expectedVersion`. A stale version is a VersionConflictError
   * with the current version; a commandId seen before returns the original result; a refusal
   * of the rules is a RuleRefusedError with the engine's code.
   */
  async submit(gameId: string, seat: Seat, input: inputs.SubmitInput): Promise<SubmitResult> {
    return (await this.submitWithSeen(gameId, seat, input)).result;
  }

  /** {@link submit}, with the seat's last seen version when the append read it (Appends). */
  async submitWithSeen(
    gameId: string,
    seat: Seat,
    input: inputs.SubmitInput,
  ): Promise<SubmitWithSeen> {
    const valid = parseInput(inputs.submitSchema, input, 'command submission');
    return this.#appends.submitWithSeen(gameId, parseInput(inputs.seatSchema, seat, 'seat'), valid);
  }

  /** `viewer`'s view, legal commands, version and whose turn it is, and what a seat last saw. */
  state(gameId: string, viewer: Viewer): Promise<StateWithSeen> {
    return this.#reads.state(gameId, viewer);
  }

  /** `viewer`'s state at `version` when it is in memory (GameReads.cachedStateAt). */
  cachedStateAt(gameId: string, viewer: Viewer, version: number): GameState | undefined {
    return this.#reads.cachedStateAt(gameId, viewer, version);
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

  /** The player of `seat` takes it back from the bot that took it over (policies/). */
  async reclaimSeat(gameId: string, seat: Seat): Promise<SubmitResult> {
    const valid = parseInput(inputs.seatSchema, seat, 'seat');
    const { live } = await this.#games.fresh(parseInput(inputs.gameIdSchema, gameId, 'game id'));
    return this.#appends.appendSeatEntry(live, valid, 'reclaim');
  }
}
