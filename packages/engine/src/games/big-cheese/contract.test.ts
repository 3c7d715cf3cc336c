import { describeGameContract } from '../../testing/index.ts';
import type { ContractConfig } from '../../testing/index.ts';
import { bigCheeseProfile } from './testing-profile.ts';
import { bigCheese } from './index.ts';

/** The main option sets of RULES §1.3 / §1.11, each with 200 random complete games. */
const configs: ContractConfig[] = [
  { name: 'poly (default), 3 players', seatCount: 3, options: {} },
  { name: 'poly, 6 players', seatCount: 6, options: {} },
  { name: 'd6, 4 players', seatCount: 4, options: { scoring: 'd6' } },
  { name: 'poly exact 30, 4 players', seatCount: 4, options: { exact30: true } },
  { name: 'specials off, 5 players', seatCount: 5, options: { specials: false } },
  {
    name: 'FR variant 1 (2d6 keep high), 3 players',
    seatCount: 3,
    options: { scoring: 'fr_two_dice' },
  },
  {
    name: 'FR variant 2 (v dice keep half), 4 players',
    seatCount: 4,
    options: { scoring: 'fr_many_dice' },
  },
  { name: 'sans hasard, 4 players', seatCount: 4, options: { scoring: 'no_luck' } },
  {
    name: 'cw, veto not_yet_bid, no chaining, tie by chance, 5 players',
    seatCount: 5,
    options: {
      direction: 'cw',
      veto_eligibility: 'not_yet_bid',
      big_cheese_chain: false,
      tie_break: 'chance',
    },
  },
];

describeGameContract(bigCheese, { ...bigCheeseProfile, configs });
