/**
 * What changed between the position drawn before and the one drawn now, so the board can show
 * the move that made it: a project that arrived or lost workers, a new card on offer, a new roll,
 * a seat whose score moved. It compares two views only; it never works out a rule.
 */
import type { BcView } from './model.ts';

export interface BoardChanges {
  readonly projects: readonly number[];
  readonly offer: boolean;
  readonly roll: boolean;
  readonly seats: readonly number[];
}

export const NO_CHANGES: BoardChanges = { projects: [], offer: false, roll: false, seats: [] };

function rollOf(view: BcView): string {
  const { phase } = view;
  return phase.kind === 'resolution' && phase.roll !== null ? JSON.stringify(phase.roll) : '';
}

export function boardChanges(before: BcView | null, after: BcView): BoardChanges {
  if (before === null) return NO_CHANGES;
  const projects = after.projects
    .filter((p) => {
      const old = before.projects.find((o) => o.id === p.id);
      return old?.workers !== p.workers || old.owner !== p.owner;
    })
    .map((p) => p.id);
  const seats = after.players
    .map((p, seat) => ({ seat, changed: before.players[seat]?.score !== p.score }))
    .filter((s) => s.changed)
    .map((s) => s.seat);
  const roll = rollOf(after);
  return {
    projects,
    offer:
      after.deck.top !== null &&
      (before.deck.top !== after.deck.top || before.deck.size !== after.deck.size),
    roll: roll !== '' && roll !== rollOf(before),
    seats,
  };
}

/** Whether anything is to be shown. */
export function hasChanges(c: BoardChanges): boolean {
  return c.projects.length > 0 || c.offer || c.roll || c.seats.length > 0;
}
