import { bigShot, seatViewer } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { sameJson } from '../json.ts';
import { asView } from './model.ts';
import type { BigShotCommand, BigShotView } from './model.ts';
import {
  bidCommand,
  bidRange,
  clampBid,
  loanColours,
  loanRoundCommands,
  mayEndLoans,
  mayPass,
  mayRoll,
  payingColours,
  placementColours,
  placementCommands,
  placementLots,
} from './draft.ts';
import type { Placement } from './draft.ts';
import { IDLE, next, start } from './queue.ts';
import { fixtureStates, loadFixtures, send } from './test-support.ts';
import type { State } from './test-support.ts';

interface Decision {
  readonly where: string;
  readonly state: State;
  readonly seat: number;
  readonly view: BigShotView;
  readonly legal: readonly unknown[];
}

/** Every position of every fixture where some seat has commands to choose from. */
function decisions(): Decision[] {
  return loadFixtures().flatMap((fixture) =>
    fixtureStates(fixture).flatMap((state, i) =>
      Array.from({ length: fixture.seatCount }, (_, seat) => seat).flatMap((seat) => {
        const legal = bigShot.legalCommands(state, seat);
        const view = asView(bigShot.view(state, seatViewer(seat)));
        if (legal.length === 0 || view === null) return [];
        return [{ where: `${fixture.name}#${i} seat ${seat}`, state, seat, view, legal }];
      }),
    ),
  );
}

const all = decisions();
let sentTotal = 0;

/** Asserts `command` is one of `legal` (the very object the server listed). */
function expectMember(command: unknown, legal: readonly unknown[], where: string): void {
  expect(legal.includes(command), `${where}: ${JSON.stringify(command)}`).toBe(true);
}

/**
 * Sends a plan through the queue against the engine, as the table does against the server: each
 * command is checked against the legal list of the moment, and the next waits for a fresh list.
 */
function runPlan(d: Decision, plan: readonly BigShotCommand[]): { sent: number; end: string } {
  let runner = start(plan);
  let state = d.state;
  let legal: readonly unknown[] = d.legal;
  let view = JSON.stringify(d.view);
  let sent = 0;
  for (;;) {
    const step = next(runner, legal, false, view);
    if (step.kind !== 'send') return { sent, end: step.kind };
    expectMember(step.command, legal, d.where);
    runner = step.runner;
    // While the command is on its way, and until the answer (a new view and list), nothing more.
    const waiting = next(runner, legal, true, view);
    if (waiting.kind === 'wait') runner = waiting.runner;
    else expect(runner.pending).toHaveLength(0);
    state = send(state, d.seat, step.command);
    legal = bigShot.legalCommands(state, d.seat);
    expect(next(runner, [...legal], false, view).kind === 'send').toBe(false);
    view = JSON.stringify(bigShot.view(state, seatViewer(d.seat)));
    sent += 1;
    sentTotal += 1;
  }
}

/** Drafts every cube in hand as the form does, picking colour and lot by `pick`. */
function draftAll(d: Decision, pick: (n: number, step: number) => number): Placement[] {
  const draft: Placement[] = [];
  for (let step = 0; step < 10; step += 1) {
    const colours = placementColours(d.view, d.legal, draft);
    const colour = colours[pick(colours.length, step)]?.colour;
    if (colour === undefined) break;
    const lots = placementLots(d.legal, draft, colour);
    const lot = lots[pick(lots.length, step)];
    if (lot === undefined) break;
    draft.push({ colour, lot });
  }
  return draft;
}

