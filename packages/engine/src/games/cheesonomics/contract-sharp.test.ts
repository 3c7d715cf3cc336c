import { describeGameContract } from '../../testing/index.ts';
import { cheesonomicsVersions } from './index.ts';
import { cheesonomicsProfile } from './testing-profile.ts';

/** Sharp, 2–4 players: 200 complete random games each, per rules version. */
for (const game of cheesonomicsVersions) {
  const sharp = (seatCount: number) => ({
    name: `${game.rulesVersion} sharp, ${seatCount} players`,
    seatCount,
    options: { flavour: 'sharp' },
  });
  describeGameContract(game, {
    ...cheesonomicsProfile,
    gamesPerConfig: 200,
    deepGamesPerConfig: 1,
    configs: [sharp(2), sharp(3), sharp(4)],
  });
}
