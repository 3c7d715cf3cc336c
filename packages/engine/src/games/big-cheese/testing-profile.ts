import type { Rng, Seat } from '../../kernel/index.ts';
import type { ContractProfile } from '../../testing/index.ts';
import type { BigCheeseState } from './types.ts';

const MALFORMED: readonly unknown[] = [
  null,
  'pass',
  { type: 'bid' },
  { type: 'bid', amount: '3' },
  { type: 'bid', amount: 2.5 },
  { type: 'bid', amount: -1 },
  { type: 'shout' },
  { type: 'pass', extra: true },
  { type: 'use_big_cheese', reroll: [] },
  { type: 'use_big_cheese', reroll: [0] },
];

/** How The Big Cheese is exercised by the contract suite (minus the option sets). */
export const bigCheeseProfile: Omit<ContractProfile<BigCheeseState>, 'configs'> = {
  /** Only the deck order below the top card is hidden: swap two cards under the top. */
  perturbHidden(state: BigCheeseState, _viewer, rng: Rng): BigCheeseState | null {
    if (state.phase.kind === 'over' || state.deck.length < 3) return null;
    const deck = [...state.deck];
    const i = 1 + rng.int(deck.length - 1);
    const j = 1 + rng.int(deck.length - 1);
    [deck[i], deck[j]] = [deck[j] ?? 2, deck[i] ?? 2];
    return { ...state, deck };
  },
  candidateCommands(state: BigCheeseState, _seat: Seat): readonly unknown[] {
    const bids = Array.from({ length: 16 }, (_, amount) => ({ type: 'bid', amount }));
    const projects = Array.from({ length: state.nextProjectId + 1 }, (_, project) => ({
      type: 'resolve',
      project,
    }));
    const rerolls = [[1], [3], [6], [20], [1, 1], [2, 5], [1, 2, 3, 4, 5, 6]].map((reroll) => ({
      type: 'use_big_cheese',
      reroll,
    }));
    return [
      ...bids,
      { type: 'pass' },
      { type: 'veto' },
      { type: 'keep' },
      ...rerolls,
      ...projects,
      ...MALFORMED,
    ];
  },
};
