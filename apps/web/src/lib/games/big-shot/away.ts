/**
 * What the map highlights on arrival: everything the entries since the seat last looked changed
 * (the union of their events): the lots that took cubes, were sold (their title drops in too) or
 * fell back unowned, the ring spaces emptied when an auction ended there, and whether the broker
 * moved. It reads the events and where the broker stands now only; it never works out a rule.
 */
import { eventFields, seatField } from '../json.ts';
import type { BoardChanges } from './board-acts.ts';
import type { BigShotView } from './model.ts';

/** Events that name the lot they changed. */
const LOT_EVENTS = new Set(['cube_placed', 'lot_sold', 'lot_unowned']);
/** Events after which the broker's space gave up its cubes (the auction ended there). */
const TAKEN_EVENTS = new Set(['auction_won', 'cubes_taken_free', 'price_paid']);

/** The changes to highlight, or null when the events changed nothing the map shows. */
export function awayChanges(events: readonly unknown[], now: BigShotView): BoardChanges | null {
  const lots = new Set<string>();
  const titles = new Set<string>();
  const spaces = new Set<number>();
  let brokerMoved = false;
  // Read from the newest back: the broker stands now where the view says, and before each move
  // where that move started.
  let broker: number | null = now.broker;
  for (const event of events.toReversed()) {
    const read = eventFields(event);
    if (read === null) continue;
    const lot = read.fields['lot'];
    if (LOT_EVENTS.has(read.type) && typeof lot === 'string') lots.add(lot);
    if (read.type === 'lot_sold' && typeof lot === 'string') titles.add(lot);
    if (TAKEN_EVENTS.has(read.type) && broker !== null) spaces.add(broker);
    if (read.type === 'broker_moved') {
      brokerMoved = true;
      broker = seatField(read.fields, 'from');
    }
  }
  return lots.size === 0 && spaces.size === 0 && !brokerMoved
    ? null
    : { lots, titles, spaces, brokerMoved };
}
