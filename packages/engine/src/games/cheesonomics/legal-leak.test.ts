import { describe, expect, it } from 'vitest';
import { jsonEqual, seatViewer } from '../../kernel/index.ts';
import { playout, seededRng, testSeed } from '../../testing/index.ts';
import { cheesonomics, cheesonomicsVersions } from './index.ts';
import type { CheesonomicsGame } from './index.ts';
import type { Flavour } from './options.ts';
import { PERTURBATIONS } from './perturb.ts';

/** Mild (the same under every version) at its newest; Sharp under every rules version. */
const CASES: readonly (readonly [CheesonomicsGame, Flavour, number])[] = [
  [cheesonomics, 'mild', 3],
  [cheesonomics, 'mild', 4],
  ...cheesonomicsVersions.flatMap((game) => [
    [game, 'sharp', 3] as const,
    [game, 'sharp', 4] as const,
  ]),
];

/**
 * RULES §4.12 for legal command lists: what a seat may do (and who may act) must not depend on
 * anything hidden from that seat, or the list itself would leak it (DESIGN §2).
 */
describe('Cheesonomics legal commands ignore what the seat may not see', () => {
  for (const [game, flavour, seats] of CASES) {
    it(`${game.rulesVersion}, ${flavour}, ${seats} players`, () => {
      const options = game.parseOptions({ flavour }, seats);
      if (!options.ok) throw new Error(options.error.message);
      let compared = 0;
      const seed = testSeed(700 + seats);
      playout(
        game,
        { seatCount: seats, options: options.value },
        {
          seed,
          beforeStep: (state, step) => {
            const rng = seededRng(seed, step, 'legal-leak-probe');
            for (let seat = 0; seat < seats; seat += 1) {
              const viewer = seatViewer(seat);
              for (const [kind, perturb] of Object.entries(PERTURBATIONS)) {
                const changed = perturb(state, viewer, rng);
                if (changed === null) continue;
                compared += 1;
                const what = `${kind} changes what seat ${seat} may do`;
                expect(game.activeSeats(changed), what).toEqual(game.activeSeats(state));
                const legal = game.legalCommands(changed, seat);
                expect(jsonEqual(legal, game.legalCommands(state, seat)), what).toBe(true);
              }
            }
          },
        },
      );
      expect(compared).toBeGreaterThan(0);
    });
  }
});
