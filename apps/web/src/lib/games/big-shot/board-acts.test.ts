import { bigShot, seatViewer, spectator } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { NO_CHANGES, boardChanges, mergeChanges, placementTargets } from './board-acts.ts';
import { asView } from './model.ts';
import type { BigShotView } from './model.ts';
import { fixtureStates, loadFixtures } from './test-support.ts';
import type { State } from './test-support.ts';

function viewOf(state: State): BigShotView {
  const view = asView(bigShot.view(state, spectator));
  if (view === null) throw new Error('no Big Shot view');
  return view;
}

const [fixture] = loadFixtures();
if (fixture === undefined) throw new Error('no Big Shot fixture');
const states = fixtureStates(fixture);

/** The first position where a seat places cubes, with that seat's view and legal list. */
const placing = states.flatMap((state) =>
  Array.from({ length: fixture.seatCount }, (_, seat) => seat).flatMap((seat) => {
    const legal = bigShot.legalCommands(state, seat);
    const view = asView(bigShot.view(state, seatViewer(seat)));
    const places = legal.some((c) => (c as { type: string }).type === 'place_cube');
    return places && view !== null ? [{ view, legal }] : [];
  }),
)[0];

describe('placementTargets', () => {
  it('offers exactly the lots of the legal place_cube commands for the colour in play', () => {
    if (placing === undefined) throw new Error('the fixture never places a cube');
    const { view, legal } = placing;
    const targets = placementTargets(view, legal, [], null);
    expect(targets.colour).not.toBeNull();
    const listed = legal.flatMap((c) => {
      const cmd = c as { type: string; colour?: string; lot?: string };
      return cmd.type === 'place_cube' && cmd.colour === targets.colour ? [cmd.lot] : [];
    });
    expect([...targets.lots].sort()).toEqual([...new Set(listed)].sort());
    expect(targets.lots.length).toBeGreaterThan(0);
  });

  it('offers nothing when the legal list has no placement', () => {
    if (placing === undefined) throw new Error('the fixture never places a cube');
    expect(placementTargets(placing.view, [{ type: 'roll' }], [], null)).toEqual({
      colour: null,
      lots: [],
    });
  });

  it('keeps a picked colour only while it is offered', () => {
    if (placing === undefined) throw new Error('the fixture never places a cube');
    const { view, legal } = placing;
    const first = placementTargets(view, legal, [], null).colour;
    const offered = legal.flatMap((c) => {
      const cmd = c as { type: string; colour?: string };
      return cmd.type === 'place_cube' ? [cmd.colour] : [];
    });
    const other = (['red', 'yellow', 'black', 'white'] as const).find((c) => !offered.includes(c));
    if (other !== undefined) expect(placementTargets(view, legal, [], other).colour).toBe(first);
  });
});

describe('boardChanges', () => {
  it('finds nothing without a view before, or between a view and itself', () => {
    const [first] = states;
    if (first === undefined) throw new Error('no position');
    const view = viewOf(first);
    expect(boardChanges(null, view)).toBe(NO_CHANGES);
    const same = boardChanges(view, view);
    expect([...same.lots, ...same.titles, ...same.spaces]).toEqual([]);
    expect(same.brokerMoved).toBe(false);
  });

  it('names the lots and spaces whose contents changed, and the new titles', () => {
    let seen = 0;
    let titles = 0;
    // Every fixture: the first one alone may end before any lot is sold.
    const steps = loadFixtures().flatMap((f) => {
      const played = fixtureStates(f);
      return played.slice(1).map((state, i) => ({ previous: played[i], state }));
    });
    for (const { previous, state } of steps) {
      if (previous === undefined) continue;
      const before = viewOf(previous);
      const after = viewOf(state);
      const changes = boardChanges(before, after);
      for (const lot of after.lots) {
        const was = before.lots.find((l) => l.id === lot.id);
        expect(changes.lots.has(lot.id)).toBe(JSON.stringify(was) !== JSON.stringify(lot));
        // A title is new where the lot is sold now and was not before.
        expect(changes.titles.has(lot.id)).toBe(lot.status === 'owned' && was?.status !== 'owned');
        if (changes.titles.has(lot.id)) titles += 1;
      }
      after.spaces.forEach((cubes, s) => {
        expect(changes.spaces.has(s)).toBe(
          JSON.stringify(before.spaces[s]) !== JSON.stringify(cubes),
        );
      });
      expect(changes.brokerMoved).toBe(before.broker !== after.broker);
      seen += changes.lots.size + changes.spaces.size;
    }
    expect(seen).toBeGreaterThan(0);
    expect(titles).toBeGreaterThan(0);
  });

  it('merges several steps into one set of highlights', () => {
    const merged = mergeChanges(
      { lots: new Set(['A']), titles: new Set(['A']), spaces: new Set([1]), brokerMoved: false },
      { lots: new Set(['B']), titles: new Set(), spaces: new Set([1, 2]), brokerMoved: true },
    );
    expect([...merged.titles]).toEqual(['A']);
    expect([...merged.lots].sort()).toEqual(['A', 'B']);
    expect([...merged.spaces].sort()).toEqual([1, 2]);
    expect(merged.brokerMoved).toBe(true);
  });
});
