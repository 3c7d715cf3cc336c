/**
 * What the board highlights on arrival: everything the entries since the seat last looked changed
 * (the union of their events): the market slots flipped or replaced, the tray spaces a knife was
 * placed on, and the seats whose panel changed. Prices follow the market and a lifted knife's
 * space is not in its event, so those two are not outlined here. It reads events only; it never
 * works out a rule.
 */
import { distinct, eventFields, seatField } from '../json.ts';
import type { BoardChanges } from './board-acts.ts';
import { CATEGORIES } from './model.ts';
import type { Category } from './model.ts';

/** Events that name seats without changing their panels (turns, choices declined, things shown). */
const NOT_PANEL_EVENTS = new Set([
  'turn_started',
  'churn_started',
  'churn_skipped',
  'flip_skipped',
  'moove_declined',
  'end_triggered',
  'final_sale_passed',
  'hand_shown',
  'supply_shown',
  'final_sales_started',
  'game_ended',
]);
/** The fields of events that name one seat. */
const SEAT_KEYS = ['seat', 'from', 'to', 'target'];

/** Every seat an event names: in its seat fields, its list of seats, or its list by seat. */
function seatsOf(fields: Readonly<Record<string, unknown>>): number[] {
  const named = SEAT_KEYS.map((key) => seatField(fields, key)).filter((s) => s !== null);
  const listed = fields['seats'];
  const bySeat = fields['curds'];
  return [
    ...named,
    ...(Array.isArray(listed) ? listed.filter((s) => typeof s === 'number') : []),
    ...(Array.isArray(bySeat) ? bySeat.map((_, seat) => seat) : []),
  ];
}

function category(value: unknown): Category | null {
  return CATEGORIES.find((c) => c === value) ?? null;
}

/** The changes to highlight, or null when the events changed nothing the board shows. */
export function awayChanges(events: readonly unknown[]): BoardChanges | null {
  const slots: number[] = [];
  const tray: Category[] = [];
  const seats: number[] = [];
  for (const event of events) {
    const read = eventFields(event);
    if (read === null) continue;
    const slot = seatField(read.fields, 'slot');
    if ((read.type === 'market_flipped' || read.type === 'market_replaced') && slot !== null) {
      slots.push(slot);
    }
    const placedOn = category(read.fields['category']);
    if (read.type === 'knife_placed' && placedOn !== null) tray.push(placedOn);
    if (!NOT_PANEL_EVENTS.has(read.type)) seats.push(...seatsOf(read.fields));
  }
  if (slots.length === 0 && tray.length === 0 && seats.length === 0) return null;
  return { slots: distinct(slots), prices: [], tray: distinct(tray), seats: distinct(seats) };
}