describe('command assembly over every fixture position', () => {
  it('finds decisions of every kind in the fixtures', () => {
    const kinds = new Set(all.map((d) => d.view.phase.kind));
    expect([...kinds].sort()).toEqual(['auction', 'loans', 'paying', 'placement', 'roll']);
  });

  it('offers single choices that are all legal commands', () => {
    for (const d of all) {
      const built: (BigShotCommand | null)[] = [];
      if (mayRoll(d.legal)) built.push({ type: 'roll' });
      if (mayPass(d.legal)) built.push({ type: 'pass' });
      for (const colour of payingColours(d.legal)) {
        built.push({ type: 'choose_paying_colour', colour });
      }
      const range = bidRange(d.legal);
      if (range !== null) {
        for (const typed of [range.min, range.max, (range.min + range.max) / 2, -3, 1e6, NaN]) {
          built.push(bidCommand(d.legal, clampBid(range, typed)));
        }
      }
      if (!mayEndLoans(d.legal)) {
        for (const colour of loanColours(d.legal)) built.push({ type: 'take_loan', colour });
      }
      for (const command of built) {
        expect(command, d.where).not.toBeNull();
        expect(
          d.legal.some((l) => sameJson(l, command)),
          d.where,
        ).toBe(true);
      }
    }
  });

  it('sends loan declarations (every subset of the offered loans) as legal commands only', () => {
    const rounds = all.filter((d) => mayEndLoans(d.legal));
    expect(rounds.length).toBeGreaterThan(0);
    for (const d of rounds) {
      const offered = loanColours(d.legal);
      for (let mask = 0; mask < 1 << offered.length; mask += 1) {
        const chosen = offered.filter((_, i) => (mask >> i) & 1);
        const { sent, end } = runPlan(d, loanRoundCommands(chosen));
        expect(end, d.where).toBe('done');
        expect(sent).toBeGreaterThanOrEqual(chosen.length);
      }
    }
  });

  it('sends drafted placements as legal commands only, stopping when the table changed', () => {
    const placing = all.filter((d) => d.view.phase.kind === 'placement');
    expect(placing.length).toBeGreaterThan(0);
    const strategies = [
      (): number => 0,
      (n: number): number => n - 1,
      (n: number, step: number): number => (step * 5) % Math.max(1, n),
    ];
    for (const d of placing) {
      for (const pick of strategies) {
        const draft = draftAll(d, pick);
        expect(draft.length, d.where).toBeGreaterThan(0);
        const { sent, end } = runPlan(d, placementCommands(draft));
        expect(sent, d.where).toBeGreaterThan(0);
        expect(['done', 'stuck']).toContain(end);
      }
    }
    expect(sentTotal).toBeGreaterThan(1000);
  });

  it('stops a plan whose next cube would go on a lot the previous one sold', () => {
    // A placement where the whole hand fits on one lot that already holds cubes: the lot fills
    // up part-way through the plan, and the queue must stop rather than send an illegal cube.
    const d = all.find((x) => {
      const lot = x.view.lots.find(
        (l) => l.status === 'open' && Object.values(l.cubes).reduce((a, b) => a + b, 0) >= 4,
      );
      return x.view.phase.kind === 'placement' && lot !== undefined;
    });
    if (d === undefined) throw new Error('no fixture position with a crowded lot to place on');
    const lot = d.view.lots.find(
      (l) => l.status === 'open' && Object.values(l.cubes).reduce((a, b) => a + b, 0) >= 4,
    );
    if (lot === undefined) throw new Error('unreachable');
    const draft = draftAll(d, () => 0).map((p) => ({ ...p, lot: lot.id }));
    const { sent, end } = runPlan(d, placementCommands(draft));
    expect(end).toBe('stuck');
    expect(sent).toBeLessThan(draft.length);
  });
});

describe('queue', () => {
  const pass = { type: 'pass' } as const;

  it('waits while busy and until the answer brings a new view and a new list', () => {
    const legal = [{ type: 'pass' }];
    expect(next(start([pass]), legal, true, 'v1').kind).toBe('wait');
    const step = next(start([pass, pass]), legal, false, 'v1');
    if (step.kind !== 'send') throw new Error(step.kind);
    expect(step.command).toBe(legal[0]);
    expect(next(step.runner, legal, false, 'v1').kind).toBe('wait');
    const busy = next(step.runner, legal, true, 'v1');
    if (busy.kind !== 'wait') throw new Error(busy.kind);
    expect(next(busy.runner, legal, false, 'v2').kind).toBe('wait');
    expect(next(busy.runner, [{ type: 'pass' }], false, 'v2').kind).toBe('send');
  });

  it('stops when the command came back refused (nothing changed)', () => {
    const legal = [{ type: 'pass' }];
    const step = next(start([pass, pass]), legal, false, 'v1');
    if (step.kind !== 'send') throw new Error(step.kind);
    const busy = next(step.runner, legal, true, 'v1');
    if (busy.kind !== 'wait') throw new Error(busy.kind);
    expect(next(busy.runner, [{ type: 'pass' }], false, 'v1').kind).toBe('stuck');
  });

  it('is stuck on a command the list no longer has, done when empty', () => {
    expect(next(start([pass]), [{ type: 'roll' }], false, 'v').kind).toBe('stuck');
    expect(next(IDLE, [], false, 'v').kind).toBe('done');
    expect(next(start([{ type: 'end_loans' }]), [], false, 'v').kind).toBe('done');
  });
});
