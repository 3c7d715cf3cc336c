import { describe, expect, it } from 'vitest';
import { startGame } from '../../kernel/index.ts';
import { seededRng, testSeed } from '../../testing/index.ts';
import { fullDeck } from './cards.ts';
import { bigCheese } from './index.ts';
import type { Card } from './cards.ts';
import { eventsOf, expectGolden, table, win } from './scenario-kit.ts';
import type { BigCheeseScenario } from './scenario-kit.ts';
import type { BigCheeseState } from './types.ts';

/** All workers a player has: available plus those on projects (reserve excluded). */
function workersOf(state: BigCheeseState, seat: number): number {
  const committed = state.projects
    .filter((p) => p.owner === seat)
    .reduce((n, p) => n + p.workers, 0);
  return (state.players[seat]?.available ?? 0) + committed;
}

/** The full deck with the four Big Cheese cards on top. */
function bigCheesesFirst(): Card[] {
  const rest = fullDeck(true).filter((c) => c !== 'big_cheese');
  return ['big_cheese', 'big_cheese', 'big_cheese', 'big_cheese', ...rest];
}

/** Seat 0 owns a mature project of `card` whose dice are about to be rolled (seat 0 holds `held` Big Cheeses). */
function rollingTable(
  options: object,
  card: Card,
  held: number,
  dice: readonly number[],
): BigCheeseScenario {
  const specials: Card[] = Array.from({ length: held }, () => 'big_cheese');
  const s = table({
    options: { direction: 'cw', ...options },
    deck: [...specials, card, 2, 4, 6, 8, 10],
  });
  specials.forEach(() => win(s, 0, 1));
  win(s, 0, 1);
  win(s, 1, 1, dice);
  return s;
}

