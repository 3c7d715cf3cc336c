/**
 * What the board highlights on arrival: everything the entries since the seat last looked changed
 * (the union of their events): the seats whose pile or tokens moved, and whether cards were turned
 * over. It reads events only; it never works out a rule.
 */
import { distinct, eventFields, seatField } from '../json.ts';
import type { BoardChanges } from './motion.ts';

/** Events after which the named seat's pile or tokens differ. */
const SEAT_EVENTS = new Set(['card_revealed', 'mouse_caught', 'hunt_failed']);

/** The changes to highlight, or null when the events changed nothing the board shows. */
export function awayChanges(events: readonly unknown[]): BoardChanges | null {
  const seats: number[] = [];
  let played = false;
  for (const event of events) {
    const read = eventFields(event);
    if (read === null) continue;
    const seat = seatField(read.fields, 'seat');
    if (SEAT_EVENTS.has(read.type) && seat !== null) seats.push(seat);
    if (read.type === 'card_revealed') played = true;
  }
  return seats.length === 0 && !played ? null : { seats: distinct(seats), played };
}
