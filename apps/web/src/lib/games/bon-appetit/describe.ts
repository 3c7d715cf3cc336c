/**
 * The game log in words: one sentence per event, as redacted for a viewer during play (the deal
 * carries pile sizes only) or whole once the game is over (the deal carries the piles; the log
 * still gives only their sizes, the table shows the piles themselves). Events arrive as `unknown`
 * from the API, so every field is checked, and a malformed event gets a neutral sentence rather
 * than an exception that would break the whole log.
 */
import type { Translate } from '../contract.ts';
import { reasonKey } from './text.ts';
import type { BonAppetitPublicEvent } from '@tavolo/sdk/games';
import { eventTypes, unhandled } from '../exhaustive.ts';
import { isRecord } from '../json.ts';
import { isCard, isSeat, pawsOf } from './model.ts';
import { joinNames, seatName } from './words.ts';

type Fields = Readonly<Record<string, unknown>>;

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** Pile sizes of the deal: `pileSizes` when redacted, the piles' lengths when whole. */
function dealtSizes(event: Fields): number[] {
  const sizes = event['pileSizes'];
  if (Array.isArray(sizes)) return sizes.map(count);
  const piles = event['piles'];
  return Array.isArray(piles) ? piles.map((pile) => (Array.isArray(pile) ? pile.length : 0)) : [];
}

function describeDeal(event: Fields, t: Translate, name: (seat: unknown) => string): string {
  const sizes = dealtSizes(event);
  const centre = event['centre'];
  const min = sizes.length === 0 ? 0 : Math.min(...sizes);
  const max = sizes.length === 0 ? 0 : Math.max(...sizes);
  return t('bon-appetit.event.cards_dealt', {
    // Piles differ by one card at most: "15" or "14–15" cards each.
    size: min === max ? String(min) : `${min}–${max}`,
    centre: isCard(centre) ? t(`bon-appetit.card.a.${centre}`) : '?',
    name: name(event['startingSeat']),
  });
}

function describeReveal(event: Fields, t: Translate, name: (seat: unknown) => string): string {
  const card = event['card'];
  if (!isCard(card)) return t('bon-appetit.event.unknown');
  const paws = pawsOf(card);
  return paws > 0
    ? t('bon-appetit.event.revealed_mouse', { name: name(event['seat']), paws })
    : t(`bon-appetit.event.revealed_${card}`, { name: name(event['seat']) });
}

function describeEnd(event: Fields, t: Translate, name: (seat: unknown) => string): string {
  const winners = Array.isArray(event['winners']) ? event['winners'] : [];
  const reason = event['reason'];
  const tieBreak = event['tieBreak'];
  const how =
    tieBreak === 'SHARED' ? 'shared' : tieBreak === 'MOST_TOKENS' ? 'tokens' : 'most_cards';
  return t(`bon-appetit.event.game_ended.${how}`, {
    reason: t(`bon-appetit.end.${reasonKey(typeof reason === 'string' ? reason : '')}`),
    who: joinNames(winners.map(name), t),
  });
}

/** Every event type of the engine, each described below (a new one fails svelte-check). */
const isEventType = eventTypes<BonAppetitPublicEvent['type']>({
  cards_dealt: true,
  card_revealed: true,
  hunt_started: true,
  mouse_caught: true,
  hunt_failed: true,
  turn_started: true,
  game_ended: true,
});

export function describeEvent(event: unknown, t: Translate, seatNames: readonly string[]): string {
  if (!isRecord(event)) return t('bon-appetit.event.unknown');
  const type = event['type'];
  if (!isEventType(type)) return t('bon-appetit.event.unknown');
  const name = (seat: unknown): string =>
    isSeat(seat) ? seatName(seatNames, seat, t) : t('bon-appetit.seat.unknown');
  switch (type) {
    case 'cards_dealt':
      return describeDeal(event, t, name);
    case 'card_revealed':
      return describeReveal(event, t, name);
    case 'hunt_started':
      return t('bon-appetit.event.hunt_started', {
        hunter: name(event['hunter']),
        owner: name(event['mouseOwner']),
        paws: count(event['paws']),
      });
    case 'mouse_caught':
      return t('bon-appetit.event.mouse_caught', {
        name: name(event['seat']),
        cards: count(event['cards']),
      });
    case 'hunt_failed':
      return t('bon-appetit.event.hunt_failed', {
        name: name(event['seat']),
        cards: count(event['cards']),
      });
    case 'turn_started':
      return t('bon-appetit.event.turn_started', { name: name(event['seat']) });
    case 'game_ended':
      return describeEnd(event, t, name);
    default:
      return unhandled(type, t('bon-appetit.event.unknown'));
  }
}
