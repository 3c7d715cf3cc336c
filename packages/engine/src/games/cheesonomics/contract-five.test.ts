import { describeGameContract } from '../../testing/index.ts';
import { cheesonomics } from './index.ts';
import { cheesonomicsProfile } from './testing-profile.ts';

/**
 * Five players, both flavours. A random 5-player game runs about 700 commands (each churn is
 * nine), so 100 games per flavour keep the whole Cheesonomics run within its time budget.
 */
describeGameContract(cheesonomics, {
  ...cheesonomicsProfile,
  gamesPerConfig: 100,
  deepGamesPerConfig: 1,
  configs: [
    { name: 'mild, 5 players', seatCount: 5, options: { flavour: 'mild' } },
    { name: 'sharp, 5 players', seatCount: 5, options: { flavour: 'sharp' } },
  ],
});
