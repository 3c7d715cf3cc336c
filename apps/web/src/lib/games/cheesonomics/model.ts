/**
 * Cheesonomics as the web client receives it: the engine's view and commands (the game's
 * contract, types only through @tavolo/sdk/games — no engine code reaches the bundle), with names
 * for the parts the table draws; the events, full or redacted, are in events.ts.
 */
import type {
  Animal,
  CheesonomicsColour,
  CheesonomicsCommand,
  CheesonomicsView,
  MarketWedge,
  WedgeCode,
} from '@tavolo/sdk/games';
import { isRecord } from '../json.ts';

export type { Animal, CheesonomicsView, MarketWedge, WedgeCode } from '@tavolo/sdk/games';
export type Colour = CheesonomicsColour;
export type Category = Colour | Animal;
export type Command = CheesonomicsCommand;

export const COLOURS = ['red', 'orange', 'yellow', 'green', 'blue'] as const satisfies Colour[];
export const ANIMALS = ['cow', 'sheep', 'goat', 'yak', 'reindeer'] as const satisfies Animal[];
export const SYMBOLS = ['bell', 'shears', 'mountains', 'plough', 'pail'] as const;
export type MarketSymbol = (typeof SYMBOLS)[number];
export type PlayerView = CheesonomicsView['players'][number];
export const KNIVES = [
  'cheddar',
  'edam',
  'feta',
  'gouda',
  'parmesan',
] as const satisfies NonNullable<PlayerView['knife']>[];
export type Knife = (typeof KNIVES)[number];
/** The serving tray's ten spaces, in the order the tray is drawn. */
export const CATEGORIES: readonly Category[] = [...COLOURS, ...ANIMALS];

export type MarketSide = MarketWedge['a'];
export type MarketSlotView = CheesonomicsView['market'][number];
export type MarketSlot = NonNullable<MarketSlotView['revealed']>;
export type SideName = MarketSlot['up'];
export interface Shown<T> {
  readonly seat: number;
  readonly items: readonly T[];
}
export type Phase = CheesonomicsView['phase'];
export type Outcome = NonNullable<CheesonomicsView['outcome']>;

export type CommandType = Command['type'];

const COMMAND_TYPES: readonly string[] = [
  'churn',
  'produce',
  'give',
  'pick',
  'return_wedge',
  'sell',
  'final_sell',
  'flip',
  'replace',
  'take_from_discard',
  'moove_discard',
  'moove_steal',
  'swap_supply',
  'decline_moove',
  'decline_final_sell',
] satisfies CommandType[];

/**
 * The view as this game's shape, or null when it is not one (a wrong game, or nothing yet): the
 * table then draws nothing rather than guessing. Only the top-level shape is checked; the server
 * is trusted for the rest, as for every other client of the API.
 */
export function asView(view: unknown): CheesonomicsView | null {
  if (!isRecord(view)) return null;
  const ok =
    Array.isArray(view['players']) &&
    Array.isArray(view['market']) &&
    isRecord(view['prices']) &&
    isRecord(view['phase']) &&
    typeof view['seatCount'] === 'number';
  return ok ? (view as unknown as CheesonomicsView) : null;
}

/**
 * The listed commands this table knows how to offer, each still the very object the server sent,
 * so that whatever is sent back is one of `legalCommands` itself.
 */
export function asCommands(legal: readonly unknown[]): readonly Command[] {
  return legal.filter(
    (c): c is Command =>
      isRecord(c) && typeof c['type'] === 'string' && COMMAND_TYPES.includes(c['type']),
  );
}

/** A wedge code read back into what is printed on it (the code is its print, RULES §4.3). */
export interface WedgeFace {
  readonly colour: Colour;
  readonly animal: Animal;
  readonly symbol: MarketSymbol | null;
}

export function faceOf(code: WedgeCode): WedgeFace {
  const [colour, animal, symbol] = code.split('-') as [Colour, Animal, MarketSymbol?];
  return { colour, animal, symbol: symbol ?? null };
}

/** The face-up side of a market wedge lying with `up` on top. */
export const sideUp = (wedge: MarketWedge, up: SideName): MarketSide =>
  up === 'a' ? wedge.a : wedge.b;
