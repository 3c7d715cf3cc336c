/**
 * The drawn examples of the Cheesonomics rules page: RULES.md's worked examples (CH-T1, CH-T5,
 * CH-T3) as positions in the engine's own view shape, with the move and the outcome the caption
 * states. The client has no engine, so the positions are written out here; examples.test.ts
 * replays the engine's golden fixture of each example and checks the position, the move and the
 * outcome.
 */
import { COLOURS, KNIVES } from '../model.ts';
import type { Category, CheesonomicsView, Colour, Knife, WedgeCode } from '../model.ts';
import type { ExampleId } from './text.ts';

/** A market side written short: 'blue' or, with a “+1” ribbon, 'blue+'. */
type SideText = Colour | `${Colour}+`;

function sideOf(text: SideText): { colour: Colour; ribbon: boolean } {
  const colour = COLOURS.find((c) => text.startsWith(c)) ?? 'red';
  return { colour, ribbon: text.endsWith('+') };
}

/** A Mild position at the start of a turn, written short. */
export interface TablePosition {
  readonly turn: number;
  readonly drawPileSize: number;
  /** The 15 face-up market sides, slot by slot (five to a wheel). */
  readonly market: readonly SideText[];
  readonly prices: Readonly<Record<Colour, number>>;
  /** Each seat's wheel (produced wedges); every seat holds 5 wedges in hand. */
  readonly wheels: readonly (readonly WedgeCode[])[];
  /** The knives on the tray, by seat (null: in its owner's hands). */
  readonly knivesOn: readonly (Category | null)[];
}

/** The engine's spectator view of a position (Mild; seat i holds the i-th knife). */
export function tableView(p: TablePosition): CheesonomicsView {
  return {
    seatCount: p.wheels.length,
    options: { flavour: 'mild' },
    viewer: null,
    startingSeat: 0,
    turn: p.turn,
    endTrigger: null,
    activeSeats: [p.turn],
    phase: { kind: 'action' },
    drawPileSize: p.drawPileSize,
    removedCount: 0,
    market: p.market.map((side, slot) => ({
      slot,
      wheel: Math.floor(slot / 5),
      up: sideOf(side),
      revealed: null,
    })),
    prices: p.prices,
    discardSize: 0,
    discard: null,
    players: p.wheels.map((wheel, seat) => ({
      seat,
      knife: KNIVES[seat] ?? null,
      knifeOn: p.knivesOn[seat] ?? null,
      curds: 0,
      wheel,
      handSize: 5,
      hand: null,
      fulfilmentSize: 0,
      fulfilment: null,
      supplySize: 0,
      supply: null,
    })),
    shownHand: null,
    shownSupply: null,
    hidden: null,
    outcome: null,
  };
}

export interface CheeseExample {
  readonly id: ExampleId;
  readonly view: CheesonomicsView;
  /** Drawn: the market and prices, the tray, or neither. */
  readonly market: boolean;
  readonly tray: boolean;
  /** The wedges the caption talks about, and which of them are picked. */
  readonly wedges: readonly WedgeCode[];
  readonly picked: readonly boolean[];
  /** Market slots the caption points at (outlined). */
  readonly slots: readonly number[];
}

/** CH-T1: three blue sides up, two with a ribbon: blue sells at 1 + 2 + 2 = 5. */
export const PRICE_SALE = {
  seat: 0,
  wedges: ['blue-cow', 'blue-goat', 'blue-sheep'],
  income: 15,
  /** Flipping a ribbon side leaves blue at 3, flipping the plain one at 4. */
  afterFlip: { 0: 3, 1: 3, 2: 4 },
} as const;
const price: CheeseExample = {
  id: 'price',
  view: tableView({
    turn: 0,
    drawPileSize: 5,
    market: [
      'blue+',
      'blue+',
      'blue',
      'red',
      'red',
      'red',
      'orange',
      'orange',
      'orange',
      'yellow',
      'yellow',
      'yellow',
      'green',
      'green',
      'green',
    ],
    prices: { red: 3, orange: 3, yellow: 3, green: 3, blue: 5 },
    wheels: [[...PRICE_SALE.wedges], ['orange-cow', 'orange-cow']],
    knivesOn: [null, null],
  }),
  market: true,
  tray: false,
  wedges: PRICE_SALE.wedges,
  picked: [true, true, true],
  slots: [0, 1, 2],
};

/** CH-T5: a wheel of 2 green cows and 1 red cow, no green side up: only the red cow sells. */
export const LIMITED_SALE = {
  seat: 0,
  only: 'red-cow',
  refused: ['green-cow', 'red-cow'],
  flips: [0, 4, 8, 12],
} as const;
const limits: CheeseExample = {
  id: 'limits',
  view: tableView({
    turn: 0,
    drawPileSize: 5,
    market: [
      'red',
      'orange',
      'yellow',
      'blue',
      'red',
      'orange',
      'yellow',
      'blue',
      'red',
      'orange',
      'yellow',
      'blue',
      'red',
      'orange',
      'yellow',
    ],
    prices: { red: 4, orange: 4, yellow: 4, green: 0, blue: 3 },
    wheels: [
      ['green-cow', 'green-cow', 'red-cow'],
      ['blue-goat', 'blue-goat'],
    ],
    knivesOn: [null, null],
  }),
  market: true,
  tray: false,
  wedges: ['green-cow', 'green-cow', 'red-cow'],
  picked: [false, false, true],
  slots: LIMITED_SALE.flips,
};

/** CH-T3: cheddar has churned blue; Edam may not churn blue, but may churn goat. */
export const KNIFE_CHURN = {
  knife: 'cheddar' satisfies Knife,
  covered: 'blue',
  churner: 1,
  allowed: 'goat',
  taken: 'blue-goat',
} as const;
const knife: CheeseExample = {
  id: 'knife',
  view: tableView({
    turn: 1,
    drawPileSize: 12,
    market: [
      'red',
      'red',
      'red',
      'orange',
      'orange',
      'orange',
      'yellow',
      'yellow',
      'yellow',
      'green',
      'green',
      'green',
      'blue',
      'blue',
      'blue',
    ],
    prices: { red: 3, orange: 3, yellow: 3, green: 3, blue: 3 },
    wheels: [[], [], []],
    knivesOn: ['blue', null, null],
  }),
  market: false,
  tray: true,
  wedges: [KNIFE_CHURN.taken],
  picked: [true],
  slots: [],
};

export const EXAMPLES_BY_ID: Readonly<Record<ExampleId, CheeseExample>> = { price, limits, knife };
