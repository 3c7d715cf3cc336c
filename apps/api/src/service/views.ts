/**
 * What the service hands out. Nothing here carries the server seed or a chain hash during play:
 * the seed is secret until the end (DESIGN §3), and a hash over an entry with hidden content
 * would let anyone test guesses of that content against it.
 */
import type { AnyGameModule, JsonValue, Outcome, Seat, Viewer } from '@tavolo/engine';
import { clocksView } from '../clocks/clocks.ts';
import type { ClocksView } from '../clocks/clocks.ts';
import { serverEntryOf, timeoutOf } from '@tavolo/sdk/audit';
import type { TimeoutAction } from '@tavolo/sdk/audit';
import type { SeatStanding } from '../policies/standings.ts';
import type { GameStatus, VacationPolicy } from '../db/schema.ts';
import type { GameRecord, SeatRecord } from '../store/lobby-store.ts';
import type { StoredEntry } from '../store/types.ts';

export type { GameSummary, SeatSummary } from './summary-schema.ts';
import type { GameSummary, SeatSummary } from './summary-schema.ts';

/** One viewer's picture of a started game. */
export interface GameState {
  readonly gameId: string;
  readonly status: 'started' | 'finished';
  readonly version: number;
  readonly activeSeats: readonly Seat[];
  readonly viewer: Viewer;
  /** The engine's view for this viewer (everything once the game is over). */
  readonly view: unknown;
  /** What this viewer may send now; empty for spectators and seats not due to act. */
  readonly legalCommands: readonly unknown[];
  readonly outcome: Outcome | null;
  readonly turnDeadline: string | null;
  /** Each seat's clock as of this version; null without a time control and in replays. */
  readonly clocks: ClocksView | null;
  /** Each seat's timeouts in a row and who plays it: its player, the server's bot, or nobody. */
  readonly seats: readonly SeatStanding[];
}

/** A state as read for a viewer now: with a seat's own last seen version (null otherwise). */
export interface StateWithSeen extends GameState {
  readonly lastSeenVersion: number | null;
}

/**
 * A log entry as one viewer may see it. During play: the redacted events, plus the command and
 * commandId only for the viewer's own entries. Once the game is over: everything, with the hash.
 */
export interface ViewerEntry {
  readonly version: number;
  readonly actor: Seat | null;
  readonly at: string;
  readonly events: readonly unknown[];
  readonly command?: JsonValue | null;
  readonly commandId?: string | null;
  readonly hash?: string;
  /** Present on an entry the server appended because the seat's time ran out (its commandId says so). */
  readonly timedOut?: true;
  /** Which seat timed out and what the server did, on those same entries. */
  readonly timeout?: { readonly seat: Seat; readonly action: TimeoutAction };
  /** Present on a move the server's bot played for a taken-over or forfeited seat. */
  readonly standIn?: true;
  /** Present on the entry where a player took their seat back from the bot. */
  readonly reclaim?: true;
}

export interface EventsPage {
  readonly gameId: string;
  readonly status: GameStatus;
  /** The game's version when the page was read: more entries exist while the last is below. */
  readonly headVersion: number | null;
  readonly entries: readonly ViewerEntry[];
}

/** The result of an accepted command (or, for a retry, of the original acceptance). */
export interface SubmitResult {
  readonly gameId: string;
  readonly version: number;
  readonly commandId: string;
  /** The events as the submitting seat may see them. */
  readonly events: readonly unknown[];
  /** True when this commandId had been accepted before: nothing was applied this time. */
  readonly duplicate: boolean;
}

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

function seatSummary(seat: SeatRecord, vacation: VacationPolicy): SeatSummary {
  return {
    seat: seat.seat,
    kind: seat.kind,
    playerId: seat.playerId,
    displayName: seat.displayName,
    username: seat.username,
    botName: seat.botName,
    seedCommitment: seat.seedCommitment,
    seed: seat.revealedSeed,
    timeZone: seat.timeZone,
    vacationUntil: vacation === 'allowed' ? iso(seat.vacationUntil) : null,
  };
}

export function gameSummary(record: GameRecord): GameSummary {
  const { game } = record;
  return {
    gameId: game.id,
    engine: game.engine,
    rulesVersion: game.rulesVersion,
    rngAlgorithm: game.rngAlgorithm,
    options: game.options,
    seatCount: game.seatCount,
    status: game.status,
    visibility: game.visibility,
    version: game.version,
    activeSeats: game.activeSeats,
    moveTimeLimitSeconds: game.moveTimeLimitSeconds,
    timeControl: game.timeControl,
    weekendPause: game.weekendPause,
    vacation: game.vacation,
    rated: game.rated,
    timeoutPolicy: game.timeoutPolicy,
    turnDeadline: iso(game.turnDeadline),
    clocks: clocksView(game.clocks, game.seatDeadlines),
    serverSeedCommitment: game.serverSeedCommitment,
    genesisHash: game.genesisHash,
    playerSeedsDigest: game.playerSeedsDigest,
    createdBy: game.createdBy,
    creator: record.creator,
    createdAt: game.createdAt.toISOString(),
    startedAt: iso(game.startedAt),
    finishedAt: iso(game.finishedAt),
    outcome: game.outcome,
    seats: record.seats.map((seat) => seatSummary(seat, game.vacation)),
  };
}

/** An entry for `viewer`: redacted while the game runs, whole once it is finished. */
export function viewerEntry(
  module: AnyGameModule,
  entry: StoredEntry,
  viewer: Viewer,
  status: GameStatus,
): ViewerEntry {
  // Public: every player sees that a seat's time ran out, not only the seat itself.
  const cause = serverCause(entry.commandId);
  if (status === 'finished') return { ...entry, ...cause };
  const events = entry.events.map((event) => module.redactEvent(event, viewer));
  const base = { version: entry.version, actor: entry.actor, at: entry.at, events, ...cause };
  const own = viewer.kind === 'seat' && entry.actor === viewer.seat;
  return own ? { ...base, command: entry.command, commandId: entry.commandId } : base;
}

/** What a server entry's commandId says, for every viewer (never hidden information). */
function serverCause(
  commandId: string | null,
): Pick<ViewerEntry, 'timedOut' | 'timeout' | 'standIn' | 'reclaim'> {
  const timeout = timeoutOf(commandId);
  if (timeout !== undefined) return { timedOut: true, timeout };
  const kind = serverEntryOf(commandId)?.kind;
  if (kind === 'standin') return { standIn: true };
  if (kind === 'reclaim') return { reclaim: true };
  return {};
}
