/**
 * One log line per event, as the viewer received it: `game_started` and `deck_reshuffled` carry
 * only the deck size and top card during play, and the whole deck once the game is over.
 */
import type { Translate } from '../contract.ts';
import type { LoggedCard } from './model.ts';
import type { BigCheesePublicEvent } from '@tavolo/sdk/games';
import { eventTypes, unhandled } from '../exhaustive.ts';
import { isRecord } from '../json.ts';
import { P, cardPhrase, diceText, joinList, seatName } from './words.ts';

type Fields = Readonly<Record<string, unknown>>;

const num = (e: Fields, key: string): number => {
  const v = e[key];
  return typeof v === 'number' ? v : 0;
};

const card = (e: Fields, key: string): LoggedCard | null => {
  const v = e[key];
  return typeof v === 'number' || v === 'veto' || v === 'big_cheese' ? v : null;
};

const numbers = (e: Fields, key: string): number[] => {
  const v = e[key];
  return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
};

/** Deck size and top card from either form of a deck event. */
function deckOf(e: Fields): { deckSize: number; top: LoggedCard | null } {
  const deck = e['deck'];
  if (Array.isArray(deck)) {
    const first: unknown = deck[0];
    const top = typeof first === 'number' || first === 'veto' || first === 'big_cheese';
    return { deckSize: deck.length, top: top ? first : null };
  }
  return { deckSize: num(e, 'deckSize'), top: card(e, 'top') };
}

const KNOWN_REASONS = ['TARGET_REACHED', 'EXACT_30', 'NO_WINNER_THROUGH_DECK', 'CARDS_EXHAUSTED'];
const KNOWN_TIE_BREAKS = ['MOST_SCORED_PROJECTS', 'CHANCE', 'SHARED'];

function gameEnded(e: Fields, t: Translate, names: readonly string[]): string {
  const reasonCode = typeof e['reason'] === 'string' ? e['reason'] : '';
  const reason = t(`${P}reason.${KNOWN_REASONS.includes(reasonCode) ? reasonCode : 'other'}`);
  const winners = numbers(e, 'winners');
  const line = t(`${P}event.game_ended`, {
    reason,
    count: winners.length,
    winners: joinList(
      winners.map((s) => seatName(s, names, t)),
      t,
    ),
  });
  const tie = e['tieBreak'];
  if (typeof tie !== 'string' || !KNOWN_TIE_BREAKS.includes(tie)) return line;
  return `${line} ${t(`${P}tie.${tie}`)}`;
}

/** Every event type of the engine, each described below (a new one fails svelte-check). */
const isEventType = eventTypes<BigCheesePublicEvent['type']>({
  game_started: true,
  deck_reshuffled: true,
  auction_started: true,
  bid: true,
  passed: true,
  vetoed: true,
  no_bid: true,
  special_collected: true,
  auction_won: true,
  workers_hired: true,
  project_rolled: true,
  big_cheese_used: true,
  project_scored: true,
  project_voided: true,
  game_ended: true,
});

export function describeEvent(event: unknown, t: Translate, seatNames: readonly string[]): string {
  if (!isRecord(event)) return t(`${P}event.unknown`);
  const e = event;
  const type = e['type'];
  if (!isEventType(type)) return t(`${P}event.unknown`);
  const seat = seatName(num(e, 'seat'), seatNames, t);
  switch (type) {
    case 'game_started':
    case 'deck_reshuffled': {
      const { deckSize, top } = deckOf(e);
      return t(`${P}event.${type}`, { deckSize, card: cardPhrase(top, t) });
    }
    case 'auction_started':
      return t(`${P}event.auction_started`, {
        card: cardPhrase(card(e, 'card'), t),
        seat: seatName(num(e, 'opener'), seatNames, t),
      });
    case 'bid':
      return t(`${P}event.bid`, { seat, amount: num(e, 'amount') });
    case 'passed':
      return t(`${P}event.passed`, { seat });
    case 'vetoed':
    case 'no_bid':
    case 'special_collected':
      return t(`${P}event.${type}`, { seat, card: cardPhrase(card(e, 'card'), t) });
    case 'auction_won':
      return t(`${P}event.auction_won`, {
        seat,
        amount: num(e, 'amount'),
        card: cardPhrase(card(e, 'card'), t),
      });
    case 'workers_hired': {
      const hired = num(e, 'hired');
      return hired > 0
        ? t(`${P}event.workers_hired`, { seat, hired })
        : t(`${P}event.workers_hired_none`, { seat });
    }
    case 'project_rolled':
      return t(`${P}event.project_rolled`, {
        seat,
        project: num(e, 'project'),
        dice: diceText(numbers(e, 'dice')),
      });
    case 'big_cheese_used':
      return t(`${P}event.big_cheese_used`, {
        seat,
        project: num(e, 'project'),
        rerolled: diceText(numbers(e, 'rerolled')),
        dice: diceText(numbers(e, 'dice')),
      });
    case 'project_scored':
    case 'project_voided':
      return t(`${P}event.${type}`, {
        seat,
        points: num(e, 'points'),
        card: cardPhrase(card(e, 'card'), t),
      });
    case 'game_ended':
      return gameEnded(e, t, seatNames);
    default:
      return unhandled(type, t(`${P}event.unknown`));
  }
}
