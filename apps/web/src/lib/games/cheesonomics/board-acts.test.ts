import { cheesonomics } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import {
  boardChanges,
  boardTargets,
  changedBoxes,
  mergeChanges,
  NO_CHANGES,
} from './board-acts.ts';
import type { Box } from './board-acts.ts';
import { planBoard } from './board.ts';
import { resolveDraft } from './draft.ts';
import type { DraftState, DraftStep } from './draft.ts';
import { WIDTH, chipAt } from './layout.ts';
import { asCommands, asView } from './model.ts';
import type { CheesonomicsView, Command } from './model.ts';
import { slotShape } from './svg/market-wheels.ts';
import { fixtureStates, loadFixtures, seat, translator } from './testing/kit.ts';

const fixtures = loadFixtures();
const t = translator('en');
const NAMES = ['Ada', 'Bruno', 'Chloé', 'Dario', 'Eva'];

function viewOf(value: unknown): CheesonomicsView {
  const v = asView(value);
  if (v === null) throw new Error('no Cheesonomics view');
  return v;
}

const decisions = fixtures.flatMap((f) =>
  fixtureStates(f).flatMap((state, step) =>
    Array.from({ length: f.seatCount }, (_, s) => ({
      where: `${f.name} step ${step} seat ${s}`,
      view: viewOf(cheesonomics.view(state, seat(s))),
      legal: asCommands(cheesonomics.legalCommands(state, s)),
    })).filter((d) => d.legal.length > 0),
  ),
);

/** Every state of the draft a player can reach (a sale only a few wedges deep). */
function draftStates(legal: readonly Command[]): { steps: DraftStep[]; state: DraftState }[] {
  const out: { steps: DraftStep[]; state: DraftState }[] = [];
  const walk = (steps: DraftStep[]): void => {
    const state = resolveDraft(legal, steps);
    out.push({ steps, state });
    if (state.stage === 'type')
      for (const type of state.options) walk([...steps, { kind: 'type', type }]);
    if (state.stage === 'field') {
      for (const value of state.options)
        walk([...steps, { kind: 'field', field: state.field, value }]);
    }
    if (state.stage === 'sale' && steps.length < 4) {
      for (const code of state.additions) walk([...steps, { kind: 'wedge', code }]);
    }
  };
  walk([]);
  return out;
}

const inside = (box: Box, height: number): boolean =>
  box.x >= 0 && box.y >= 0 && box.x + box.w <= WIDTH && box.y + box.h <= height;
const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('boardTargets', () => {
  it('offers on the board exactly the slots, tray spaces and sale wedges the move box offers', () => {
    const counted = { slot: 0, category: 0, wedge: 0 };
    for (const d of decisions) {
      for (const { state } of draftStates(d.legal)) {
        const plan = planBoard(d.view, t, NAMES, state.stage === 'sale' ? state.chosen : []);
        const targets = boardTargets(d.view, state, plan);
        const where = `${d.where} at ${JSON.stringify(state)}`;
        if (state.stage === 'field' && (state.field === 'slot' || state.field === 'category')) {
          // Every option the move box offers is on the board, and nothing else.
          expect(
            targets.map((x) => x.step),
            where,
          ).toEqual(state.options.map((value) => ({ kind: 'field', field: state.field, value })));
          counted[state.field] += targets.length;
        } else if (state.stage === 'sale') {
          expect(
            targets.map((x) => x.value),
            where,
          ).toEqual(state.additions);
          const panel = plan.panels.find((p) => p.item.player.seat === d.view.viewer);
          const wheel = panel?.item.player.wheel ?? [];
          for (const target of targets) {
            // The box is a chip of that very code on the viewer's wheel.
            const index = wheel.findIndex((_, i) => {
              const at = chipAt(i, (panel?.y ?? 0) + 50);
              return at.x === target.box.x && at.y === target.box.y;
            });
            expect(wheel[index], where).toBe(target.value);
          }
          counted.wedge += targets.length;
        } else {
          expect(targets, where).toEqual([]);
        }
        for (const [i, a] of targets.entries()) {
          expect(inside(a.box, plan.height), where).toBe(true);
          if (a.step.kind === 'field' && a.step.field === 'slot') {
            // A market wedge's button is its own sector of its wheel (sectors never overlap).
            expect(a.d, where).toBe(slotShape(d.view, Number(a.value))?.sector);
            continue;
          }
          for (const b of targets.slice(i + 1)) expect(overlap(a.box, b.box), where).toBe(false);
        }
      }
    }
    expect(counted.slot).toBeGreaterThan(0);
    expect(counted.category).toBeGreaterThan(0);
    expect(counted.wedge).toBeGreaterThan(0);
  });
});

describe('boardChanges', () => {
  const fixture = fixtures[0];
  if (fixture === undefined) throw new Error('no fixture');
  const views = fixtureStates(fixture).map((s) => viewOf(cheesonomics.view(s, seat(0))));

  it('finds nothing without a view before, or between a view and itself', () => {
    const [first] = views;
    if (first === undefined) throw new Error('no view');
    expect(boardChanges(null, first)).toBe(NO_CHANGES);
    expect(boardChanges(first, first)).toEqual(NO_CHANGES);
  });

  it('names the slots, prices and seats that changed between two positions', () => {
    let seen = 0;
    for (const [i, after] of views.entries()) {
      const before = views[i - 1];
      if (before === undefined) continue;
      const changes = boardChanges(before, after);
      for (const s of after.market) {
        const was = before.market.find((b) => b.slot === s.slot);
        expect(changes.slots.includes(s.slot)).toBe(
          JSON.stringify(was?.up) !== JSON.stringify(s.up),
        );
      }
      for (const p of after.players) {
        if (before.players[p.seat]?.curds !== p.curds) expect(changes.seats).toContain(p.seat);
      }
      const plan = planBoard(after, t, NAMES, []);
      const boxes = changedBoxes(after, plan, changes);
      expect(boxes).toHaveLength(
        changes.slots.length + changes.prices.length + changes.tray.length + changes.seats.length,
      );
      for (const { box } of boxes) expect(inside(box, plan.height)).toBe(true);
      seen += boxes.length;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('merges the steps of a plan', () => {
    const merged = mergeChanges(
      { slots: [1], prices: ['red'], tray: [], seats: [0] },
      { slots: [1, 2], prices: [], tray: ['cow'], seats: [1] },
    );
    expect(merged).toEqual({ slots: [1, 2], prices: ['red'], tray: ['cow'], seats: [0, 1] });
  });
});
