import type { Rng, Seat, Viewer } from '../../kernel/index.ts';
import type { ContractProfile } from '../../testing/index.ts';
import { COLOURS, LOT_IDS } from './board.ts';
import type { LotId } from './board.ts';
import { HIGHEST_POSSIBLE_PURSE } from './constants.ts';
import { meansOf } from './purses.ts';
import type { BigShotState } from './types.ts';
import { hiddenPurses } from './view.ts';

const MALFORMED: readonly unknown[] = [
  null,
  'pass',
  { type: 'bid' },
  { type: 'bid', amount: '3' },
  { type: 'bid', amount: 2.5 },
  { type: 'bid', amount: -1 },
  { type: 'take_loan' },
  { type: 'take_loan', colour: 'green' },
  { type: 'place_cube', colour: 'red' },
  { type: 'place_cube', colour: 'red', lot: 'Z9' },
  { type: 'place_cube', colour: 'purple', lot: 'H1' },
  { type: 'shout' },
  { type: 'pass', extra: true },
];

function bidCandidates(state: BigShotState, seat: Seat): unknown[] {
  const high = state.phase.kind === 'auction' ? (state.phase.auction.high?.amount ?? 0) : 0;
  const means = meansOf(state, seat);
  const amounts = [0, 1, 2, high, high + 1, means, means + 1, HIGHEST_POSSIBLE_PURSE];
  return [...amounts, HIGHEST_POSSIBLE_PURSE + 1].map((amount) => ({ type: 'bid', amount }));
}

/** An open lot, a sold lot (when there is one) and the last lot: every placement refusal path. */
function lotSample(state: BigShotState): LotId[] {
  const open = state.lots.find((l) => l.status === 'open')?.id;
  const closed = state.lots.find((l) => l.status !== 'open')?.id;
  return [open, closed, LOT_IDS.at(-1)].filter((id): id is LotId => id !== undefined);
}

/** How Big Shot is exercised by the contract suite (minus the option sets). */
export const bigShotProfile: Omit<ContractProfile<BigShotState>, 'configs'> = {
  /**
   * With hidden money, one purse the viewer may not see gets 1 M more. In the base game nothing is
   * hidden (RULES §2.11): the copy is unchanged, which states exactly that — see README.
   */
  perturbHidden(state: BigShotState, viewer: Viewer, rng: Rng): BigShotState | null {
    if (!state.options.hidden_money) return { ...state };
    const hidden = hiddenPurses(state, viewer);
    if (hidden.length === 0) return null;
    const target = hidden[rng.int(hidden.length)];
    return {
      ...state,
      purses: state.purses.map((p) => (p === target ? { ...p, cash: p.cash + 1 } : p)),
    };
  },
  candidateCommands(state: BigShotState, seat: Seat): readonly unknown[] {
    const byColour = COLOURS.flatMap((colour) => [
      { type: 'take_loan', colour },
      { type: 'choose_paying_colour', colour },
      ...lotSample(state).map((lot) => ({ type: 'place_cube', colour, lot })),
    ]);
    return [
      { type: 'roll' },
      { type: 'end_loans' },
      { type: 'pass' },
      ...bidCandidates(state, seat),
      ...byColour,
      ...MALFORMED,
    ];
  },
};
