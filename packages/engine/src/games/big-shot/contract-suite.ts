import { describe } from 'vitest';
import { describeGameContract } from '../../testing/index.ts';
import type { ContractConfig } from '../../testing/index.ts';
import { engineOf } from './scenario-kit.ts';
import { bigShotProfile } from './testing-profile.ts';
import type { RulesVersion } from './versions.ts';

/** The main option sets of RULES §2, each with 200 random complete games. */
const CONFIGS: readonly ContractConfig[] = [
  { name: '4 players (base game)', seatCount: 4, options: {} },
  { name: '3 players with the dummy', seatCount: 3, options: {} },
  { name: '2 players, two colours each', seatCount: 2, options: {} },
  { name: 'hidden money, 4 players', seatCount: 4, options: { hidden_money: true } },
  {
    name: 'hidden money, 2 players, 25 certificates, highest fortune fallback',
    seatCount: 2,
    options: {
      hidden_money: true,
      certificate_supply: 're_edition_25',
      nobody_eligible: 'highest_fortune',
    },
  },
];

/** Options that exist from rules 2.0.0 on (RULES.md revision 2); 1.0.0 refuses them. */
const REVISED_CONFIGS: readonly ContractConfig[] = [
  {
    name: "hidden money, 3 players, overbid_check 'any_bidder' (A-BS-18)",
    seatCount: 3,
    options: { hidden_money: true, overbid_check: 'any_bidder' },
  },
  {
    name: "hidden money, 2 players, overbid_check 'any_bidder' (A-BS-18)",
    seatCount: 2,
    options: { hidden_money: true, overbid_check: 'any_bidder' },
  },
];

/**
 * The contract suite of one rules version. Each version runs from its own test file
 * (contract.test.ts for the newest, contract-<version>.test.ts for the others), so that the
 * versions' suites, the slowest tests of the game, run side by side.
 */
export function describeBigShotContract(version: RulesVersion): void {
  const configs = version === '1.0.0' ? CONFIGS : [...CONFIGS, ...REVISED_CONFIGS];
  describe(`rules ${version}`, () => {
    describeGameContract(engineOf(version), { ...bigShotProfile, configs });
  });
}
