import { describe, expect, it } from 'vitest';
import { jsonEqual } from '../../kernel/index.ts';
import { compareDecisions } from '../../testing/index.ts';
import { playout, seededRng, testSeed, viewersOf } from '../../testing/index.ts';
import { cheesonomics } from './index.ts';
import { PERTURBATIONS } from './perturb.ts';

/**
 * The no-leak property must bite on every kind of hidden information (RULES §4.12): each
 * perturbation applies somewhere, keeps the viewer's view, and is compared on real decisions.
 */
describe('Cheesonomics hidden-information perturbations', () => {
  for (const flavour of ['mild', 'sharp'] as const) {
    it(`each kind changes only unseen data and is compared on decisions (${flavour}, 3 players)`, () => {
      const options = cheesonomics.parseOptions({ flavour }, 3);
      if (!options.ok) throw new Error(options.error.message);
      const compared = new Map<string, number>();
      const seed = testSeed(flavour === 'mild' ? 31 : 32);
      playout(
        cheesonomics,
        { seatCount: 3, options: options.value },
        {
          seed,
          // The first commands of a game already reach every kind (sales fill fulfilment piles).
          maxSteps: 120,
          beforeStep: (state, step) => {
            const rng = seededRng(seed, step, 'perturb-probe');
            const actor = cheesonomics.activeSeats(state)[0] ?? 0;
            const commands = cheesonomics.legalCommands(state, actor).slice(0, 3);
            for (const viewer of viewersOf(3)) {
              for (const [kind, perturb] of Object.entries(PERTURBATIONS)) {
                const changed = perturb(state, viewer, rng);
                if (changed === null) continue;
                expect(jsonEqual(changed, state), `${kind} changes something`).toBe(false);
                expect(cheesonomics.view(changed, viewer), `${kind} is unseen`).toEqual(
                  cheesonomics.view(state, viewer),
                );
                for (const command of commands) {
                  const decide = { actor, command, rng: () => seededRng(seed, step + 1) };
                  const n = compareDecisions(
                    cheesonomics,
                    viewer,
                    { ...decide, state },
                    { ...decide, state: changed },
                  );
                  compared.set(kind, (compared.get(kind) ?? 0) + n);
                }
              }
            }
          },
        },
      );
      const kinds = Object.keys(PERTURBATIONS).filter(
        (k) => flavour === 'sharp' || k !== 'sharpSupplyOrDiscard',
      );
      for (const kind of kinds) expect(compared.get(kind) ?? 0, kind).toBeGreaterThan(0);
    });
  }
});
