import { bonAppetit, seatViewer, spectator } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { huntInfo, positionSummary, seatRoles, statusLine } from './text.ts';
import { fixtureStates, loadFixtures, translator } from './test-support.ts';
import type { EngineState } from './test-support.ts';
import { asView } from './model.ts';
import type { BonAppetitView } from './model.ts';

const t = translator('en');
const names = ['Giovanni', 'Teresa', 'Antonio'];

function states(name: string): BonAppetitView[] {
  const fixture = loadFixtures().find((f) => f.name === name);
  if (fixture === undefined) throw new Error(`no fixture ${name}`);
  return fixtureStates(fixture).map((state: EngineState) => {
    const view = asView(bonAppetit.view(state, spectator));
    if (view === null) throw new Error('unreadable view');
    return view;
  });
}

describe('the hunt in progress (seed Example 1)', () => {
  const [, hunted, oneCheese, caught] = states('ba-t1-example-1-cat-catches');

  it('shows the hunted mouse, its player, the hunter and what was turned over', () => {
    expect(hunted && huntInfo(hunted)).toEqual({
      hunter: 1,
      mouseOwner: 0,
      paws: 2,
      revealsLeft: 2,
      mouse: 'mouse_2',
      turned: [],
    });
    expect(oneCheese && huntInfo(oneCheese)).toMatchObject({
      revealsLeft: 1,
      mouse: 'mouse_2',
      turned: ['cheese'],
    });
    expect(caught && huntInfo(caught)).toBeNull();
  });

  it('says it in words, "you" only to the hunter who may reveal', () => {
    if (oneCheese === undefined) throw new Error('no state');
    expect(statusLine(oneCheese, seatViewer(1), names, t, true)).toBe(
      'You are hunting Giovanni’s mouse: 1 card left to turn over.',
    );
    expect(statusLine(oneCheese, seatViewer(1), names, t, false)).toBe(
      'Teresa is hunting Giovanni’s mouse: 1 card left to turn over.',
    );
    expect(seatRoles(oneCheese, 0, seatViewer(0))).toEqual(['you', 'mouseOwner']);
    expect(seatRoles(oneCheese, 1, seatViewer(0))).toEqual(['hunter']);
    expect(positionSummary(oneCheese, spectator, names, t, false)).toBe(
      'Teresa is hunting Giovanni’s mouse: 1 card left to turn over. ' +
        'Common pile: 3 cards, Cheese on top. ' +
        'Giovanni: 4 cards, 0 tokens; Teresa: 4 cards, 0 tokens; Antonio: 5 cards, 0 tokens. ' +
        '5 tokens are left in the supply.',
    );
  });
});

describe('a chain of mice (seed Example 3)', () => {
  it('hunts the newest mouse, played by the previous hunter', () => {
    const [, , chained] = states('ba-t3-example-3-mouse-chain');
    expect(chained && huntInfo(chained)).toEqual({
      hunter: 2,
      mouseOwner: 1,
      paws: 3,
      revealsLeft: 3,
      mouse: 'mouse_3',
      turned: [],
    });
  });
});

describe('the end', () => {
  it('names the winner, the reason and the tie-break', () => {
    const over = states('ba-t4-last-token').at(-1);
    if (over === undefined) throw new Error('no state');
    expect(statusLine(over, spectator, names, t, false)).toMatch(
      /^Game over \(the last token is taken\): \w+ wins (on tokens, )?with \d+ cards\.$/,
    );
  });
});
