import type { SetupInput } from '../../kernel/index.ts';
import { cardsInUse, deal, deckInUse } from './deck.ts';
import { Emitter } from './emitter.ts';
import { initialState } from './evolve.ts';
import { continueGame, openFirstPile } from './flow.ts';
import type { BonAppetitOptions } from './options.ts';
import type { BonAppetitEvent } from './types.ts';
import type { BonAppetitRules } from './versions.ts';

/**
 * RULES §3.3: choose the starting player, shuffle the deck in use, deal all cards but the last,
 * turn the last one face up. Then play runs forward while the seats to act reveal automatically:
 * when every seat does, the whole game is played here and the opening events end it.
 */
export function setup(
  { seatCount, options, rng }: SetupInput<BonAppetitOptions>,
  rules: BonAppetitRules,
): BonAppetitEvent[] {
  const em = new Emitter(initialState({ seatCount, options }, rules));
  const startingSeat =
    options.starting_seat === 'random' ? rng.int(seatCount) : options.starting_seat;
  const shuffled = rng.shuffle(cardsInUse(deckInUse(seatCount)));
  em.emit({ type: 'cards_dealt', startingSeat, ...deal(shuffled, startingSeat, seatCount) });
  openFirstPile(em, startingSeat);
  continueGame(em);
  return em.events;
}
