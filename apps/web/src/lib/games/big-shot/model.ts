/**
 * The shapes the Big Shot engine sends to this client: its view, its commands and its events.
 * The web app may not import the engine at run time (it talks to the public API only), so the
 * shapes are restated here; `model.test.ts` checks at type level that the engine's own types fit.
 */

/** The cube colours as the engine names them (keys of every cube count), in board order. */
export const COLOURS = ['red', 'yellow', 'black', 'white'] as const;
export type Colour = (typeof COLOURS)[number];

export type CubeCounts = Readonly<Record<Colour, number>>;
export type Holder = number | 'dummy';

export interface LotData {
  readonly id: string;
  readonly kind: 'park' | 'lot';
  readonly value: number;
  readonly adjacentParks: readonly string[];
}

export interface BoardData {
  readonly spaces: number;
  readonly lots: readonly LotData[];
}

export type Lot =
  | { readonly id: string; readonly status: 'open'; readonly cubes: CubeCounts }
  | { readonly id: string; readonly status: 'owned'; readonly owner: Colour }
  | { readonly id: string; readonly status: 'unowned' };

export interface PurseView {
  readonly colour: Colour;
  readonly holder: Holder;
  readonly cash: number | 'hidden';
  readonly certificates: number;
  readonly borrowedThisTurn: boolean;
}

export interface Auction {
  readonly turn: number;
  readonly high: { readonly seat: number; readonly amount: number } | null;
  readonly passed: readonly number[];
}

export interface Outcome {
  readonly winners: readonly number[];
  readonly scores: readonly number[];
  readonly reason: string;
  readonly tieBreak: string | null;
}

export type Phase =
  | { readonly kind: 'setup' }
  | { readonly kind: 'roll' }
  | { readonly kind: 'loans'; readonly declarer: number }
  | { readonly kind: 'auction'; readonly auction: Auction }
  | { readonly kind: 'paying'; readonly winner: number; readonly amount: number }
  | { readonly kind: 'placement'; readonly placer: number; readonly cubes: CubeCounts }
  | { readonly kind: 'over'; readonly outcome: Outcome };

export interface BigShotView {
  readonly seatCount: number;
  readonly options: { readonly hidden_money: boolean };
  readonly board: BoardData;
  readonly turn: number;
  readonly turns: number;
  readonly roller: number;
  readonly broker: number;
  readonly spaces: readonly CubeCounts[];
  readonly lots: readonly Lot[];
  readonly purses: readonly PurseView[];
  readonly openCash: readonly number[];
  readonly phase: Phase;
  readonly activeSeats: readonly number[];
}

export type BigShotCommand =
  | { readonly type: 'roll' }
  | { readonly type: 'take_loan'; readonly colour: Colour }
  | { readonly type: 'end_loans' }
  | { readonly type: 'bid'; readonly amount: number }
  | { readonly type: 'pass' }
  | { readonly type: 'choose_paying_colour'; readonly colour: Colour }
  | { readonly type: 'place_cube'; readonly colour: Colour; readonly lot: string };

export interface ColourFortune {
  readonly colour: Colour;
  readonly holder: Holder;
  readonly fortune: number;
}

export type BigShotEvent =
  | {
      readonly type: 'game_started';
      readonly colours: readonly { readonly colour: Colour; readonly holder: Holder }[];
      readonly broker: number;
    }
  | {
      readonly type: 'first_player_chosen';
      readonly rounds: readonly (readonly { readonly seat: number; readonly roll: number }[])[];
      readonly seat: number;
    }
  | { readonly type: 'turn_started'; readonly turn: number; readonly roller: number }
  | {
      readonly type: 'broker_moved';
      readonly roll: number;
      readonly from: number;
      readonly to: number;
    }
  | {
      readonly type: 'loan_taken';
      readonly seat: number;
      readonly colour: Colour;
      readonly payout: number;
    }
  | { readonly type: 'loans_ended'; readonly seat: number }
  | { readonly type: 'bid'; readonly seat: number; readonly amount: number }
  | { readonly type: 'passed'; readonly seat: number }
  | {
      readonly type: 'overbid_caught';
      readonly seat: number;
      readonly amount: number;
      readonly cash: readonly { readonly colour: Colour; readonly cash: number }[];
    }
  | { readonly type: 'auction_restarted' }
  | { readonly type: 'auction_won'; readonly seat: number; readonly amount: number }
  | {
      readonly type: 'price_paid';
      readonly seat: number;
      readonly colour: Colour;
      readonly amount: number;
    }
  | { readonly type: 'cubes_taken_free'; readonly seat: number }
  | {
      readonly type: 'cube_placed';
      readonly seat: number;
      readonly colour: Colour;
      readonly lot: string;
    }
  | {
      readonly type: 'lot_sold';
      readonly lot: string;
      readonly owner: Colour;
      readonly cubes: CubeCounts;
    }
  | { readonly type: 'lot_unowned'; readonly lot: string; readonly cubes: CubeCounts }
  | {
      readonly type: 'game_ended';
      readonly reason: string;
      readonly fortunes: readonly ColourFortune[];
      readonly scores: readonly number[];
      readonly winners: readonly number[];
    };

const EVENT_TYPES: ReadonlySet<string> = new Set<BigShotEvent['type']>([
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
]);

const COMMAND_TYPES: ReadonlySet<string> = new Set<BigShotCommand['type']>([
  'roll',
  'take_loan',
  'end_loans',
  'bid',
  'pass',
  'choose_paying_colour',
  'place_cube',
]);

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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
  return hasType(value, EVENT_TYPES) ? (value as BigShotEvent) : null;
}

export function asCommand(value: unknown): BigShotCommand | null {
  return hasType(value, COMMAND_TYPES) ? (value as BigShotCommand) : null;
}

/** Commands are flat objects of scalars: equal fields mean the same command. */
export function sameCommand(a: unknown, b: unknown): boolean {
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
}

/**
 * The member of the server's legal list equal to `command`, or undefined. The table sends the
 * server's own object, so what leaves the client is always one of legalCommands.
 */
export function findLegal(command: BigShotCommand, legal: readonly unknown[]): unknown {
  return legal.find((candidate) => sameCommand(candidate, command));
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

/** The cubes being auctioned: those on the broker's space (the view has no other record of them). */
export function cubesOnOffer(view: BigShotView): CubeCounts | null {
  const { kind } = view.phase;
  if (kind !== 'loans' && kind !== 'auction' && kind !== 'paying') return null;
  return view.spaces[view.broker] ?? null;
}
