/**
 * The wire shapes of Cheesonomics as the server sends them (engine id `cheesonomics`): the view,
 * the commands and the events, full or redacted. They mirror the engine's types so that the web
 * client depends only on the public API; `model.test.ts` checks at compile time that the engine's
 * own types still fit these.
 */
export const COLOURS = ['red', 'orange', 'yellow', 'green', 'blue'] as const;
export type Colour = (typeof COLOURS)[number];
export const ANIMALS = ['cow', 'sheep', 'goat', 'yak', 'reindeer'] as const;
export type Animal = (typeof ANIMALS)[number];
export const SYMBOLS = ['bell', 'shears', 'mountains', 'plough', 'pail'] as const;
export type MarketSymbol = (typeof SYMBOLS)[number];
export const KNIVES = ['cheddar', 'edam', 'feta', 'gouda', 'parmesan'] as const;
export type Knife = (typeof KNIVES)[number];
export type Category = Colour | Animal;
/** The serving tray's ten spaces, in the order the tray is drawn. */
export const CATEGORIES: readonly Category[] = [...COLOURS, ...ANIMALS];

export type WedgeCode = `${Colour}-${Animal}` | `${Colour}-${Animal}-${MarketSymbol}`;
export type SideName = 'a' | 'b';

export interface MarketSide {
  readonly colour: Colour;
  readonly ribbon: boolean;
}
export interface MarketWedge {
  readonly id: number;
  readonly a: MarketSide;
  readonly b: MarketSide;
}
export interface MarketSlot {
  readonly wedge: MarketWedge;
  readonly up: SideName;
}
export interface MarketSlotView {
  readonly slot: number;
  readonly wheel: number;
  readonly up: MarketSide;
  /** The whole wedge: only once the game is over. */
  readonly revealed: MarketSlot | null;
}

export interface PlayerView {
  readonly seat: number;
  readonly knife: Knife | null;
  readonly knifeOn: Category | null;
  readonly curds: number;
  readonly wheel: readonly WedgeCode[];
  readonly handSize: number;
  readonly hand: readonly WedgeCode[] | null;
  readonly fulfilmentSize: number;
  readonly fulfilment: readonly WedgeCode[] | null;
  readonly supplySize: number;
  readonly supply: readonly MarketWedge[] | null;
}

export interface Shown<T> {
  readonly seat: number;
  readonly items: readonly T[];
}

interface SaleFollowUp {
  readonly colours: readonly Colour[];
  readonly moove: boolean;
}

export type Phase =
  | { readonly kind: 'setup' | 'action' | 'moove' | 'moove_draw' | 'turn_end' }
  | {
      readonly kind: 'churn';
      readonly category: Category;
      readonly waiting: readonly number[];
      readonly owed: readonly number[];
      readonly showing: number | null;
    }
  | { readonly kind: 'flip' | 'replace' | 'replenish'; readonly sale: SaleFollowUp }
  | { readonly kind: 'steal'; readonly target: number }
  | { readonly kind: 'final_sales'; readonly queue: readonly number[] }
  | { readonly kind: 'over'; readonly outcome: Outcome };

export interface Outcome {
  readonly winners: readonly number[];
  readonly scores: readonly number[];
  readonly reason: string;
  readonly tieBreak: string | null;
}

export interface CheesonomicsView {
  readonly seatCount: number;
  readonly options: { readonly flavour: 'mild' | 'sharp' };
  readonly viewer: number | null;
  readonly startingSeat: number;
  readonly turn: number;
  readonly endTrigger: number | null;
  readonly activeSeats: readonly number[];
  readonly phase: Phase;
  readonly drawPileSize: number;
  readonly removedCount: number;
  readonly market: readonly MarketSlotView[];
  readonly prices: Readonly<Record<Colour, number>>;
  readonly discardSize: number;
  readonly discard: readonly MarketWedge[] | null;
  readonly players: readonly PlayerView[];
  readonly shownHand: Shown<WedgeCode> | null;
  readonly shownSupply: Shown<MarketWedge> | null;
  readonly outcome: Outcome | null;
}

export type Command =
  | { readonly type: 'churn' | 'produce'; readonly category: Category }
  | { readonly type: 'give' | 'pick'; readonly wedge: WedgeCode }
  | { readonly type: 'return_wedge'; readonly to: number; readonly wedge: WedgeCode }
  | { readonly type: 'sell' | 'final_sell'; readonly wedges: readonly WedgeCode[] }
  | { readonly type: 'flip'; readonly slot: number }
  | {
      readonly type: 'replace';
      readonly slot: number;
      readonly wedge: number;
      readonly side_up: SideName;
    }
  | { readonly type: 'take_from_discard' | 'moove_discard'; readonly wedge: number }
  | { readonly type: 'moove_steal'; readonly from: number }
  | { readonly type: 'swap_supply'; readonly give: number; readonly take: number }
  | { readonly type: 'decline_moove' | 'decline_final_sell' };
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

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

/** Deep equality of JSON values: how a command built in the UI is matched to a listed one. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]))
    );
  }
  return false;
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
