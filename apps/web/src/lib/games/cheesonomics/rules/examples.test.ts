/**
 * Every drawn example of the Cheesonomics rules page is true: its position is the engine's own
 * view of the matching golden fixture (RULES CH-T1, CH-T5, CH-T3), and the move the caption
 * describes, sent to the real engine, has the outcome the caption states.
 */
import { cheesonomics, handle } from '@tavolo/engine';
import { scriptedRng } from '@tavolo/engine/testing';
import { describe, expect, it } from 'vitest';
import { fixtureStates, loadFixtures } from '../testing/kit.ts';
import type { CheesonomicsEvent, CheesonomicsState } from '../testing/kit.ts';
import { EXAMPLES_BY_ID, KNIFE_CHURN, LIMITED_SALE, PRICE_SALE } from './examples.ts';
import { EXAMPLES } from './text.ts';

const spectator = { kind: 'spectator' } as const;

/** The state of a golden fixture after `step` of its steps. */
function stateOf(name: string, step: number): CheesonomicsState {
  const fixture = loadFixtures().find((f) => f.name === name);
  if (fixture === undefined) throw new Error(`no fixture ${name}`);
  const state = fixtureStates(fixture)[step];
  if (state === undefined) throw new Error(`${name} has no step ${step}`);
  return state;
}

type Sent =
  | { ok: true; state: CheesonomicsState; events: readonly CheesonomicsEvent[] }
  | {
      ok: false;
      code: string;
    };

/** Sends one command to the engine (none of these moves draws a random number). */
function send(state: CheesonomicsState, seat: number, command: unknown): Sent {
  const result = handle(cheesonomics, state, seat, command, scriptedRng([]));
  return result.ok
    ? { ok: true, state: result.value.state, events: result.value.events }
    : { ok: false, code: result.error.code };
}

function accepted(sent: Sent): { state: CheesonomicsState; events: readonly CheesonomicsEvent[] } {
  if (!sent.ok) throw new Error(`refused ${sent.code}`);
  return sent;
}

const priceOf = (state: CheesonomicsState, colour: 'blue') =>
  cheesonomics.view(state, spectator).prices[colour];

describe('the Cheesonomics rules examples', () => {
  it('has a drawn position for every example the text captions', () => {
    expect(Object.keys(EXAMPLES_BY_ID).sort()).toEqual([...EXAMPLES].sort());
  });

  it('CH-T1: blue at 1 + 2 + 2 = 5; three blue wedges earn 15; a flip leaves blue at 3 or 4', () => {
    const before = stateOf('ch-t1-price-example', 2);
    expect(EXAMPLES_BY_ID.price.view).toEqual(cheesonomics.view(before, spectator));
    expect(priceOf(before, 'blue')).toBe(5);
    const sold = accepted(
      send(before, PRICE_SALE.seat, { type: 'sell', wedges: PRICE_SALE.wedges }),
    );
    expect(sold.events).toContainEqual(
      expect.objectContaining({ type: 'sold', income: PRICE_SALE.income }),
    );
    expect(cheesonomics.legalCommands(sold.state, PRICE_SALE.seat)).toEqual(
      Object.keys(PRICE_SALE.afterFlip).map((slot) => ({ type: 'flip', slot: Number(slot) })),
    );
    for (const [slot, blue] of Object.entries(PRICE_SALE.afterFlip)) {
      const flipped = accepted(
        send(sold.state, PRICE_SALE.seat, { type: 'flip', slot: Number(slot) }),
      );
      expect(priceOf(flipped.state, 'blue')).toBe(blue);
    }
  });

  it('CH-T5: with no green in the market, only the red cow of the wheel can be sold', () => {
    const before = stateOf('ch-t5-sale-limits', 2);
    expect(EXAMPLES_BY_ID.limits.view).toEqual(cheesonomics.view(before, spectator));
    const sales = cheesonomics
      .legalCommands(before, LIMITED_SALE.seat)
      .filter((c) => c.type === 'sell');
    expect(sales).toEqual([{ type: 'sell', wedges: [LIMITED_SALE.only] }]);
    expect(send(before, LIMITED_SALE.seat, { type: 'sell', wedges: LIMITED_SALE.refused })).toEqual(
      {
        ok: false,
        code: 'COLOUR_NOT_IN_MARKET',
      },
    );
    const sold = accepted(
      send(before, LIMITED_SALE.seat, { type: 'sell', wedges: [LIMITED_SALE.only] }),
    );
    expect(sold.events).toContainEqual(expect.objectContaining({ type: 'sold', income: 4 }));
    expect(cheesonomics.legalCommands(sold.state, LIMITED_SALE.seat)).toEqual(
      LIMITED_SALE.flips.map((slot) => ({ type: 'flip', slot })),
    );
  });

  it('CH-T3: the cheddar knife on blue stops blue, not goat; goat takes the blue goat', () => {
    const before = stateOf('ch-t3-knife-example', 5);
    expect(EXAMPLES_BY_ID.knife.view).toEqual(cheesonomics.view(before, spectator));
    const cheddar = before.players.findIndex((p) => p.knife === KNIFE_CHURN.knife);
    expect(before.players[cheddar]?.knifeOn).toBe(KNIFE_CHURN.covered);
    expect(
      send(before, KNIFE_CHURN.churner, { type: 'churn', category: KNIFE_CHURN.covered }),
    ).toEqual({ ok: false, code: 'CATEGORY_PROTECTED' });
    const churned = accepted(
      send(before, KNIFE_CHURN.churner, { type: 'churn', category: KNIFE_CHURN.allowed }),
    );
    // The feta player has no goat and shows their hand to the churner, who picks a wedge from it;
    // then the cheddar player must give their blue goat.
    const picked = accepted(
      send(churned.state, KNIFE_CHURN.churner, { type: 'pick', wedge: 'orange-yak' }),
    );
    expect(cheesonomics.legalCommands(picked.state, cheddar)).toEqual([
      { type: 'give', wedge: KNIFE_CHURN.taken },
    ]);
    // At the start of their next turn the cheddar player lifts the knife and may churn blue.
    const next = stateOf('ch-t3-knife-example', 11);
    expect(next.players[cheddar]?.knifeOn).toBe(null);
    accepted(send(next, cheddar, { type: 'churn', category: KNIFE_CHURN.covered }));
  });
});
