import type { Seat } from '../../kernel/index.ts';
import type { ContractProfile } from '../../testing/index.ts';
import { CATEGORIES } from './components.ts';
import type { WedgeCode } from './components.ts';
import { legalCommands } from './legal.ts';
import { activeSeats } from './legal.ts';
import { perturbHidden } from './perturb.ts';
import type { CheesonomicsState } from './types.ts';
import { distinctCodes } from './wedges.ts';

const MALFORMED: readonly unknown[] = [
  null,
  'sell',
  { type: 'sell' },
  { type: 'sell', wedges: 'red-cow' },
  { type: 'sell', wedges: ['red-cow'], extra: true },
  { type: 'give', wedge: 'purple-cow' },
  { type: 'churn', category: 'bell' },
  { type: 'flip', slot: 1.5 },
  { type: 'return_wedge', to: 9, wedge: 'red-cow' },
  { type: 'replace', slot: 0, wedge: 1, side_up: 'c' },
  { type: 'moove' },
];

/** One command of every type, so that each is tried in every phase (mostly refused). */
function oneOfEach(state: CheesonomicsState, seat: Seat): unknown[] {
  const player = state.players[seat];
  const held: WedgeCode = player?.hand[0] ?? 'red-cow';
  const supplied = player?.supply[0]?.id ?? 1;
  return [
    { type: 'churn', category: 'blue' },
    { type: 'produce', category: 'cow' },
    { type: 'give', wedge: held },
    { type: 'pick', wedge: held },
    { type: 'return_wedge', to: (seat + 1) % state.seatCount, wedge: held },
    { type: 'sell', wedges: player?.wheel.slice(0, 1) ?? [] },
    { type: 'final_sell', wedges: player?.wheel.slice(0, 1) ?? [] },
    { type: 'flip', slot: 0 },
    { type: 'replace', slot: 0, wedge: supplied, side_up: 'a' },
    { type: 'take_from_discard', wedge: state.discard[0]?.id ?? 1 },
    { type: 'decline_moove' },
    { type: 'moove_discard', wedge: supplied },
    { type: 'moove_steal', from: (seat + 1) % state.seatCount },
    { type: 'swap_supply', give: supplied, take: 2 },
    { type: 'decline_final_sell' },
  ];
}

/** Near misses of the current phase: the right command type with right and wrong arguments. */
function phaseCandidates(state: CheesonomicsState, seat: Seat): unknown[] {
  const { phase } = state;
  const player = state.players[seat];
  const own = distinctCodes(player?.hand ?? []);
  const supply = [...(player?.supply.map((w) => w.id) ?? []), 99];
  const slots = Array.from({ length: state.market.length + 1 }, (_, slot) => slot);
  const wheel = player?.wheel ?? [];
  switch (phase.kind) {
    case 'action':
    case 'final_sales': {
      const type = phase.kind === 'action' ? 'sell' : 'final_sell';
      const sales = [
        wheel.slice(0, 2),
        wheel.slice(0, 3),
        wheel.slice(0, 4),
        wheel.slice(-2),
        ['blue-yak'],
      ];
      return [
        ...CATEGORIES.flatMap((category) => [
          { type: 'churn', category },
          { type: 'produce', category },
        ]),
        ...sales.map((wedges) => ({ type, wedges })),
      ];
    }
    case 'churn': {
      const shown =
        phase.showing === null ? [] : distinctCodes(state.players[phase.showing]?.hand ?? []);
      return [
        ...[...own, 'green-reindeer'].map((wedge) => ({ type: 'give', wedge })),
        ...[...shown, ...own.slice(0, 1)].map((wedge) => ({ type: 'pick', wedge })),
        ...state.players.map((_, to) => ({ type: 'return_wedge', to, wedge: own[0] ?? 'red-cow' })),
        { type: 'return_wedge', to: phase.owed[0] ?? 0, wedge: 'green-reindeer' },
      ];
    }
    case 'flip':
      return slots.map((slot) => ({ type: 'flip', slot }));
    case 'replace':
      return [
        ...slots.map((slot) => ({ type: 'replace', slot, wedge: supply[0] ?? 1, side_up: 'b' })),
        ...supply.map((wedge) => ({ type: 'replace', slot: 0, wedge, side_up: 'a' })),
      ];
    case 'steal': {
      const theirs = state.players[phase.target]?.supply.map((w) => w.id) ?? [];
      return supply.flatMap((give) =>
        [...theirs, 99].map((take) => ({ type: 'swap_supply', give, take })),
      );
    }
    default: {
      const ids = [...state.discard.map((w) => w.id), ...supply];
      return [
        ...ids.flatMap((wedge) => [
          { type: 'take_from_discard', wedge },
          { type: 'moove_discard', wedge },
        ]),
        ...state.players.map((_, from) => ({ type: 'moove_steal', from })),
      ];
    }
  }
}

/** How Cheesonomics is exercised by the contract suite (minus the option sets). */
export const cheesonomicsProfile: Omit<ContractProfile<CheesonomicsState>, 'configs'> = {
  perturbHidden,
  candidateCommands(state: CheesonomicsState, seat: Seat): readonly unknown[] {
    const active = activeSeats(state)[0] ?? 0;
    if (seat !== active) {
      // Out of turn: the active seat's own choices must be refused (NOT_YOUR_TURN).
      return [...legalCommands(state, active).slice(0, 2), MALFORMED[0]];
    }
    return [...phaseCandidates(state, seat), ...oneOfEach(state, seat), ...MALFORMED];
  },
};
