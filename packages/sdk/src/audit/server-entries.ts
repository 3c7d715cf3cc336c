/**
 * Entries the server appends on its own (issue 17 item 5, ADR 0027): what its commandId says, in
 * one grammar `<kind>:<seat>:<version>` that the hash chain covers, so every auditor reads the
 * same reason the server showed. Clients may not send commandIds of these kinds.
 *
 * Two families:
 * - server moves, ordinary engine commands of the seat: `bot:` (a bot seat), `timeout:` (one
 *   move for a seat whose time ran out), `takeover:` (the timeout after which a bot holds the
 *   seat), `standin:` (a move of the bot holding a taken-over or forfeited seat);
 * - seat entries, no command and no events, which the engine never sees: `forfeit:` (the seat is
 *   out) and `reclaim:` (the player took their seat back from the bot).
 */
import type { Outcome, Seat } from '@tavolo/engine';

export const SERVER_MOVE_KINDS = ['bot', 'timeout', 'takeover', 'standin'] as const;
export type ServerMoveKind = (typeof SERVER_MOVE_KINDS)[number];

export const SEAT_ENTRY_KINDS = ['forfeit', 'reclaim'] as const;
export type SeatEntryKind = (typeof SEAT_ENTRY_KINDS)[number];

export type ServerEntryKind = ServerMoveKind | SeatEntryKind;
const SERVER_ENTRY_KINDS: readonly ServerEntryKind[] = [...SERVER_MOVE_KINDS, ...SEAT_ENTRY_KINDS];

/** Every commandId prefix the server reserves for itself. */
export const SERVER_COMMAND_ID_PREFIXES: readonly string[] = SERVER_ENTRY_KINDS.map(
  (kind) => `${kind}:`,
);

/** What the server did when a seat's time ran out. */
export const TIMEOUT_ACTIONS = ['bot_move', 'bot_took_seat', 'forfeit'] as const;
export type TimeoutAction = (typeof TIMEOUT_ACTIONS)[number];

const TIMEOUT_ACTION_OF: Partial<Record<ServerEntryKind, TimeoutAction>> = {
  timeout: 'bot_move',
  takeover: 'bot_took_seat',
  forfeit: 'forfeit',
};

export interface ServerEntry {
  readonly kind: ServerEntryKind;
  readonly seat: Seat;
  /** The version the entry was appended as. */
  readonly version: number;
}

const GRAMMAR = /^([a-z]+):(\d{1,9}):(\d{1,10})$/;

/** The commandId of the server's entry `kind` for `seat` at `version`. */
export function serverCommandId(kind: ServerEntryKind, seat: Seat, version: number): string {
  return `${kind}:${seat}:${version}`;
}

/** What a commandId says the server did, if the server wrote it; undefined for a client's. */
export function serverEntryOf(commandId: string | null): ServerEntry | undefined {
  const match = commandId === null ? null : GRAMMAR.exec(commandId);
  if (match === null) return undefined;
  const [, kind, seat, version] = match;
  const known = SERVER_ENTRY_KINDS.find((k) => k === kind);
  if (known === undefined || seat === undefined || version === undefined) return undefined;
  return { kind: known, seat: Number(seat), version: Number(version) };
}

/** The seat entry a log entry is (forfeit, reclaim), when its commandId and seat agree. */
export function seatEntryOf(entry: {
  readonly actor: number | null;
  readonly commandId: string | null;
}): (ServerEntry & { readonly kind: SeatEntryKind }) | undefined {
  const server = serverEntryOf(entry.commandId);
  if (server?.seat !== entry.actor) return undefined;
  const kind = SEAT_ENTRY_KINDS.find((k) => k === server.kind);
  return kind === undefined ? undefined : { ...server, kind };
}

/** The timeout an entry records (which seat, what the server did), if it is one. */
export function timeoutOf(
  commandId: string | null,
): { readonly seat: Seat; readonly action: TimeoutAction } | undefined {
  const server = serverEntryOf(commandId);
  const action = server === undefined ? undefined : TIMEOUT_ACTION_OF[server.kind];
  return server === undefined || action === undefined ? undefined : { seat: server.seat, action };
}

/** The reason of an outcome decided by forfeits, not by the engine. */
export const FORFEIT_REASON = 'FORFEIT';

/**
 * The outcome of a game that forfeits ended: one seat is left, and it wins. No scores: the game
 * was not played to its end (an empty list, not zeros that would read as a result).
 */
export function forfeitOutcome(
  survivor: Seat,
  forfeits: readonly Seat[],
): Outcome & { readonly forfeits: readonly Seat[] } {
  return {
    winners: [survivor],
    scores: [],
    reason: FORFEIT_REASON,
    tieBreak: null,
    forfeits: inSeatOrder(forfeits),
  };
}

/** The outcome a game records: the engine's as it is, plus the seats that forfeited (if any). */
export function recordedOutcome<T extends object>(
  outcome: T,
  forfeits: readonly Seat[],
): T | (T & { readonly forfeits: readonly Seat[] }) {
  return forfeits.length === 0 ? outcome : { ...outcome, forfeits: inSeatOrder(forfeits) };
}

/** Forfeits are recorded in seat order, whatever order they came in. */
function inSeatOrder(seats: readonly Seat[]): Seat[] {
  return [...seats].sort((a, b) => a - b);
}

/** The seat left once `forfeits` are out, when exactly one is: the game then ends. */
export function lastSeatStanding(seatCount: number, forfeits: readonly Seat[]): Seat | undefined {
  const left = Array.from({ length: seatCount }, (_, seat) => seat).filter(
    (seat) => !forfeits.includes(seat),
  );
  return left.length === 1 ? left[0] : undefined;
}
