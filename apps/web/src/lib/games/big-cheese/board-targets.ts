/**
 * What the drawing lets the player touch, and what touching it does to the draft: the card on
 * offer (a bid), the pending roll's dice (a Big Cheese re-roll) and the mature projects (which
 * pays out next). All of it comes from the legal list through `Choices`; a target is only ever a
 * step of draft.ts, so the board can build nothing the controls could not.
 */
import type { Builder, Choices, Draft } from './draft.ts';
import { canToggleDie, chooseAction, chooseProject, current, toggleDie } from './draft.ts';

export interface BoardTargets {
  /** The card on offer may be bid for. */
  readonly offer: boolean;
  /** For each die of the pending roll: may it be picked for a re-roll now. */
  readonly dice: readonly boolean[];
  /** Projects that may be chosen to pay out next. */
  readonly projects: readonly number[];
}

export const NO_TARGETS: BoardTargets = { offer: false, dice: [], projects: [] };

export function boardTargets(c: Choices, d: Draft, dice: readonly number[]): BoardTargets {
  const rerolling = d.action === 'reroll';
  return {
    offer: c.bids.length > 0,
    dice: dice.map((value, i) =>
      rerolling ? canToggleDie(d, i, c, dice) : c.rerolls.some((reroll) => reroll.includes(value)),
    ),
    projects: c.projects,
  };
}

/** Touching the card on offer starts a bid (at the smallest legal amount, as the Bid button). */
export function touchOffer(b: Builder, c: Choices, dice: readonly number[]): Builder {
  return current(b).action === 'bid' ? b : chooseAction(b, 'bid', c, dice);
}

/**
 * Touching a die starts a re-roll if none is being built (which may already pick the dice, when
 * only one re-roll is legal), then picks or unpicks that die.
 */
export function touchDie(b: Builder, index: number, c: Choices, dice: readonly number[]): Builder {
  if (current(b).action === 'reroll') return toggleDie(b, index, c, dice);
  const started = chooseAction(b, 'reroll', c, dice);
  return current(started).dice.includes(index) ? started : toggleDie(started, index, c, dice);
}

export function touchProject(b: Builder, project: number, c: Choices): Builder {
  return chooseProject(b, project, c);
}
