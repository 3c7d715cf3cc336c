import { describe, expect, it } from 'vitest';
import { cheesonomics } from '@tavolo/engine';
import { resolveDraft } from './draft.ts';
import { sameJson } from '../json.ts';
import { asCommands } from './model.ts';
import type { Command } from './model.ts';
import { commandSummary, fieldQuestion, optionLabel } from './options.ts';
import { planCommands } from './returns.ts';
import { allDrafts, allPlans, tableChooser } from './testing/drive.ts';
import { fixtureStates, lcg, loadFixtures, playout, seat, translator } from './testing/kit.ts';
import { asView } from './model.ts';

const fixtures = loadFixtures();
const t = translator('en');

/** Every decision in the fixtures: each state, each seat with something to do. */
const decisions = fixtures.flatMap((f) =>
  fixtureStates(f).flatMap((state, step) =>
    Array.from({ length: f.seatCount }, (_, s) => ({
      where: `${f.name} step ${step} seat ${s}`,
      view: cheesonomics.view(state, seat(s)),
      legal: cheesonomics.legalCommands(state, s),
    })).filter((d) => d.legal.length > 0),
  ),
);

describe('command assembly against the fixtures', () => {
  it('finds decisions of every kind in the fixtures', () => {
    const types = new Set(decisions.flatMap((d) => asCommands(d.legal).map((c) => c.type)));
    expect([...types].sort()).toEqual(
      [
        'churn',
        'decline_final_sell',
        'final_sell',
        'flip',
        'give',
        'moove_discard',
        'decline_moove',
        'moove_steal',
        'pick',
        'produce',
        'replace',
        'return_wedge',
        'sell',
        'swap_supply',
        'take_from_discard',
      ].sort(),
    );
  });

  it.each(decisions)('$where: every draft ends on a listed command, and reaches them all', (d) => {
    const legal = asCommands(d.legal);
    expect(legal).toHaveLength(d.legal.length);
    const others = legal.filter((c) => c.type !== 'return_wedge');
    const built = others.length === 0 ? [] : allDrafts(others);
    for (const command of built) expect(d.legal).toContain(command);
    for (const command of others) expect(built.some((b) => sameJson(b, command))).toBe(true);
  });

  it.each(decisions)('$where: every option and summary has words', (d) => {
    const v = asView(d.view);
    if (v === null) throw new Error('not a view');
    const legal = asCommands(d.legal).filter((c) => c.type !== 'return_wedge');
    if (legal.length === 0) return;
    const ctx = { v, t, names: ['Ada', 'Bea', 'Cy', 'Di', 'Ed'] };
    const state = resolveDraft(legal, []);
    if (state.stage === 'field') {
      expect(fieldQuestion(t, state.type, state.field)).not.toMatch(/cheesonomics\./);
      for (const value of state.options) {
        expect(optionLabel(ctx, state.type, state.field, value, [])).not.toMatch(/#|undefined/);
      }
    }
    for (const command of allDrafts(legal))
      expect(commandSummary(ctx, command)).not.toMatch(/\?|#/);
  });

  it('plans of returns are made of listed commands only', () => {
    const returning = decisions.filter((d) =>
      asCommands(d.legal).some((c) => c.type === 'return_wedge'),
    );
    expect(returning.length).toBeGreaterThan(0);
    for (const d of returning) {
      const legal = asCommands(d.legal);
      const v = asView(d.view);
      const plans = allPlans(legal, v?.players[v.viewer ?? -1]?.hand ?? []);
      expect(plans.length).toBeGreaterThan(0);
      for (const plan of plans) {
        const commands = planCommands(legal, plan);
        expect(commands).not.toBeNull();
        for (const c of commands ?? []) expect(d.legal).toContain(c);
      }
    }
  });
});

describe('whole games played only through the table logic', () => {
  const games = [2, 3, 4, 5].flatMap((n) =>
    (['mild', 'sharp'] as const).flatMap((flavour) =>
      [1, 2, 3].map((k) => ({ n, flavour, seed: n * 100 + k })),
    ),
  );

  const typesSent = new Set<string>();

  it.each(games)(
    '$n players, $flavour, seed $seed: every command sent was listed',
    ({ n, flavour, seed }) => {
      const sent: { command: unknown; legal: readonly unknown[] }[] = [];
      const game = playout(n, flavour, seed, tableChooser(lcg(seed), sent), 2000);
      const last = game.states.at(-1);
      expect(last && cheesonomics.outcome(last)).not.toBeNull();
      for (const s of sent) {
        expect(s.legal).toContain(s.command);
        typesSent.add((s.command as Command).type);
      }
    },
  );

  it('those games sent every kind of command', () => {
    expect(typesSent.size).toBe(15);
  });
});
