import { bigCheese } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { sameJson } from '../json.ts';
import { EMPTY_BUILDER, choicesOf, commandOf, current } from './draft.ts';
import type { Builder, Choices } from './draft.ts';
import { boardTargets, touchDie, touchOffer, touchProject } from './board-targets.ts';
import { asView } from './model.ts';
import type { BcView } from './model.ts';
import { boardChanges, hasChanges, NO_CHANGES } from './motion.ts';
import { rollOwner } from './text.ts';
import { fixtureStates, loadFixtures } from './test-support.ts';

const fixtures = loadFixtures();

interface Position {
  readonly view: BcView;
  readonly legal: readonly unknown[];
  readonly choices: Choices;
  readonly dice: readonly number[];
}

/** Every position of every fixture, for each seat that may act in it. */
function positions(): Position[] {
  return fixtures.flatMap((fixture) =>
    fixtureStates(fixture).flatMap((state) =>
      bigCheese.activeSeats(state).flatMap((seat) => {
        const view = asView(bigCheese.view(state, { kind: 'seat', seat }));
        const legal = bigCheese.legalCommands(state, seat);
        if (view === null || legal.length === 0) return [];
        const dice = rollOwner(view)?.dice ?? [];
        return [{ view, legal, choices: choicesOf(legal), dice }];
      }),
    ),
  );
}

const all = positions();
const isLegal = (p: Position, b: Builder): boolean => {
  const command = commandOf(current(b), p.choices, p.dice);
  return command !== null && p.legal.some((l) => sameJson(l, command));
};

describe('boardTargets', () => {
  it('has bids, re-rolls and payouts among the fixtures', () => {
    expect(all.some((p) => p.choices.bids.length > 0)).toBe(true);
    expect(all.some((p) => p.choices.rerolls.length > 0)).toBe(true);
  });

  it('makes the card on offer a target exactly when a bid is legal; touching it drafts the smallest', () => {
    for (const p of all) {
      const targets = boardTargets(p.choices, current(EMPTY_BUILDER), p.dice);
      expect(targets.offer).toBe(p.choices.bids.length > 0);
      if (!targets.offer) continue;
      const b = touchOffer(EMPTY_BUILDER, p.choices, p.dice);
      expect(isLegal(p, b)).toBe(true);
      expect(current(b)).toMatchObject({ action: 'bid', amount: p.choices.bids[0] });
      // Touching it again changes nothing (it does not lose a raised amount).
      expect(touchOffer(b, p.choices, p.dice)).toBe(b);
    }
  });

  it('makes dice targets only when a re-roll is legal, and every die touched builds a legal re-roll', () => {
    for (const p of all) {
      const targets = boardTargets(p.choices, current(EMPTY_BUILDER), p.dice);
      expect(targets.dice).toHaveLength(p.dice.length);
      if (p.choices.rerolls.length === 0) {
        expect(targets.dice.every((d) => !d)).toBe(true);
        continue;
      }
      targets.dice.forEach((touchable, i) => {
        if (!touchable) return;
        const b = touchDie(EMPTY_BUILDER, i, p.choices, p.dice);
        expect(current(b).action).toBe('reroll');
        expect(current(b).dice).toContain(i);
        expect(isLegal(p, b)).toBe(true);
        // Once re-rolling, the targets are the dice that may still be picked or unpicked.
        const then = boardTargets(p.choices, current(b), p.dice);
        expect(then.dice[i]).toBe(true);
      });
    }
  });

  it('makes targets of exactly the projects that may pay out next, each building its command', () => {
    const choices = choicesOf([
      { type: 'resolve', project: 3 },
      { type: 'resolve', project: 5 },
    ]);
    const targets = boardTargets(choices, current(EMPTY_BUILDER), []);
    expect(targets).toEqual({ offer: false, dice: [], projects: [3, 5] });
    const b = touchProject(EMPTY_BUILDER, 5, choices);
    expect(commandOf(current(b), choices, [])).toEqual({ type: 'resolve', project: 5 });
    // A project not in the legal list is no target and touching it does nothing.
    expect(touchProject(EMPTY_BUILDER, 4, choices)).toBe(EMPTY_BUILDER);
  });

  it('offers nothing to a seat with nothing legal', () => {
    expect(boardTargets(choicesOf([]), current(EMPTY_BUILDER), [])).toEqual({
      offer: false,
      dice: [],
      projects: [],
    });
  });
});

describe('boardChanges', () => {
  it('shows nothing for the first position drawn', () => {
    const first = all[0];
    if (first === undefined) throw new Error('no position');
    expect(boardChanges(null, first.view)).toEqual(NO_CHANGES);
    expect(hasChanges(boardChanges(first.view, first.view))).toBe(false);
  });

  it('shows what each move of a game changed, as seen by a spectator', () => {
    let rolls = 0;
    let arrived = 0;
    for (const fixture of fixtures) {
      const views = fixtureStates(fixture).map((s) =>
        asView(bigCheese.view(s, { kind: 'spectator' })),
      );
      for (let i = 1; i < views.length; i += 1) {
        const before = views[i - 1] ?? null;
        const after = views[i];
        if (before === null || after === null || after === undefined) continue;
        const changes = boardChanges(before, after);
        for (const id of changes.projects) {
          const now = after.projects.find((p) => p.id === id);
          const old = before.projects.find((p) => p.id === id);
          expect(now).toBeDefined();
          expect(old === undefined || old.workers !== now?.workers).toBe(true);
          if (old === undefined) arrived += 1;
        }
        // A project that kept its workers is never shown as changed.
        for (const p of after.projects) {
          const old = before.projects.find((o) => o.id === p.id);
          if (old?.workers === p.workers && old.owner === p.owner) {
            expect(changes.projects).not.toContain(p.id);
          }
        }
        if (changes.roll) rolls += 1;
        for (const seat of changes.seats) {
          expect(after.players[seat]?.score).not.toBe(before.players[seat]?.score);
        }
      }
    }
    expect(arrived).toBeGreaterThan(0);
    expect(rolls).toBeGreaterThan(0);
  });
});
