import { bigCheese } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { sameJson } from '../json.ts';
import { asCommand, asView } from './model.ts';
import { scores } from './scores.ts';
import { fixtureStates, loadFixtures } from './test-support.ts';

describe('reading views and commands', () => {
  it('reads every view and legal command of every fixture position, and its scores', () => {
    let views = 0;
    for (const fixture of loadFixtures()) {
      for (const state of fixtureStates(fixture)) {
        for (let seat = 0; seat < fixture.seatCount; seat += 1) {
          const view = bigCheese.view(state, { kind: 'seat', seat });
          expect(asView(view)).toBe(view);
          expect(scores(view)).toEqual(state.players.map((p) => p.score));
          for (const command of bigCheese.legalCommands(state, seat)) {
            expect(asCommand(command)).toEqual(command);
          }
          views += 1;
        }
      }
    }
    expect(views).toBeGreaterThan(2500);
  });

  it('refuses what is not a Big Cheese view or command', () => {
    expect(asView(null)).toBeNull();
    expect(asView({ players: [], projects: [], phase: { kind: 'lunch' } })).toBeNull();
    expect(scores({ hand: [1, 2] })).toBeNull();
    expect(asCommand({ type: 'bid', amount: '3' })).toBeNull();
    expect(asCommand({ type: 'move' })).toBeNull();
  });

  it('compares JSON values structurally', () => {
    expect(
      sameJson(
        { type: 'use_big_cheese', reroll: [1, 2] },
        { reroll: [1, 2], type: 'use_big_cheese' },
      ),
    ).toBe(true);
    expect(sameJson({ type: 'bid', amount: 2 }, { type: 'bid', amount: 2, extra: 1 })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
  });
});
