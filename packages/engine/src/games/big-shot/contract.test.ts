import { describeGameContract } from '../../testing/index.ts';
import type { ContractConfig } from '../../testing/index.ts';
import { bigShotProfile } from './testing-profile.ts';
import { bigShot } from './index.ts';

/** The main option sets of RULES §2, each with 200 random complete games. */
const configs: ContractConfig[] = [
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

describeGameContract(bigShot, { ...bigShotProfile, configs });
