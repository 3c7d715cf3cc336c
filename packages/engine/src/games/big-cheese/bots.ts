import { randomBot } from '../../kernel/index.ts';
import type { Bot, BotInput } from '../../kernel/index.ts';
import { isNumberCard } from './cards.ts';
import type { Card, NumberValue } from './cards.ts';
import type { Scoring } from './options.ts';
import type { BigCheeseCommand } from './types.ts';
import type { BigCheeseView } from './view.ts';

type Input = BotInput<BigCheeseView, BigCheeseCommand>;

export const bigCheeseRandomBot: Bot<BigCheeseView, BigCheeseCommand> = randomBot();

/** Expected points of a number card under each scoring mode (used to size bids and judge rolls). */
export function expectedPoints(scoring: Scoring, value: NumberValue): number {
  switch (scoring) {
    case 'd6':
      return 3.5 * value;
    case 'poly':
      return value === 2 ? 1.5 : (value + 1) / 2;
    case 'fr_two_dice':
      return (161 / 36) * value;
    case 'fr_many_dice':
      return 4.3 * value;
    case 'no_luck':
      return value;
  }
}

/**
 * Workers worth committing to the best card, smaller cards proportionally less. Tuned against
 * random players: winning many cards matters more than paying little for each.
 */
const BID_SCALE = 16;
const SPECIAL_WORTH = 2;

/** The most workers worth committing to a card. */
function worthInWorkers(view: BigCheeseView, card: Card): number {
  if (!isNumberCard(card)) {
    return card === 'big_cheese' && view.options.scoring === 'no_luck' ? 2 : SPECIAL_WORTH;
  }
  const { scoring } = view.options;
  return Math.round((expectedPoints(scoring, card) / expectedPoints(scoring, 20)) * BID_SCALE);
}

function auctionMove(input: Input, view: BigCheeseView): BigCheeseCommand {
  const { phase } = view;
  const card = view.deck.top;
  if (phase.kind !== 'auction' || card === null) return { type: 'pass' };
  const high = phase.auction.high;
  const canVeto = input.legal.some((c) => c.type === 'veto');
  // Deny an opponent a valuable card when it is about to go cheaply.
  if (canVeto && high !== null && high.seat !== input.seat && isNumberCard(card) && card >= 12) {
    return { type: 'veto' };
  }
  const worth = worthInWorkers(view, card);
  const wanted = (high?.amount ?? 0) + 1;
  const bid = input.legal.find((c) => c.type === 'bid' && c.amount === wanted && wanted <= worth);
  return bid ?? { type: 'pass' };
}

/** Re-roll when the current result is below the average of a fresh roll (or overshoots exact 30). */
function rollMove(input: Input, view: BigCheeseView): BigCheeseCommand {
  const { phase } = view;
  if (phase.kind !== 'resolution' || phase.roll === null) return { type: 'keep' };
  const dice = phase.roll.dice;
  const faces = Math.max(6, ...dice);
  const low = dice.filter((d) => d <= faces / 2);
  const reroll =
    view.options.scoring === 'fr_many_dice' ? low : low.length > 0 ? [Math.min(...dice)] : [];
  const sorted = [...reroll].sort((a, b) => a - b);
  const choice = input.legal.find(
    (c) =>
      c.type === 'use_big_cheese' &&
      c.reroll.length === sorted.length &&
      c.reroll.every((d, i) => d === sorted[i]),
  );
  return choice ?? { type: 'keep' };
}

/** A simple player: modest bids scaled to the card's worth, vetoes on big cards, re-rolls low dice. */
export const bigCheeseHeuristicBot: Bot<BigCheeseView, BigCheeseCommand> = {
  id: 'careful',
  description:
    "Bids up to what a card's expected points are worth, vetoes a big card about to go cheaply " +
    'to a rival, and re-rolls low dice.',
  choose(input) {
    const view = input.view;
    if (view.phase.kind === 'auction') return auctionMove(input, view);
    const resolve = input.legal.find((c) => c.type === 'resolve');
    if (resolve !== undefined) return resolve;
    return rollMove(input, view);
  },
};

/** The game's bots (GameModule.bots): random first. */
export const bigCheeseBots: readonly Bot<BigCheeseView, BigCheeseCommand>[] = [
  bigCheeseRandomBot,
  bigCheeseHeuristicBot,
];
