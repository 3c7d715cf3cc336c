import { randomBot } from '../../kernel/index.ts';
import type { Bot, BotInput } from '../../kernel/index.ts';
import { colourOf, matches } from './components.ts';
import type { MarketSide, MarketWedge, WedgeCode } from './components.ts';
import type { CheesonomicsCommand } from './types.ts';
import type { CheesonomicsView } from './view.ts';

type Input = BotInput<CheesonomicsView, CheesonomicsCommand>;
type Of<T extends CheesonomicsCommand['type']> = Extract<CheesonomicsCommand, { type: T }>;

export const cheesonomicsRandomBot: Bot<CheesonomicsView, CheesonomicsCommand> = randomBot();

/** A sale this rich is taken at once; below it the bot prefers to grow its wheel. */
const RICH_SALE = 9;
/** Near the end (draw pile per player below this), cash in whatever sells. */
const ENDGAME_WEDGES_PER_PLAYER = 4;

const worth = (view: CheesonomicsView, code: WedgeCode): number => view.prices[colourOf(code)];
const sum = (view: CheesonomicsView, codes: readonly WedgeCode[]): number =>
  codes.reduce((total, code) => total + worth(view, code), 0);

function best<T>(items: readonly T[], score: (item: T) => number): T | undefined {
  let top: T | undefined;
  let topScore = -Infinity;
  for (const item of items) {
    const s = score(item);
    if (s > topScore) [top, topScore] = [item, s];
  }
  return top;
}

function ofType<T extends CheesonomicsCommand['type']>(
  legal: readonly CheesonomicsCommand[],
  type: T,
): Of<T>[] {
  return legal.filter((c): c is Of<T> => c.type === type);
}

/** Sell a rich (or late) sale; otherwise produce the category worth most at current prices. */
function action({ view, legal, seat }: Input): CheesonomicsCommand | undefined {
  const hand = view.players[seat]?.hand ?? [];
  const sale = best(ofType(legal, 'sell'), (c) => sum(view, c.wedges));
  const produce = best(ofType(legal, 'produce'), (c) =>
    sum(
      view,
      hand.filter((w) => matches(w, c.category)),
    ),
  );
  const late = view.drawPileSize < ENDGAME_WEDGES_PER_PLAYER * view.seatCount;
  if (
    sale !== undefined &&
    (late || sum(view, sale.wedges) >= RICH_SALE || sale.wedges.length === 3)
  )
    return sale;
  return produce ?? sale;
}

/** How much a market side helps the colours on my wheel. */
function sideValue(view: CheesonomicsView, seat: number, side: MarketSide): number {
  const wheel = view.players[seat]?.wheel ?? [];
  const mine = wheel.filter((w) => colourOf(w) === side.colour).length;
  return mine * (side.ribbon ? 2 : 1);
}

function wedgeValue(view: CheesonomicsView, seat: number, wedge: MarketWedge | undefined): number {
  if (wedge === undefined) return 0;
  return Math.max(sideValue(view, seat, wedge.a), sideValue(view, seat, wedge.b));
}

function supplyWedge(view: CheesonomicsView, seat: number, id: number): MarketWedge | undefined {
  const pool = [
    ...(view.players[seat]?.supply ?? []),
    ...(view.discard ?? []),
    ...(view.shownSupply?.items ?? []),
  ];
  return pool.find((w) => w.id === id);
}

function sharpMove({ view, legal, seat }: Input): CheesonomicsCommand | undefined {
  const replace = best(ofType(legal, 'replace'), (c) => {
    const wedge = supplyWedge(view, seat, c.wedge);
    return wedge === undefined ? 0 : sideValue(view, seat, c.side_up === 'a' ? wedge.a : wedge.b);
  });
  if (replace !== undefined) return replace;
  const take = best(ofType(legal, 'take_from_discard'), (c) =>
    wedgeValue(view, seat, supplyWedge(view, seat, c.wedge)),
  );
  if (take !== undefined) return take;
  const swap = best(ofType(legal, 'swap_supply'), (c) =>
    wedgeValue(view, seat, supplyWedge(view, seat, c.take)),
  );
  return ofType(legal, 'decline_moove')[0] ?? swap;
}

/** Give and return the cheapest wedges, pick the dearest, flip a wedge without a ribbon. */
function smallChoice({ view, legal }: Input): CheesonomicsCommand | undefined {
  const cheap = (c: { wedge: WedgeCode }) => -worth(view, c.wedge);
  const give = best(ofType(legal, 'give'), cheap);
  const pick = best(ofType(legal, 'pick'), (c) => worth(view, c.wedge));
  const back = best(ofType(legal, 'return_wedge'), cheap);
  const flip = best(ofType(legal, 'flip'), (c) =>
    view.market[c.slot]?.up.ribbon === true ? 0 : 1,
  );
  const finalSale = best(ofType(legal, 'final_sell'), (c) => sum(view, c.wedges));
  return give ?? pick ?? back ?? flip ?? finalSale;
}

/** A simple greedy player that reads only its own view. */
export const cheesonomicsHeuristicBot: Bot<CheesonomicsView, CheesonomicsCommand> = {
  id: 'greedy',
  description:
    'Sells a rich sale at once (anything that sells near the end), otherwise produces the ' +
    'category worth most at current prices, and gives away its cheapest wedges.',
  choose(input) {
    const phase = input.view.phase.kind;
    const choice = phase === 'action' ? action(input) : (smallChoice(input) ?? sharpMove(input));
    const fallback = input.legal[0];
    if (choice !== undefined) return choice;
    if (fallback === undefined)
      throw new RangeError('the heuristic bot was asked to move with no legal command');
    return fallback;
  },
};

/** The game's bots (GameModule.bots): random first. */
export const cheesonomicsBots: readonly Bot<CheesonomicsView, CheesonomicsCommand>[] = [
  cheesonomicsRandomBot,
  cheesonomicsHeuristicBot,
];
