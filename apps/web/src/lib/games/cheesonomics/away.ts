/**
 * What the board highlights on arrival: everything the entries since the seat last looked changed
 * (the union of their events): the market slots flipped or replaced, the prices those moved, the
 * tray spaces a knife was placed on, and the seats whose panel changed. It reads events only; it
 * never works out a rule. Two things the events leave open:
 * - a flip names the side it shows, not the one it hid; the hidden side showed a colour of the
 *   flipper's sale just before (RULES §4.8), so those colours are outlined, or every colour when
 *   that sale came before the entries;
 * - a lifted knife's event (`knife_lifted`) names only its owner, and the churn that put it there
 *   came before the entries (a knife placed and lifted within them left its space as it was), so
 *   the space it left is not outlined: the event would have to name it.
 */
import { distinct, eventFields, isRecord, seatField } from '../json.ts';
import type { BoardChanges } from './board-acts.ts';
import { CATEGORIES, COLOURS } from './model.ts';
import type { Category, Colour } from './model.ts';

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

function colourOf(value: unknown): Colour | null {
  return COLOURS.find((c) => c === value) ?? null;
}

/** The colour of a market side as an event carries it ({ colour, ribbon }). */
function sideColour(side: unknown): Colour | null {
  return isRecord(side) ? colourOf(side['colour']) : null;
}

/** The colour face up on a wedge lying with `up` on top (an unredacted replacement). */
function upColour(wedge: unknown, up: unknown): Colour | null {
  return isRecord(wedge) && (up === 'a' || up === 'b') ? sideColour(wedge[up]) : null;
}

/** The colours of the wedges a sale names (redacted or not, a sale names them all). */
function soldColours(wedges: unknown): Colour[] {
  if (!Array.isArray(wedges)) return [];
  // A wedge's code is its print, colour first (RULES §4.3: "red-cow-bell").
  return wedges.flatMap((code) => {
    const colour = typeof code === 'string' ? colourOf(code.split('-')[0]) : null;
    return colour === null ? [] : [colour];
  });
}

/** The colours whose price a market event may have moved; `sold` is the mover's last sale. */
function repriced(
  type: string,
  fields: Readonly<Record<string, unknown>>,
  sold: readonly Colour[] | undefined,
): Colour[] {
  if (type === 'market_flipped') {
    // The hidden side is not named: it showed a colour just sold (RULES §4.8).
    return [sideColour(fields['shown']), ...(sold ?? COLOURS)].filter((c) => c !== null);
  }
  if (type !== 'market_replaced') return [];
  const shown = sideColour(fields['shown']) ?? upColour(fields['placed'], fields['up']);
  const gone =
    sideColour(fields['replacedShown']) ?? upColour(fields['removed'], fields['removedUp']);
  return [shown, gone].filter((c) => c !== null);
}

/** The changes to highlight, or null when the events changed nothing the board shows. */
export function awayChanges(events: readonly unknown[]): BoardChanges | null {
  const slots: number[] = [];
  const prices: Colour[] = [];
  const tray: Category[] = [];
  const seats: number[] = [];
  /** Each seat's last sale among the entries. */
  const sales = new Map<number, Colour[]>();
  for (const event of events) {
    const read = eventFields(event);
    if (read === null) continue;
    const seat = seatField(read.fields, 'seat');
    const slot = seatField(read.fields, 'slot');
    if ((read.type === 'market_flipped' || read.type === 'market_replaced') && slot !== null) {
      slots.push(slot);
    }
    prices.push(...repriced(read.type, read.fields, seat === null ? undefined : sales.get(seat)));
    if (read.type === 'sold' && seat !== null) sales.set(seat, soldColours(read.fields['wedges']));
    const placedOn = category(read.fields['category']);
    if (read.type === 'knife_placed' && placedOn !== null) tray.push(placedOn);
    if (!NOT_PANEL_EVENTS.has(read.type)) seats.push(...seatsOf(read.fields));
  }
  if ([slots, prices, tray, seats].every((list) => list.length === 0)) return null;
  return {
    slots: distinct(slots),
    prices: COLOURS.filter((c) => prices.includes(c)),
    tray: distinct(tray),
    seats: distinct(seats),
  };
}
