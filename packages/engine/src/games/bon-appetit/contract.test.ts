import { describe } from 'vitest';
import { describeGameContract } from '../../testing/index.ts';
import type { ContractConfig } from '../../testing/index.ts';
import type { InitialCard } from './options.ts';
import { engineOf } from './scenario-kit.ts';
import { bonAppetitProfile } from './testing-profile.ts';
import { RULES_VERSIONS } from './versions.ts';

/**
 * 2–3 players play the red-backed subset with 5 tokens, 4–6 the full deck with 9; each size also
 * runs with some seats revealing automatically, and one set uses the version's other reading of a
 * centre mouse (A-BA-6). A game where every seat reveals automatically is over after setup, with
 * no command to check: it is covered in rules.test.ts instead.
 */
function configsFor(otherInitialCard: InitialCard): ContractConfig[] {
  return [
    { name: '2 players, red-backed', seatCount: 2, options: {} },
    { name: '3 players, red-backed', seatCount: 3, options: {} },
    { name: '4 players, full deck', seatCount: 4, options: {} },
    { name: '5 players, full deck', seatCount: 5, options: {} },
    { name: '6 players, full deck', seatCount: 6, options: {} },
    { name: '2 players, seat 1 auto', seatCount: 2, options: { auto_reveal: [1] } },
    {
      name: `3 players, seats 0 and 2 auto, initial_card ${otherInitialCard}`,
      seatCount: 3,
      options: { auto_reveal: [0, 2], initial_card: otherInitialCard },
    },
    {
      name: `4 players, initial_card ${otherInitialCard}`,
      seatCount: 4,
      options: { initial_card: otherInitialCard },
    },
    { name: '5 players, seats 1, 2 and 4 auto', seatCount: 5, options: { auto_reveal: [1, 2, 4] } },
    {
      name: '6 players, all but seat 3 auto, seat 0 starts',
      seatCount: 6,
      options: { auto_reveal: [0, 1, 2, 4, 5], starting_seat: 0 },
    },
  ];
}

/** The default reading of a centre mouse is 1.0.0's `right_neighbour`, 2.0.0's `inert`. */
const OTHER_INITIAL_CARD = { '1.0.0': 'inert', '2.0.0': 'hunted' } as const;

for (const version of RULES_VERSIONS) {
  describe(`rules ${version}`, () => {
    describeGameContract(engineOf(version), {
      ...bonAppetitProfile,
      configs: configsFor(OTHER_INITIAL_CARD[version]),
    });
  });
}
