import { describeGameContract } from '../../testing/index.ts';
import { cheesonomicsVersions } from './index.ts';
import { cheesonomicsProfile } from './testing-profile.ts';

/** Mild (the default flavour), 2–4 players: 200 complete random games each, per rules version. */
for (const game of cheesonomicsVersions) {
  describeGameContract(game, {
    ...cheesonomicsProfile,
    gamesPerConfig: 200,
    // A deep game checks every one of its 150–500 commands; one per config keeps the run short.
    deepGamesPerConfig: 1,
    configs: [
      { name: `${game.rulesVersion} mild, 2 players`, seatCount: 2, options: { flavour: 'mild' } },
      { name: `${game.rulesVersion} mild (default), 3 players`, seatCount: 3, options: {} },
      { name: `${game.rulesVersion} mild, 4 players`, seatCount: 4, options: { flavour: 'mild' } },
    ],
  });
}
