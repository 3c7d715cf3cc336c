import { describeGameContract } from '../../testing/index.ts';
import { cheesonomicsVersions } from './index.ts';
import { cheesonomicsProfile } from './testing-profile.ts';

/**
 * Five players, both flavours, per rules version. A random 5-player game runs about 700 commands
 * (each churn is nine), so 100 games per flavour keep the whole Cheesonomics run within its time
 * budget.
 */
for (const game of cheesonomicsVersions) {
  describeGameContract(game, {
    ...cheesonomicsProfile,
    gamesPerConfig: 100,
    deepGamesPerConfig: 1,
    configs: [
      { name: `${game.rulesVersion} mild, 5 players`, seatCount: 5, options: { flavour: 'mild' } },
      {
        name: `${game.rulesVersion} sharp, 5 players`,
        seatCount: 5,
        options: { flavour: 'sharp' },
      },
    ],
  });
}
