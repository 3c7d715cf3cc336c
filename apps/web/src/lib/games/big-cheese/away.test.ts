import { bigCheese, seatViewer } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { awayWindows } from '../testing/away-windows.ts';
import { awayChanges } from './away.ts';
import { asView } from './model.ts';
import { boardChanges } from './motion.ts';
import { fixtureStates, loadFixtures, startState } from './test-support.ts';

const windows = loadFixtures().flatMap((fixture) =>
  awayWindows(bigCheese, fixture, fixtureStates(fixture), [1, 3, 8]),
);

const [fixture] = loadFixtures();
if (fixture === undefined) throw new Error('no Big Cheese fixture');
const last = fixtureStates(fixture).at(-1);
if (last === undefined) throw new Error('no Big Cheese position');
const real = asView(bigCheese.view(last, seatViewer(0)));
if (real === null) throw new Error('unreadable view');
const empty = { ...real, projects: [] };

describe('awayChanges (The Big Cheese)', () => {
  it('highlights nothing when the entries changed nothing', () => {
    expect(awayChanges([], empty)).toBeNull();
    expect(awayChanges([{ type: 'passed', seat: 1 }, 'not an event'], empty)).toBeNull();
  });

  it('outlines the older projects a won auction took a worker from', () => {
    const [project] = real.projects;
    if (project === undefined) throw new Error('no project in the fixture');
    const won = { type: 'auction_won', seat: 0, amount: 1, card: 5, project: project.id + 1 };
    expect(awayChanges([won], real)?.projects).toEqual([
      project.id + 1,
      ...real.projects.filter((p) => p.id < project.id + 1).map((p) => p.id),
    ]);
  });

  it('relies on what the engine guarantees: no project without workers is on the table when an auction is won', () => {
    // awayChanges outlines every older project still there now for a won auction; it could only
    // outline one wrongly if a project with no workers (which loses none) sat on the table while
    // an auction was won. Mature projects are paid out before the next auction (RULES §1.6), so
    // every project older than a won one had a worker to lose, in every fixture's every auction.
    let auctions = 0;
    for (const game of loadFixtures()) {
      let state = startState(game);
      for (const event of game.steps.flatMap((step) => step.events)) {
        if (event.type === 'auction_won') {
          auctions += 1;
          expect(state.projects.filter((p) => p.workers === 0)).toEqual([]);
        }
        state = bigCheese.evolve(state, event);
      }
    }
    expect(auctions).toBeGreaterThan(50);
  });

  it('adds up the changes of several entries', () => {
    const changes = awayChanges(
      [
        { type: 'auction_started', opener: 0, card: 5 },
        { type: 'workers_hired', seat: 1, project: 3, hired: 2 },
        { type: 'project_rolled', seat: 1, project: 3, dice: [2, 5] },
        { type: 'project_scored', seat: 1, project: 3, card: 5, points: 5 },
        { type: 'workers_hired', seat: 2, project: 4, hired: 1 },
      ],
      empty,
    );
    expect(changes).toEqual({ projects: [3, 4], offer: true, roll: true, seats: [1] });
  });

  it('covers everything the board shows as changed over real stretches of play', () => {
    expect(windows.length).toBeGreaterThan(50);
    let compared = 0;
    for (const { before, after, events } of windows) {
      const from = asView(before);
      const to = asView(after);
      if (from === null || to === null) throw new Error('unreadable view');
      const seen = boardChanges(from, to);
      const away = awayChanges(events, to);
      for (const project of seen.projects) expect(away?.projects).toContain(project);
      for (const seat of seen.seats) expect(away?.seats).toContain(seat);
      if (seen.roll) expect(away?.roll).toBe(true);
      compared += seen.projects.length + seen.seats.length;
    }
    expect(compared).toBeGreaterThan(0);
  });
});
