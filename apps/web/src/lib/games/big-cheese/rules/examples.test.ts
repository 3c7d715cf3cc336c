/**
 * Every drawn example of the rules page, played through the real engine: each step's commands are
 * sent as the drawing says, and the position they lead to must be the one drawn (projects and
 * their workers, the card on offer, the opener, the dice, the scores, the discards).
 */
import { bigCheese, handle } from '@tavolo/engine';
import type { BigCheeseEvent, BigCheeseState } from '@tavolo/engine';
import { given, scriptedRng } from '@tavolo/engine/testing';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from './examples.ts';
import type { BcExample, ExampleStep } from './examples.ts';

function start(example: BcExample): BigCheeseState {
  return given(bigCheese, {
    seatCount: example.seatCount,
    options: example.options,
    events: [
      { type: 'game_started', deck: example.deck },
      { type: 'auction_started', opener: 0, card: example.deck[0] ?? 2 },
    ],
  }).state;
}

function play(
  state: BigCheeseState,
  step: ExampleStep,
): { state: BigCheeseState; events: BigCheeseEvent[] } {
  const events: BigCheeseEvent[] = [];
  let current = state;
  for (const { seat, command, draws } of step.moves) {
    const result = handle(bigCheese, current, seat, command, scriptedRng(draws));
    if (!result.ok) throw new Error(`${JSON.stringify(command)}: ${result.error.message}`);
    events.push(...result.value.events);
    current = result.value.state;
  }
  return { state: current, events };
}

/** Projects paid out or collected by these events. */
function maturedIn(events: readonly BigCheeseEvent[]): number[] {
  return events.flatMap((e) =>
    e.type === 'project_scored' || e.type === 'project_voided' || e.type === 'special_collected'
      ? [e.project]
      : [],
  );
}

function diceIn(events: readonly BigCheeseEvent[]): number[] {
  return events.flatMap((e) =>
    e.type === 'project_rolled' || e.type === 'big_cheese_used' ? e.dice : [],
  );
}

describe('The Big Cheese rules examples, proved by the engine', () => {
  for (const example of Object.values(EXAMPLES)) {
    it(`${example.id}: every drawn step is what the engine does`, () => {
      let state = start(example);
      example.steps.forEach((step, index) => {
        const before = state.discard.length;
        const played = play(state, step);
        state = played.state;
        const where = `${example.id} step ${index + 1}`;
        const onTable = step.projects.filter((p) => !maturedIn(played.events).includes(p.id));
        expect(
          state.projects.map(({ id, card, owner, workers }) => ({ id, card, owner, workers })),
          where,
        ).toEqual(onTable);
        for (const project of step.projects.filter((p) => !onTable.includes(p))) {
          expect(project.workers, `${where}: a matured project is drawn without workers`).toBe(0);
        }
        expect(state.deck[0], where).toBe(step.offer);
        const opener = state.phase.kind === 'auction' ? state.phase.auction.opener : undefined;
        expect(opener, where).toBe(step.opener);
        expect(diceIn(played.events), where).toEqual(step.dice);
        expect(
          state.players.map((p) => p.score),
          where,
        ).toEqual(step.scores);
        expect(state.discard.slice(before), where).toEqual(step.discarded);
      });
    });
  }

  it('worker-timing: the project won one auction earlier is paid out with the older ones', () => {
    const last = EXAMPLES['worker-timing'].steps.at(-1);
    expect(last?.projects.filter((p) => p.workers === 0).map((p) => p.card)).toEqual([8, 6, 4]);
  });

  it('exact-30: the caption’s other roll, a 4, makes exactly 30 and wins', () => {
    const example = EXAMPLES['exact-30'];
    let state = start(example);
    for (const step of example.steps.slice(0, -1)) state = play(state, step).state;
    const last = example.steps.at(-1);
    if (last === undefined) throw new Error('the example has no steps');
    const moves = last.moves.map((m, i, all) => (i === all.length - 1 ? { ...m, draws: [3] } : m));
    const after = play(state, { ...last, moves }).state;
    expect(after.players[0]?.score).toBe(30);
    expect(after.phase).toMatchObject({
      kind: 'over',
      outcome: { winners: [0], reason: 'EXACT_30' },
    });
  });
});
