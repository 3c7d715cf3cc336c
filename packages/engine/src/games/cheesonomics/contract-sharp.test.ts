import { describeGameContract } from '../../testing/index.ts';
import { cheesonomics } from './index.ts';
import { cheesonomicsProfile } from './testing-profile.ts';

/** Sharp, 2–4 players: 200 complete random games each. */
describeGameContract(cheesonomics, {
  ...cheesonomicsProfile,
  gamesPerConfig: 200,
  deepGamesPerConfig: 1,
  configs: [
    { name: 'sharp, 2 players', seatCount: 2, options: { flavour: 'sharp' } },
    { name: 'sharp, 3 players', seatCount: 3, options: { flavour: 'sharp' } },
    { name: 'sharp, 4 players', seatCount: 4, options: { flavour: 'sharp' } },
  ],
});
