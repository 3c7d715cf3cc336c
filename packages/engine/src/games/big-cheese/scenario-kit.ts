import { handle, rngFromInt } from '../../kernel/index.ts';
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

interface PlannedAuction {
  readonly moves: readonly { readonly seat: number; readonly command: unknown }[];
  /** Draws the closing command makes (dice, reshuffles). */
  readonly draws: number;
}

/** The moves of an auction won by `winner` for `amount`: everyone else passes when reached. */
function planAuction(state: BigCheeseState, winner: number, amount: number): PlannedAuction {
  const moves: { seat: number; command: unknown }[] = [];
  let current = state;
  for (let guard = 0; guard < 2 * state.seatCount; guard += 1) {
    const { phase } = current;
    if (phase.kind !== 'auction') throw new Error(`no auction to win (phase ${phase.kind})`);
    const seat = phase.auction.turn;
    const command = seat === winner ? { type: 'bid', amount } : { type: 'pass' };
    let draws = 0;
    const zeros = rngFromInt(() => {
      draws += 1;
      return 0;
    });
    const result = handle(bigCheese, current, seat, command, zeros);
    if (!result.ok) throw new Error(`${JSON.stringify(command)} refused: ${result.error.message}`);
    moves.push({ seat, command });
    if (result.value.events.some((e) => e.type === 'auction_won')) return { moves, draws };
    current = result.value.state;
  }
  throw new Error('the auction did not close');
}

/**
 * One whole auction won by `winner` for `amount`: every other seat passes when its turn comes,
 * the winner bids when reached. `draws` script the dice of the payouts it triggers; `zeros` scripts
 * every draw as 0 (handy for reshuffles in scenarios that do not care about the new order).
 */
export function win(
  scenario: BigCheeseScenario,
  winner: number,
  amount: number,
  draws: readonly number[] | 'zeros' = [],
): BigCheeseScenario {
  const plan = planAuction(scenario.state, winner, amount);
  const closing = draws === 'zeros' ? Array.from({ length: plan.draws }, () => 0) : draws;
  plan.moves.forEach(({ seat, command }, index) => {
    scenario.when(seat, command, index === plan.moves.length - 1 ? closing : []);
  });
  return scenario;
}

export { expectGolden } from '../../testing/index.ts';

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
