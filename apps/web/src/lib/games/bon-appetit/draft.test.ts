import { isDeepStrictEqual } from 'node:util';
import { bonAppetit, seatViewer, spectator } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { choicesFor } from './draft.ts';
import { scores } from './scores.ts';
import { fixtureStates, loadFixtures, translator } from './test-support.ts';
import { asView } from './model.ts';
import type { BonAppetitView } from './model.ts';

const t = translator('en');
const states = loadFixtures().flatMap((fixture) =>
  fixtureStates(fixture).map((state, step) => ({ where: `${fixture.name}#${step}`, state })),
);

describe('choicesFor', () => {
  it('offers exactly the legal commands, each one of them, in every fixture position', () => {
    let offered = 0;
    for (const { where, state } of states) {
      for (let seat = 0; seat < state.seatCount; seat++) {
        const legal: readonly unknown[] = bonAppetit.legalCommands(state, seat);
        const view = asView(bonAppetit.view(state, seatViewer(seat)));
        const choices = choicesFor(view, legal, t);
        expect(choices.length, where).toBe(legal.length);
        for (const choice of choices) {
          expect(
            legal.some((command) => isDeepStrictEqual(command, choice.command)),
            where,
          ).toBe(true);
          expect(choice.label, where).not.toMatch(/bon-appetit\./);
        }
        offered += choices.length;
      }
    }
    expect(offered).toBeGreaterThan(50);
  });

  it('counts the reveals of a hunt and names the reveal that opens a new common pile', () => {
    const hunting = states.find(
      ({ state }) =>
        state.phase.kind === 'hunt' && state.phase.revealsLeft === 1 && state.phase.paws === 2,
    );
    const opening = states.find(
      ({ state }) => state.phase.kind === 'turn' && state.common.length === 0,
    );
    if (hunting === undefined || opening === undefined)
      throw new Error('fixtures lack the positions');
    const label = (state: typeof hunting.state): string =>
      choicesFor(asView(bonAppetit.view(state, spectator)), [{ type: 'reveal' }], t)[0]?.label ??
      '';
    expect(label(hunting.state)).toBe('Turn over card 2 of 2 to catch the mouse');
    expect(label(opening.state)).toBe('Turn over your top card to start a new common pile');
  });

  it('still offers a command it does not know, unchanged, and nothing when the list is empty', () => {
    const odd = { type: 'pass', extra: [1] };
    const choices = choicesFor(null, [odd], t);
    expect(choices.map((c) => c.command)).toEqual([odd]);
    expect(choices[0]?.command).toBe(odd);
    expect(choicesFor(null, [], t)).toEqual([]);
  });
});

describe('the view as the client reads it', () => {
  it('accepts every engine view, for every seat and a spectator', () => {
    for (const { where, state } of states) {
      const viewers = [
        spectator,
        ...Array.from({ length: state.seatCount }, (_, s) => seatViewer(s)),
      ];
      for (const viewer of viewers) {
        // Compile-time check too: the engine's view type fits the client's.
        const view: BonAppetitView = bonAppetit.view(state, viewer);
        expect(asView(view), where).toBe(view);
      }
    }
  });

  it('refuses what is not a view', () => {
    for (const bad of [null, 1, 'view', [], {}, { seatCount: 2 }]) expect(asView(bad)).toBeNull();
  });

  it('scores each seat by the cards in its pile', () => {
    for (const { state } of states) {
      const view = bonAppetit.view(state, spectator);
      expect(scores(view)).toEqual(state.piles.map((pile) => pile.length));
    }
    expect(scores({ nope: true })).toBeNull();
  });
});
