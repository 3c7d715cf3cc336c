/**
 * The game service's reads: a viewer's state now or at a past version, the log since a version,
 * and the audit export. Nothing here writes; GameService hands these calls through unchanged.
 */
import { clocksView } from '../clocks/clocks.ts';
import type { ClocksView } from '../clocks/clocks.ts';
import type { AnyGameModule, Outcome, Viewer } from '@tavolo/engine';
import { forfeitOutcome, recordedOutcome } from '@tavolo/sdk/audit';
import { forfeitWinner, forfeitedSeats, standingOf } from '../policies/standings.ts';
import type { SeatStandings } from '../policies/standings.ts';
import type { GameExport } from '@tavolo/sdk/audit';
import { ServiceError } from '../errors.ts';
import type { EventStore } from '../store/event-store.ts';
import type { StoredEntry } from '../store/types.ts';
import type { GameRecord, LobbyStore } from '../store/lobby-store.ts';
import { buildExport, requireFinished } from './export.ts';
import * as inputs from './inputs.ts';
import { parseInput } from './inputs.ts';
import { metaOf, replayLog } from './live-game.ts';
import type { GameMeta } from './live-game.ts';
import type { LiveGames } from './live-games.ts';
import { startedSnapshot } from './live-games.ts';
import type { FreshGame } from './live-games.ts';
import { viewerEntry } from './views.ts';
import type { EventsPage, GameState, StateWithSeen } from './views.ts';

/** A game's lobby record (GAME_NOT_FOUND if there is none). */
export async function gameRecord(lobby: LobbyStore, gameId: string): Promise<GameRecord> {
  const record = await lobby.game(parseInput(inputs.gameIdSchema, gameId, 'game id'));
  if (record === undefined) throw new ServiceError('GAME_NOT_FOUND', `No game ${gameId}.`);
  return record;
}

export class GameReads {
  readonly #lobby: LobbyStore;
  readonly #events: EventStore;
  readonly #games: LiveGames;

  constructor(lobby: LobbyStore, events: EventStore, games: LiveGames) {
    this.#lobby = lobby;
    this.#events = events;
    this.#games = games;
  }

  /**
   * `viewer`'s view, legal commands, version and whose turn it is, as committed now, with a
   * seat's last seen version (null for a spectator) read in the same statement.
   */
  async state(gameId: string, viewer: Viewer): Promise<StateWithSeen> {
    const valid = parseInput(inputs.viewerSchema, viewer, 'viewer');
    const game = await this.#games.fresh(gameId, valid.kind === 'seat' ? valid.seat : undefined);
    return { ...this.#stateOf(gameId, valid, game), lastSeenVersion: game.lastSeenVersion };
  }

  /**
   * `viewer`'s state at exactly `version` from memory, when this process holds the game at that
   * version (it committed it, or read it for another viewer); undefined otherwise.
   */
  cachedStateAt(gameId: string, viewer: Viewer, version: number): GameState | undefined {
    const valid = parseInput(inputs.viewerSchema, viewer, 'viewer');
    const game = this.#games.cachedAt(gameId, version);
    return game === undefined ? undefined : this.#stateOf(gameId, valid, game);
  }

  #stateOf(gameId: string, valid: Viewer, { live, head }: FreshGame): GameState {
    checkViewer(live.meta, valid);
    const turnDeadline = head.turnDeadline?.toISOString() ?? null;
    const clocks = clocksView(head.clocks, head.seatDeadlines);
    return gameState({ gameId, ...live, viewer: valid, turnDeadline, clocks });
  }

