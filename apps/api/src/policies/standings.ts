/**
 * Each seat's standing, a pure fold of the log like the clocks (ADR 0027): how many timeouts in a
 * row it has had, and whether its player plays it, the server's bot holds it (after a takeover,
 * until a reclaim) or it forfeited. The commandIds of the server's entries say everything
 * (@tavolo/sdk/audit server-entries.ts), so the fold needs only each entry's actor and commandId,
 * and an auditor can recompute it from an export.
 */
import type { Seat } from '@tavolo/engine';
import { lastSeatStanding, serverEntryOf } from '@tavolo/sdk/audit';

export const SEAT_STANDINGS = ['playing', 'taken_over', 'forfeited'] as const;
export type Standing = (typeof SEAT_STANDINGS)[number];

export interface SeatStanding {
  readonly seat: Seat;
  /** Timeouts since the seat's last own move or reclaim. */
  readonly timeoutsInARow: number;
  readonly standing: Standing;
}

export type SeatStandings = readonly SeatStanding[];

export interface StandingEntry {
  readonly actor: Seat | null;
  readonly commandId: string | null;
}

export function initialStandings(seatCount: number): SeatStandings {
  return Array.from({ length: seatCount }, (_, seat) => ({
    seat,
    timeoutsInARow: 0,
    standing: 'playing' as const,
  }));
}

function next(standing: SeatStanding, commandId: string | null): SeatStanding {
  const kind = serverEntryOf(commandId)?.kind;
  const timeouts = standing.timeoutsInARow;
  switch (kind) {
    case undefined:
      // The player's own move.
      return { ...standing, timeoutsInARow: 0 };
    case 'timeout':
      return { ...standing, timeoutsInARow: timeouts + 1 };
    case 'takeover':
      return { ...standing, timeoutsInARow: timeouts + 1, standing: 'taken_over' };
    case 'forfeit':
      return { ...standing, timeoutsInARow: timeouts + 1, standing: 'forfeited' };
    case 'reclaim':
      return { ...standing, timeoutsInARow: 0, standing: 'playing' };
    case 'bot':
    case 'standin':
      return standing;
  }
}

/** The standings after `entry` (the setup entry, actor null, changes nothing). */
export function advanceStandings(standings: SeatStandings, entry: StandingEntry): SeatStandings {
  const { actor } = entry;
  if (actor === null) return standings;
  return standings.map((standing) =>
    standing.seat === actor ? next(standing, entry.commandId) : standing,
  );
}

/** Seats the server's bot plays for their player: taken over, or forfeited. */
export function standInSeats(standings: SeatStandings): Seat[] {
  return standings.filter((s) => s.standing !== 'playing').map((s) => s.seat);
}

export function forfeitedSeats(standings: SeatStandings): Seat[] {
  return standings.filter((s) => s.standing === 'forfeited').map((s) => s.seat);
}

export function standingOf(standings: SeatStandings, seat: Seat): SeatStanding {
  return standings[seat] ?? { seat, timeoutsInARow: 0, standing: 'playing' };
}

/** The seat that won because every other seat forfeited; undefined while the game goes on. */
export function forfeitWinner(standings: SeatStandings): Seat | undefined {
  const forfeits = forfeitedSeats(standings);
  return forfeits.length === 0 ? undefined : lastSeatStanding(standings.length, forfeits);
}
