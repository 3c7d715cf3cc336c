import { bigShot, seatViewer } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { awayWindows } from '../testing/away-windows.ts';
import { awayChanges } from './away.ts';
import { boardChanges } from './board-acts.ts';
import { asView } from './model.ts';
import { fixtureStates, loadFixtures } from './test-support.ts';

const windows = loadFixtures().flatMap((fixture) =>
  awayWindows(bigShot, fixture, fixtureStates(fixture), [1, 3, 8]),
);

const [fixture] = loadFixtures();
if (fixture === undefined) throw new Error('no Big Shot fixture');
const last = fixtureStates(fixture).at(-1);
if (last === undefined) throw new Error('no Big Shot position');
const real = asView(bigShot.view(last, seatViewer(0)));
if (real === null) throw new Error('unreadable view');
/** A real view with the broker where a test wants it. */
const brokerOn = (broker: number) => ({ ...real, broker });

describe('awayChanges (Big Shot)', () => {
  it('highlights nothing when the entries changed nothing', () => {
    expect(awayChanges([], real)).toBeNull();
    expect(awayChanges([{ type: 'bid', seat: 1, amount: 3 }, 7], real)).toBeNull();
  });

  it('adds up the changes of several entries', () => {
    const changes = awayChanges(
      [
        { type: 'broker_moved', roll: 4, from: 2, to: 6 },
        { type: 'auction_won', seat: 1, amount: 3 },
        { type: 'cube_placed', seat: 1, colour: 'red', lot: 'A1' },
        { type: 'lot_sold', lot: 'A1', owner: 'red', cubes: {} },
        { type: 'cube_placed', seat: 1, colour: 'red', lot: 'B2' },
      ],
      brokerOn(6),
    );
    expect(changes).toEqual({
      lots: new Set(['A1', 'B2']),
      titles: new Set(['A1']),
      spaces: new Set([6]),
      brokerMoved: true,
    });
  });

  it('outlines a lot that gained a title while the seat was away, and drops its title in', () => {
    // The last cube of a placement sells the lot; the game's end sells or leaves the rest.
    const changes = awayChanges(
      [
        { type: 'lot_sold', lot: 'H3', owner: 'white', cubes: {} },
        { type: 'lot_unowned', lot: 'H4', cubes: {} },
      ],
      real,
    );
    expect(changes?.lots).toEqual(new Set(['H3', 'H4']));
    expect(changes?.titles).toEqual(new Set(['H3']));
  });

  it('outlines the space an auction ended on before the broker moved on', () => {
    const changes = awayChanges(
      [
        { type: 'cubes_taken_free', seat: 0 },
        { type: 'broker_moved', roll: 3, from: 6, to: 9 },
      ],
      brokerOn(9),
    );
    expect(changes?.spaces).toEqual(new Set([6]));
  });

  it('covers everything the map shows as changed over real stretches of play', () => {
    expect(windows.length).toBeGreaterThan(50);
    let compared = 0;
    let titles = 0;
    for (const { before, after, events } of windows) {
      const from = asView(before);
      const to = asView(after);
      if (from === null || to === null) throw new Error('unreadable view');
      const seen = boardChanges(from, to);
      const away = awayChanges(events, to);
      for (const lot of seen.lots) expect(away?.lots.has(lot)).toBe(true);
      for (const lot of seen.titles) expect(away?.titles.has(lot)).toBe(true);
      titles += seen.titles.size;
      for (const space of seen.spaces) expect(away?.spaces.has(space)).toBe(true);
      if (seen.brokerMoved) expect(away?.brokerMoved).toBe(true);
      compared += seen.lots.size + seen.spaces.size;
    }
    expect(compared).toBeGreaterThan(0);
    expect(titles).toBeGreaterThan(0);
  });
});
