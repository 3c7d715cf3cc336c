import type { JsonValue } from '@tavolo/engine';
import type { SeatClocks } from '../clocks/clocks.ts';
import type { TimeControl } from '../clocks/time-control.ts';
import type { LogEntry } from '@tavolo/sdk/audit';
import type { GameRow, GameStatus, LogRow, SeatRow, VacationPolicy } from '../db/schema.ts';

/** One link of a game's log as stored: the entry of DESIGN §4 and its chain hash. */
export interface StoredEntry extends LogEntry {
  readonly hash: string;
}

/** The head of a game's stream, read inside the appending transaction. */
export interface StreamHead {
  readonly status: GameStatus;
  /** Version of the last entry; null before the start. */
  readonly version: number | null;
  readonly headHash: string;
  readonly seatCount: number;
  readonly timeControl: TimeControl;
  /** The clocks as of the last entry; null without a time control (or before the start). */
  readonly clocks: SeatClocks | null;
  readonly turnDeadline: Date | null;
  /** Each seat's deadline with paused time skipped (ISO 8601, null if its clock stands). */
  readonly seatDeadlines: readonly (string | null)[] | null;
  /** Whether the seats' clocks stop at their weekends and their players' vacations. */
  readonly weekendPause: boolean;
  readonly vacation: VacationPolicy;
}

/** What an accepted command changes in the game's current-state row. */
export interface Progress {
  readonly activeSeats: readonly number[];
  /** Non-null ends the game. */
  readonly outcome: JsonValue | null;
}

/** An entry to append: the store numbers it and links it into the chain. */
export interface EntryDraft {
  readonly actor: number | null;
  readonly commandId: string | null;
  readonly command: JsonValue | null;
  readonly events: readonly JsonValue[];
  readonly at: Date;
}

export interface Decision<Payload> {
  readonly entry: EntryDraft;
  readonly progress: Progress;
  /** Anything the caller computed alongside (e.g. the new state), handed back after commit. */
  readonly payload: Payload;
}

/** Reads the log up to date (catching up a stale cached state before an append). */
export interface LogReader {
  /** Entries from `version` on, oldest first. */
  entriesFrom(version: number): Promise<StoredEntry[]>;
}

export type { GameRow, LogRow, SeatRow };

export function toStoredEntry(row: LogRow): StoredEntry {
  return {
    version: row.version,
    actor: row.actor,
    commandId: row.commandId,
    command: row.command,
    events: row.events,
    at: row.at.toISOString(),
    hash: row.hash,
  };
}