describe('The Big Cheese variants (RULES §1.11)', () => {
  it('BC-T8 sans hasard: hiring stops at 4 per player and 2 × players in the game', async () => {
    // Agathe, Brice, Caroline, Démosthène are seats 0–3.
    const s = table({
      seatCount: 4,
      options: { direction: 'cw', scoring: 'no_luck', target: 10_000 },
      deck: bigCheesesFirst(),
    });
    win(s, 1, 1);
    win(s, 2, 1);
    expect(workersOf(s.state, 1)).toBe(12);
    win(s, 0, 1);
    win(s, 2, 1);
    win(s, 3, 1);
    expect([0, 1, 2, 3].map((seat) => workersOf(s.state, seat))).toEqual([12, 12, 14, 10]);
    expect(s.state.hiresTotal).toBe(8);
    // Play on through the reshuffle until a Big Cheese is offered again; Démosthène wins it.
    let turn = 0;
    while (s.state.deck[0] !== 'big_cheese') {
      win(s, turn % 3, 1, 'zeros');
      turn += 1;
    }
    win(s, 3, 1);
    win(s, 0, 1, 'zeros');
    expect(eventsOf(s.lastEvents, 'workers_hired').map((e) => [e.seat, e.hired])).toEqual([[3, 0]]);
    expect(workersOf(s.state, 3)).toBe(10);
    expect(s.state.players[3]?.reserve).toBe(4);
    await expectGolden(
      s,
      'bc-t8-no-luck-hiring',
      'RULES BC-T8: the French hiring example, then no hire for Démosthène',
    );
  });

  it('FR variant 1: 2d6 keep the higher; a Big Cheese re-rolls one chosen die', async () => {
    const s = rollingTable({ scoring: 'fr_two_dice' }, 8, 1, [1, 4]);
    expect(s.state.phase).toMatchObject({ kind: 'resolution', roll: { dice: [2, 5] } });
    expect(s.whenRefused(0, { type: 'use_big_cheese', reroll: [2, 5] }).code).toBe(
      'INVALID_REROLL',
    );
    s.when(0, { type: 'use_big_cheese', reroll: [2] }, [5]);
    expect(eventsOf(s.lastEvents, 'project_scored').map((e) => e.points)).toEqual([48]);
    await expectGolden(
      s,
      'bc-fr-two-dice',
      'FR variant 1: [2,5] → re-roll the 2 → [6,5] scores 8 × 6',
    );
  });

  it('FR variant 2: v dice, the highest half count twice; a Big Cheese re-rolls any of them', async () => {
    const s = rollingTable({ scoring: 'fr_many_dice' }, 4, 1, [0, 1, 4, 5]);
    expect(s.state.phase).toMatchObject({ kind: 'resolution', roll: { dice: [1, 2, 5, 6] } });
    s.when(0, { type: 'use_big_cheese', reroll: [1, 2] }, [5, 2]);
    expect(eventsOf(s.lastEvents, 'big_cheese_used')[0]?.dice).toEqual([6, 3, 5, 6]);
    expect(s.state.players[0]?.score).toBe(24);
    await expectGolden(
      s,
      'bc-fr-many-dice',
      'FR variant 2: keep the highest half, score twice their sum',
    );
  });

  it('chaining: a second Big Cheese may re-roll the re-roll only when big_cheese_chain is on', async () => {
    const chained = rollingTable({}, 6, 2, [0]);
    chained.when(0, { type: 'use_big_cheese', reroll: [1] }, [1]);
    expect(chained.state.phase).toMatchObject({
      kind: 'resolution',
      roll: { dice: [2], rerolls: 1 },
    });
    chained.when(0, { type: 'use_big_cheese', reroll: [2] }, [5]);
    expect(chained.state.players[0]).toMatchObject({ score: 6, bigCheeses: 0 });

    const single = rollingTable({ big_cheese_chain: false }, 6, 2, [0]);
    single.when(0, { type: 'use_big_cheese', reroll: [1] }, [1]);
    expect(single.state.players[0]).toMatchObject({ score: 2, bigCheeses: 1 });
    await expectGolden(single, 'bc-no-chaining', 'big_cheese_chain off: one Big Cheese per roll');
  });

  it('counter-clockwise bidding (the default) goes 0 → 2 → 1', async () => {
    const s = table({ deck: [6, 4, 2] });
    s.when(0, { type: 'bid', amount: 1 });
    expect(s.state.phase).toMatchObject({ kind: 'auction', auction: { turn: 2 } });
    s.when(2, { type: 'pass' });
    expect(s.whenRefused(2, { type: 'bid', amount: 2 }).code).toBe('NOT_YOUR_TURN');
    s.when(1, { type: 'pass' });
    expect(eventsOf(s.lastEvents, 'auction_won').map((e) => [e.seat, e.amount])).toEqual([[0, 1]]);
    await expectGolden(s, 'bc-ccw-direction', 'A-BC-1: counter-clockwise bidding by default');
  });

  it('safety end (A-BC-4): a whole pass through the cards with no winner ends the game; ties by chance', async () => {
    const s = table({ options: { direction: 'cw', tie_break: 'chance' }, deck: fullDeck(true) });
    for (let card = 0; card < 36; card += 1) {
      s.when(0, { type: 'pass' }).when(1, { type: 'pass' });
      s.when(2, { type: 'pass' }, card === 35 ? [1] : []);
    }
    expect(s.state.phase).toMatchObject({
      kind: 'over',
      outcome: { reason: 'NO_WINNER_THROUGH_DECK', winners: [1], tieBreak: 'CHANCE' },
    });
    await expectGolden(s, 'bc-safety-end-chance', 'A-BC-4 safety end with tie_break = chance');
  });

  it('specials off: setup shuffles a 28-card deck of numbers only (V1, A-BC-11)', () => {
    const options = bigCheese.parseOptions({ specials: false }, 4);
    if (!options.ok) throw new Error(options.error.message);
    const { state } = startGame(
      bigCheese,
      { seatCount: 4, options: options.value },
      seededRng(testSeed(7), 0),
    );
    expect(state.deck).toHaveLength(28);
    expect([...state.deck].sort()).toEqual(fullDeck(false).sort());
  });
});