  /**
   * What `viewer` saw at `version` of a finished game, for replays: the log folded to that
   * version and the engine's view of it for that viewer. With `events`, only that many events
   * of the entry at `version` are folded: the steps inside one entry, such as a setup in which
   * every seat played automatically. Finished games only (else GAME_NOT_FINISHED): during play
   * the log is not public.
   */
  async stateAt(
    gameId: string,
    version: number,
    viewer: Viewer,
    events?: number,
  ): Promise<GameState> {
    const valid = parseInput(inputs.viewerSchema, viewer, 'viewer');
    const at = parseInput(inputs.versionSchema, version, 'version');
    const record = await gameRecord(this.#lobby, gameId);
    requireFinished(record);
    const meta = metaOf(record);
    checkViewer(meta, valid);
    const head = record.game.version ?? 0;
    if (at > head) {
      throw new ServiceError('INVALID_INPUT', `Version ${at} is not in this game (0 to ${head}).`);
    }
    const entries = await this.#events.entriesFrom(gameId, 0, at + 1);
    const { state, standings } = replayLog(meta, firstEventsOfLast(entries, events));
    const past = { version: at, turnDeadline: null, clocks: null };
    return gameState({ gameId, meta, state, standings, viewer: valid, ...past });
  }

  /** The log after a version as `viewer` may see it: redacted in play, whole once finished. */
  async eventsSince(
    gameId: string,
    viewer: Viewer,
    query: inputs.EventsQuery = {},
  ): Promise<EventsPage> {
    const valid = parseInput(inputs.viewerSchema, viewer, 'viewer');
    const { afterVersion, limit } = parseInput(inputs.eventsQuerySchema, query, 'events query');
    // Only the game's constants are needed here: the page's head and entries come below.
    const meta = await this.#games.meta(gameId);
    checkViewer(meta, valid);
    const from = afterVersion === undefined ? 0 : afterVersion + 1;
    // The head and the entries from one snapshot: a page never runs past its own head.
    const { head, entries } = startedSnapshot(
      gameId,
      await this.#events.snapshot(gameId, { from, limit }),
    );
    return {
      gameId,
      status: head.status,
      headVersion: head.version,
      entries: entries.map((entry) => viewerEntry(meta.module, entry, valid, head.status)),
    };
  }

  /** The audit document of a finished game, server seed included (GAME_NOT_FINISHED before). */
  async exportGame(gameId: string): Promise<GameExport> {
    const record = await gameRecord(this.#lobby, gameId);
    requireFinished(record);
    const since = record.game.startedAt ?? record.game.createdAt;
    const pauses = await this.#events.clockPauses(gameId, since);
    return buildExport(record, await this.#events.entriesFrom(gameId, 0), pauses);
  }
}

/** The entries with only the first `count` events of the last one (all of them without a count). */
function firstEventsOfLast(
  entries: readonly StoredEntry[],
  count: number | undefined,
): readonly StoredEntry[] {
  const last = entries.at(-1);
  if (count === undefined || last === undefined) return entries;
  if (!Number.isInteger(count) || count < 0 || count > last.events.length) {
    throw new ServiceError(
      'INVALID_INPUT',
      `Entry ${last.version} has ${last.events.length} events: events must be 0 to that.`,
    );
  }
  return [...entries.slice(0, -1), { ...last, events: last.events.slice(0, count) }];
}

interface StateRequest {
  /** As the caller spelled it (the reply echoes it). */
  readonly gameId: string;
  readonly meta: GameMeta;
  readonly state: unknown;
  readonly standings: SeatStandings;
  readonly version: number;
  readonly viewer: Viewer;
  readonly turnDeadline: string | null;
  readonly clocks: ClocksView | null;
}

/** The engine's picture of `state` at `version` for `viewer`. */
function gameState(request: StateRequest): GameState {
  const { gameId, meta, state, standings, version, viewer, turnDeadline, clocks } = request;
  const { module } = meta;
  const outcome = outcomeOf(module, state, standings);
  const over = outcome !== null;
  const seatPlays =
    viewer.kind === 'seat' && standingOf(standings, viewer.seat).standing === 'playing';
  return {
    gameId,
    status: over ? 'finished' : 'started',
    version,
    activeSeats: over ? [] : module.activeSeats(state),
    viewer,
    view: module.view(state, viewer),
    legalCommands:
      viewer.kind === 'seat' && seatPlays && !over ? module.legalCommands(state, viewer.seat) : [],
    outcome,
    turnDeadline,
    clocks,
    seats: standings,
  };
}

/** The engine's outcome with the forfeits recorded, or the outcome forfeits decided. */
function outcomeOf(
  module: AnyGameModule,
  state: unknown,
  standings: SeatStandings,
): Outcome | null {
  const forfeits = forfeitedSeats(standings);
  const winner = forfeitWinner(standings);
  if (winner !== undefined) return forfeitOutcome(winner, forfeits);
  const outcome = module.outcome(state);
  return outcome === null ? null : recordedOutcome(outcome, forfeits);
}

function checkViewer(meta: GameMeta, viewer: Viewer): void {
  if (viewer.kind === 'seat' && viewer.seat >= meta.config.seatCount) {
    throw new ServiceError(
      'SEAT_OUT_OF_RANGE',
      `Seat ${viewer.seat} is not a seat of this ${meta.config.seatCount}-seat game.`,
    );
  }
}
