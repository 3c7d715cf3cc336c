import { describe, expect, it } from 'vitest';
import { jsonEqual } from '../../kernel/index.ts';
import { compareDecisions } from '../../testing/index.ts';
import { playout, seededRng, testSeed, viewersOf } from '../../testing/index.ts';
import { cheesonomicsVersions } from './index.ts';
import type { CheesonomicsGame } from './index.ts';
import { PERTURBATIONS } from './perturb.ts';

/**
 * The no-leak property must bite on every kind of hidden information (RULES §4.12): each
 * perturbation applies somewhere, keeps the viewer's view, and is compared on real decisions.
 */
describe('Cheesonomics hidden-information perturbations', () => {
  for (const game of cheesonomicsVersions) {
    for (const flavour of ['mild', 'sharp'] as const) {
      // Sharp with 4 players: a discard pile of 2, so that its order and a draw from it exist.
      const seats = flavour === 'mild' ? 3 : 4;
      it(`each kind changes only unseen data and is compared on decisions (${game.rulesVersion}, ${flavour}, ${seats} players)`, () => {
        const compared = comparedKinds(game, flavour, seats);
        for (const kind of expectedKinds(game.rulesVersion, flavour)) {
          expect(compared.get(kind) ?? 0, kind).toBeGreaterThan(0);
        }
      });
    }
  }
});

/** The kinds that must bite: Sharp's only in Sharp, the outgoing wedge only under 2.0.0. */
function expectedKinds(version: string, flavour: 'mild' | 'sharp'): string[] {
  return Object.keys(PERTURBATIONS).filter((kind) => {
    if (!kind.startsWith('sharp')) return true;
    if (flavour === 'mild') return false;
    return kind !== 'sharpOutgoingWedge' || version !== '1.0.0';
  });
}

function comparedKinds(
  game: CheesonomicsGame,
  flavour: 'mild' | 'sharp',
  seats: number,
): Map<string, number> {
  const options = game.parseOptions({ flavour }, seats);
  if (!options.ok) throw new Error(options.error.message);
  const compared = new Map<string, number>();
  const seed = testSeed(flavour === 'mild' ? 31 : 32);
  playout(
    game,
    { seatCount: seats, options: options.value },
    {
      seed,
      // The first commands of a game already reach every kind (sales fill fulfilment piles).
      maxSteps: 120,
      beforeStep: (state, step) => {
        const rng = seededRng(seed, step, 'perturb-probe');
        const actor = game.activeSeats(state)[0] ?? 0;
        const commands = game.legalCommands(state, actor).slice(0, 3);
        for (const viewer of viewersOf(seats)) {
          for (const [kind, perturb] of Object.entries(PERTURBATIONS)) {
            const changed = perturb(state, viewer, rng);
            if (changed === null) continue;
            expect(jsonEqual(changed, state), `${kind} changes something`).toBe(false);
            expect(game.view(changed, viewer), `${kind} is unseen`).toEqual(
              game.view(state, viewer),
            );
            for (const command of commands) {
              const decide = { actor, command, rng: () => seededRng(seed, step + 1) };
              const n = compareDecisions(
                game,
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
  return compared;
}
