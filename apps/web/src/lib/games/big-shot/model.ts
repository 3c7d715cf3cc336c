/**
 * Big Shot as the web client receives it: the engine's view, commands and events (the game's
 * contract, types only through @tavolo/sdk/games — no engine code reaches the bundle), with names
 * for the parts the table draws, and shape checks for what arrives over the wire.
 */
import type {
  BigShotColour,
  BigShotCommand,
  BigShotPublicEvent,
  BigShotView,
  PurseView,
} from '@tavolo/sdk/games';
import { isRecord, sameJson } from '../json.ts';

export type { BigShotCommand, BigShotView, PurseView } from '@tavolo/sdk/games';
export type BigShotEvent = BigShotPublicEvent;
export type Colour = BigShotColour;

/** The cube colours as the engine names them (keys of every cube count), in board order. */
export const COLOURS = ['red', 'yellow', 'black', 'white'] as const satisfies readonly Colour[];

export type CubeCounts = BigShotView['spaces'][number];
export type Holder = PurseView['holder'];
export type BoardData = BigShotView['board'];
export type LotData = BoardData['lots'][number];
export type Lot = BigShotView['lots'][number];
export type Phase = BigShotView['phase'];
export type Auction = Extract<Phase, { kind: 'auction' }>['auction'];
export type Outcome = Extract<Phase, { kind: 'over' }>['outcome'];
export type ColourFortune = Extract<BigShotEvent, { type: 'game_ended' }>['fortunes'][number];

/** Every event type the engine declares (its types.ts); the describer's test checks the list is whole. */
export const EVENT_TYPES = [
  'game_started',
  'first_player_chosen',
  'turn_started',
  'broker_moved',
  'loan_taken',
  'loans_ended',
  'bid',
  'passed',
  'overbid_caught',
  'auction_restarted',
  'auction_won',
  'price_paid',
  'cubes_taken_free',
  'cube_placed',
  'lot_sold',
  'lot_unowned',
  'game_ended',
] as const satisfies readonly BigShotEvent['type'][];
const KNOWN_TYPES: ReadonlySet<string> = new Set(EVENT_TYPES);

const COMMAND_TYPES: ReadonlySet<string> = new Set<BigShotCommand['type']>([
  'roll',
  'take_loan',
  'end_loans',
  'bid',
  'pass',
  'choose_paying_colour',
  'place_cube',
]);

function hasType(value: unknown, types: ReadonlySet<string>): boolean {
  return isRecord(value) && typeof value['type'] === 'string' && types.has(value['type']);
}

/**
 * The view comes from our own server, so a shallow check that it is a Big Shot view is enough to
 * catch a wiring mistake (another game's view) without restating the engine's schema.
 */
export function asView(value: unknown): BigShotView | null {
  if (!isRecord(value)) return null;
  const { board, phase, purses, lots, spaces } = value;
  const looksRight =
    isRecord(board) &&
    Array.isArray(board['lots']) &&
    isRecord(phase) &&
    typeof phase['kind'] === 'string' &&
    Array.isArray(purses) &&
    Array.isArray(lots) &&
    Array.isArray(spaces);
  return looksRight ? (value as unknown as BigShotView) : null;
}

export function asEvent(value: unknown): BigShotEvent | null {
  return hasType(value, KNOWN_TYPES) ? (value as BigShotEvent) : null;
}

export function asCommand(value: unknown): BigShotCommand | null {
  return hasType(value, COMMAND_TYPES) ? (value as BigShotCommand) : null;
}

/**
 * The member of the server's legal list equal to `command`, or undefined. The table sends the
 * server's own object, so what leaves the client is always one of legalCommands.
 */
export function findLegal(command: BigShotCommand, legal: readonly unknown[]): unknown {
  return legal.find((candidate) => sameJson(candidate, command));
}

/** The legal commands this client understands, typed. */
export function typedLegal(legal: readonly unknown[]): BigShotCommand[] {
  return legal.flatMap((c) => {
    const command = asCommand(c);
    return command === null ? [] : [command];
  });
}

export function totalCubes(counts: CubeCounts): number {
  return COLOURS.reduce((sum, colour) => sum + counts[colour], 0);
}

/** The purses a seat holds (two in the 2-player game), in board colour order. */
export function pursesOf(view: BigShotView, seat: number): PurseView[] {
  return view.purses.filter((p) => p.holder === seat);
}

/**
 * The cubes being auctioned: those on the broker's space (the view has no other record of them).
 * A loan round at the start of the turn (hidden money, rules 2.0.0) comes before the roll: the
 * broker has not moved yet, so nothing is on offer.
 */
export function cubesOnOffer(view: BigShotView): CubeCounts | null {
  const { phase } = view;
  if (phase.kind === 'loans' && phase.next === 'roll') return null;
  if (phase.kind !== 'loans' && phase.kind !== 'auction' && phase.kind !== 'paying') return null;
  return view.spaces[view.broker] ?? null;
}
