import { bigShot, seatViewer } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { layout } from './layout.ts';
import { sameJson } from '../json.ts';
import { COLOURS, asCommand, asEvent, asView, cubesOnOffer } from './model.ts';
import { scores } from './scores.ts';
import { fixtureStates, loadFixtures } from './test-support.ts';

const fixtures = loadFixtures();

describe('model', () => {
  it('names every cube colour of the board, in board order', () => {
    const [state] = fixtures.flatMap(fixtureStates);
    if (state === undefined) throw new Error('no fixture');
    for (const space of bigShot.view(state, seatViewer(0)).spaces) {
      expect(Object.keys(space)).toEqual([...COLOURS]);
    }
  });

  it('recognises the views, commands and events of every fixture', () => {
    for (const fixture of fixtures) {
      for (const state of fixtureStates(fixture)) {
        expect(asView(bigShot.view(state, seatViewer(0)))).not.toBeNull();
        for (const c of bigShot.legalCommands(state, state.roller)) {
          expect(asCommand(c)).not.toBeNull();
        }
      }
      for (const step of fixture.steps) for (const e of step.events) expect(asEvent(e)).toBe(e);
    }
    expect(asView({ deck: [] })).toBeNull();
    expect(asCommand({ type: 'bid_high' })).toBeNull();
  });

  it('shows no cubes on offer during a loan round held before the roll (RULES §2.9.2)', () => {
    const fixture = fixtures.find((f) => f.name === 'bs-r2-loans-before-roll');
    if (fixture === undefined) throw new Error('fixture missing');
    const states = fixtureStates(fixture);
    const rolled = states.findIndex((state) => state.phase.kind === 'auction');
    for (const [i, state] of states.entries()) {
      const view = bigShot.view(state, seatViewer(0));
      if (i < rolled) expect(cubesOnOffer(view), `position ${i}`).toBeNull();
      if (i === rolled) expect(cubesOnOffer(view)).toEqual(view.spaces[view.broker]);
    }
    expect(rolled).toBeGreaterThan(0);
  });

  it('compares commands field by field', () => {
    expect(sameJson({ type: 'bid', amount: 3 }, { amount: 3, type: 'bid' })).toBe(true);
    expect(sameJson({ type: 'bid', amount: 3 }, { type: 'bid', amount: 4 })).toBe(false);
    expect(sameJson({ type: 'pass' }, { type: 'pass', extra: 1 })).toBe(false);
  });

  it('charts the engine’s fortunes at every step, the outcome’s scores at the end', () => {
    for (const fixture of fixtures) {
      const states = fixtureStates(fixture);
      for (const state of states) {
        const seen = bigShot.view(state, seatViewer(0));
        const got = scores(seen);
        const hidden = seen.fortunes.includes('hidden');
        expect(got).toEqual(hidden ? null : seen.fortunes);
        const outcome = bigShot.outcome(state);
        if (outcome !== null) expect(got).toEqual(outcome.scores);
      }
    }
    expect(scores('not a view')).toBeNull();
  });
});

describe('layout', () => {
  const [first] = fixtures;
  const state = first === undefined ? undefined : fixtureStates(first)[0];
  const view = state === undefined ? null : asView(bigShot.view(state, seatViewer(0)));

  it('puts every space on the ring and every lot inside it, without overlaps', () => {
    if (view === null) throw new Error('no view');
    const geo = layout(view.board);
    expect(geo.spaces).toHaveLength(view.board.spaces);
    expect(new Set(geo.spaces.map((b) => `${b.x},${b.y}`)).size).toBe(view.board.spaces);
    const boxes = view.board.lots.map((l) => geo.lots.get(l.id));
    expect(boxes.every((b) => b !== undefined)).toBe(true);
    const inner = boxes.flatMap((b) => (b === undefined ? [] : [b]));
    for (const [i, a] of inner.entries()) {
      expect(a.x).toBeGreaterThanOrEqual(100);
      expect(a.x + a.w).toBeLessThanOrEqual(geo.width - 100);
      for (const b of inner.slice(i + 1)) {
        const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
        expect(apart).toBe(true);
      }
    }
    // Each park stands in a column with the lots it touches.
    for (const lot of view.board.lots) {
      for (const park of lot.adjacentParks) {
        expect(geo.lots.get(lot.id)?.x).toBe(geo.lots.get(park)?.x);
      }
    }
    expect(geo.parkGroups).toHaveLength(2);
    expect(geo.height).toBeGreaterThan(geo.width); // portrait, for phones
  });
});
