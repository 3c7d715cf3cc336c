/**
 * Every drawn example of the rules page, played through the real engine from its deal: the cards
 * turned over must be the ones drawn, in order, and the common pile must go to the player drawn,
 * with a token exactly when the drawing says it was a catch; then that player opens a new pile.
 */
import { bonAppetit, handle } from '@tavolo/engine';
import type { BonAppetitEvent, BonAppetitState } from '@tavolo/engine';
import { given, scriptedRng } from '@tavolo/engine/testing';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from './examples.ts';
import type { BaExample } from './examples.ts';

function deal(example: BaExample): BonAppetitState {
  return given(bonAppetit, {
    seatCount: example.piles.length,
    options: { starting_seat: 0 },
    events: [
      { type: 'cards_dealt', startingSeat: 0, piles: example.piles, centre: example.centre },
      { type: 'turn_started', seat: 0 },
    ],
  }).state;
}

function play(example: BaExample): { state: BonAppetitState; events: BonAppetitEvent[] } {
  let state = deal(example);
  const events: BonAppetitEvent[] = [];
  for (const seat of example.reveals) {
    const result = handle(bonAppetit, state, seat, { type: 'reveal' }, scriptedRng([]));
    if (!result.ok) throw new Error(`seat ${seat} may not reveal: ${result.error.message}`);
    events.push(...result.value.events);
    state = result.value.state;
  }
  return { state, events };
}

describe('Bon Appétit! rules examples, proved by the engine', () => {
  for (const example of Object.values(EXAMPLES)) {
    it(`${example.id}: the cards drawn are turned over, and the pile goes to whom the drawing says`, () => {
      const { state, events } = play(example);
      expect(example.played[0]).toEqual({ seat: null, card: example.centre });
      const revealed = events.flatMap((e) =>
        e.type === 'card_revealed' ? [{ seat: e.seat, card: e.card }] : [],
      );
      expect(revealed).toEqual(example.played.slice(1));
      const taken = events.filter((e) => e.type === 'mouse_caught' || e.type === 'hunt_failed');
      expect(taken).toEqual([
        {
          type: example.token ? 'mouse_caught' : 'hunt_failed',
          seat: example.taker,
          cards: example.played.length,
        },
      ]);
      expect(state.tokens).toEqual(
        example.piles.map((_, seat) => (seat === example.taker && example.token ? 1 : 0)),
      );
      expect(state.common).toEqual([]);
      // The taker opens a new common pile with their next card.
      expect(state.phase).toEqual({ kind: 'turn', seat: example.taker });
    });
  }
});
