import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cheesonomics } from '@tavolo/engine';
import type { Viewer } from '@tavolo/engine';
import type { Translate } from '../contract.ts';
import { marketWedgeName, wedgeName } from './labels.ts';
import type { MarketWedge, WedgeCode } from './model.ts';
import { tableChooser } from './testing/drive.ts';
import type { CheesonomicsState } from './testing/kit.ts';
import {
  fixtureStates,
  lcg,
  loadFixtures,
  playout,
  seat,
  translator,
  viewers,
} from './testing/kit.ts';
import { tableRenderer } from './testing/ssr.ts';
import type { Ssr } from './testing/ssr.ts';

const names = ['Ada', 'Bea', 'Cy', 'Di', 'Ed'];
const t = translator('en');

let ssr: Ssr | null = null;
beforeAll(async () => {
  ssr = await tableRenderer();
}, 60_000);
afterAll(async () => {
  await ssr?.close();
});

function renderFor(state: CheesonomicsState, viewer: Viewer, translate: Translate = t): string {
  const legal = viewer.kind === 'seat' ? cheesonomics.legalCommands(state, viewer.seat) : [];
  if (ssr === null) throw new Error('no renderer');
  return ssr.render({
    view: cheesonomics.view(state, viewer),
    legalCommands: legal,
    viewer,
    seatNames: names.slice(0, state.seatCount),
    status: cheesonomics.outcome(state) === null ? 'started' : 'finished',
    busy: false,
    onCommand: () => undefined,
    t: translate,
  });
}

/**
 * Labels of the wedges other seats' views show of their own (hand, sold pile, supply) that this
 * viewer's view does not contain at all, minus labels that are part of a label the viewer may
 * legitimately see ("blue goat" inside "blue goat (bell)").
 */
function hiddenLabels(state: CheesonomicsState, viewer: Viewer): string[] {
  const own = JSON.stringify(cheesonomics.view(state, viewer));
  const codes = new Set<WedgeCode>();
  const wedges = new Map<number, MarketWedge>();
  for (let s = 0; s < state.seatCount; s++) {
    if (viewer.kind === 'seat' && viewer.seat === s) continue;
    const p = cheesonomics.view(state, seat(s)).players[s];
    for (const code of [...(p?.hand ?? []), ...(p?.fulfilment ?? [])]) codes.add(code);
    for (const w of p?.supply ?? []) wedges.set(w.id, w);
  }
  const seen = (code: string) => own.includes(`"${code}"`);
  const visible = [...new Set(own.match(/"[a-z]+-[a-z]+(-[a-z]+)?"/g) ?? [])]
    .map((q) => q.slice(1, -1))
    .filter((c): c is WedgeCode => /^(red|orange|yellow|green|blue)-/.test(c))
    .map((c) => wedgeName(t, c));
  const hidden = [...codes].filter((c) => !seen(c)).map((c) => wedgeName(t, c));
  const hiddenMarket = [...wedges.values()]
    .filter((w) => !own.includes(`"id":${w.id},`))
    .map((w) => marketWedgeName(t, w));
  return [...hidden.filter((l) => !visible.some((v) => v.includes(l))), ...hiddenMarket];
}

/** States of a few games played through the table, one every few moves. */
const games = [
  { n: 3, flavour: 'mild' as const, seed: 31 },
  { n: 3, flavour: 'sharp' as const, seed: 32 },
  { n: 4, flavour: 'sharp' as const, seed: 41 },
  { n: 2, flavour: 'mild' as const, seed: 21 },
].map((g) => ({
  ...g,
  states: playout(g.n, g.flavour, g.seed, tableChooser(lcg(g.seed), []), 2000).states,
}));

describe('the table, rendered on the server', () => {
  it("seat 0's page mid-game holds its own hand and none of another seat's hidden wedges", () => {
    const game = games[0];
    if (game === undefined) throw new Error('no game');
    const state = game.states[Math.floor(game.states.length / 2)];
    if (state === undefined) throw new Error('no state');
    const html = renderFor(state, seat(0));
    const ownHand = cheesonomics.view(state, seat(0)).players[0]?.hand ?? [];
    expect(ownHand.length).toBeGreaterThan(0);
    for (const code of ownHand) expect(html).toContain(wedgeName(t, code));
    const hidden = hiddenLabels(state, seat(0));
    expect(hidden.length).toBeGreaterThan(0);
    for (const label of hidden) expect(html).not.toContain(label);
    expect(html).toContain('role="img"');
    expect(html).toMatch(/<title[^>]*>Cheesonomics \(Mild\)/);
  });

  it.each(games)('$n players $flavour: no viewer ever sees what only others may see', (game) => {
    let checked = 0;
    game.states.forEach((state, i) => {
      if (i % 7 !== 3) return;
      for (const viewer of viewers(game.n)) {
        const html = renderFor(state, viewer);
        const hidden = hiddenLabels(state, viewer);
        checked += hidden.length;
        for (const label of hidden) expect(html, `state ${i}`).not.toContain(label);
      }
    });
    expect(checked).toBeGreaterThan(0);
  });

  it('renders every fixture state for every viewer in every language, without raw keys', () => {
    for (const f of loadFixtures()) {
      for (const state of fixtureStates(f)) {
        for (const viewer of viewers(f.seatCount)) {
          for (const locale of ['en', 'it', 'fr'] as const) {
            const html = renderFor(state, viewer, translator(locale));
            expect(html).not.toMatch(/cheesonomics\.[a-z]/);
            expect(html).not.toMatch(/\bundefined\b|\bNaN\b/);
          }
        }
      }
    }
  });

  it('is read-only and says who is acting when the viewer has nothing to do', () => {
    const game = games[0];
    const state = game?.states.find(
      (s) => !cheesonomics.activeSeats(s).includes(0) && s.phase.kind === 'action',
    );
    if (state === undefined) throw new Error('no such state');
    const html = renderFor(state, seat(0));
    expect(html).not.toContain('<button type="button"');
    expect(html).toContain(`Waiting for ${names[state.turn] ?? ''} to churn, produce or sell.`);
  });

  it('offers the actions as buttons, with Undo, Reset and a disabled Send, on its turn', () => {
    const game = games[0];
    const state = game?.states.find(
      (s) => cheesonomics.activeSeats(s).includes(0) && s.phase.kind === 'action',
    );
    if (state === undefined) throw new Error('no such state');
    const html = renderFor(state, seat(0));
    expect(html).toContain('Your turn: churn, produce or sell.');
    expect(html).toMatch(/<button type="button"[^>]*>Churn<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*class="send[^"]*"[^>]*disabled/);
  });

  it('shows the winner and everything once the game is over', () => {
    const game = games[1];
    const state = game?.states.at(-1);
    if (state === undefined) throw new Error('no state');
    const html = renderFor(state, seat(1));
    expect(html).toContain('The game is over. Winner:');
    const anyHand = cheesonomics.view(state, seat(1)).players.flatMap((p) => p.hand ?? []);
    for (const code of anyHand) expect(html).toContain(wedgeName(t, code));
  });
});
