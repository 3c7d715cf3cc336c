import { describe, expect, it } from 'vitest';
import { jsonEqual, seatViewer } from '../../kernel/index.ts';
import { playout, seededRng, testSeed } from '../../testing/index.ts';
import { cheesonomics } from './index.ts';
import { PERTURBATIONS } from './perturb.ts';

/**
 * RULES §4.12 for legal command lists: what a seat may do (and who may act) must not depend on
 * anything hidden from that seat, or the list itself would leak it (DESIGN §2).
 */
describe('Cheesonomics legal commands ignore what the seat may not see', () => {
  for (const flavour of ['mild', 'sharp'] as const) {
    for (const seats of [3, 4]) {
      it(`${flavour}, ${seats} players`, () => {
        const options = cheesonomics.parseOptions({ flavour }, seats);
        if (!options.ok) throw new Error(options.error.message);
        let compared = 0;
        const seed = testSeed(700 + seats);
        playout(
          cheesonomics,
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
                  expect(cheesonomics.activeSeats(changed), what).toEqual(
                    cheesonomics.activeSeats(state),
                  );
                  const legal = cheesonomics.legalCommands(changed, seat);
                  expect(jsonEqual(legal, cheesonomics.legalCommands(state, seat)), what).toBe(
                    true,
                  );
                }
              }
            },
          },
        );
        expect(compared).toBeGreaterThan(0);
      });
    }
  }
});
