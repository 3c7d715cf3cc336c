import { expect } from 'vitest';
import { given } from '../../testing/index.ts';
import type { Scenario } from '../../testing/index.ts';
import type { Card } from './cards.ts';
import { bigCheese } from './index.ts';
import type { BigCheeseCommand, BigCheeseEvent, BigCheeseState } from './types.ts';
import type { BigCheeseOptions } from './options.ts';

export type BigCheeseScenario = Scenario<
  BigCheeseState,
  BigCheeseCommand,
  BigCheeseEvent,
  BigCheeseOptions
>;

/** A table whose deck is stacked: `deck[0]` is on offer, opened by `opener`. */
export function table(input: {
  seatCount?: number;
  options?: Partial<BigCheeseOptions>;
  deck: readonly Card[];
  opener?: number;
}): BigCheeseScenario {
  const card = input.deck[0] ?? 2;
  return given(bigCheese, {
    seatCount: input.seatCount ?? 3,
    options: input.options ?? {},
    events: [
      { type: 'game_started', deck: input.deck },
      { type: 'auction_started', opener: input.opener ?? 0, card },
    ],
  });
}

/** Plays an auction: each listed seat acts in turn (a number is a bid, 'pass', or 'veto'). */
export function auction(
  scenario: BigCheeseScenario,
  moves: readonly (readonly [number, number | 'pass' | 'veto'])[],
  draws: readonly number[] = [],
): BigCheeseScenario {
  moves.forEach(([seat, move], index) => {
    const command = typeof move === 'number' ? { type: 'bid', amount: move } : { type: move };
    scenario.when(seat, command, index === moves.length - 1 ? draws : []);
  });
  return scenario;
}

/** Stores the scenario as a golden fixture; CI fails when the stored file differs. */
export async function expectGolden(
  scenario: BigCheeseScenario,
  name: string,
  description: string,
): Promise<void> {
  const fixture = scenario.toFixture(name, description);
  await expect(`${JSON.stringify(fixture, null, 2)}\n`).toMatchFileSnapshot(
    `./fixtures/${name}.json`,
  );
}

export function eventsOf<T extends BigCheeseEvent['type']>(
  events: readonly BigCheeseEvent[],
  type: T,
): Extract<BigCheeseEvent, { type: T }>[] {
  return events.filter((e): e is Extract<BigCheeseEvent, { type: T }> => e.type === type);
}

export function project(
  state: BigCheeseState,
  id: number,
): BigCheeseState['projects'][number] | undefined {
  return state.projects.find((p) => p.id === id);
}
