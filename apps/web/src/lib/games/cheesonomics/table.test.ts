import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cheesonomics } from '@tavolo/engine';
import type { Viewer } from '@tavolo/engine';
import type { Translate } from '../contract.ts';
import { textWidth } from '../../drawing/svg-text.ts';
import { planBoard } from './board.ts';
import { marketWedgeName, wedgeName } from './labels.ts';
import { CHIP_W, LABEL_W } from './layout.ts';
import { ANIMALS, COLOURS, KNIVES, SYMBOLS, asView } from './model.ts';
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
import { focusMarks, loadTable } from '../testing/ssr.ts';
import type { LoadedTable } from '../testing/ssr.ts';
import { MANY_RENDERS } from '../testing/timeouts.ts';

const names = ['Ada', 'Bea', 'Cy', 'Di', 'Ed'];
const t = translator('en');

let loaded: LoadedTable | null = null;
beforeAll(async () => {
  loaded = await loadTable('cheesonomics');
}, 60_000);
afterAll(async () => {
  await loaded?.close();
});

function renderFor(
  state: CheesonomicsState,
  viewer: Viewer,
  translate: Translate = t,
  seatNames: readonly string[] = names,
): string {
  const legal = viewer.kind === 'seat' ? cheesonomics.legalCommands(state, viewer.seat) : [];
  if (loaded === null) throw new Error('no renderer');
  const props = {
    view: cheesonomics.view(state, viewer),
    legalCommands: legal,
    viewer,
    seatNames: seatNames.slice(0, state.seatCount),
    status: cheesonomics.outcome(state) === null ? ('started' as const) : ('finished' as const),
    busy: false,
    onCommand: () => undefined,
    t: translate,
  };
  return loaded.render(loaded.Table, { props }).body;
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

/** Every cheese wedge print: each colour and animal, without and with each market symbol. */
const ALL_CODES: WedgeCode[] = COLOURS.flatMap((colour) =>
  ANIMALS.flatMap((animal) =>
    [null, ...SYMBOLS].map((symbol): WedgeCode =>
      symbol === null ? `${colour}-${animal}` : `${colour}-${animal}-${symbol}`,
    ),
  ),
);
/** Every two-sided market wedge: any side (colour, with or without a ribbon) on either face. */
const SIDES = COLOURS.flatMap((colour) => [false, true].map((ribbon) => ({ colour, ribbon })));
const ALL_MARKET: MarketWedge[] = SIDES.flatMap((a) => SIDES.map((b) => ({ a, b }))).map(
  (w, id) => ({ id, ...w }),
);

interface Box {
  readonly text: string;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

const attributes = (tag: string): Map<string, string> =>
  new Map([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k = '', v = '']) => [k, v]));

/**
 * Where each <text> of a chip lies, from its attributes: the width is the estimated width at its
 * font size (svg-text.ts), or the width it is squeezed into (textLength) when it has one.
 */
function textBoxes(group: string): Box[] {
  return [...group.matchAll(/<text\b([^>]*)>(.*?)<\/text>/g)].map(([, tag = '', body = '']) => {
    const a = attributes(tag);
    const text = body.replace(/<title>.*?<\/title>/, '');
    const size = Number(a.get('font-size'));
    const width = a.has('textLength')
      ? Number(a.get('textLength'))
      : textWidth(text, { size, bold: a.get('font-weight') === '700' });
    const x = Number(a.get('x'));
    const anchor = a.get('text-anchor') ?? 'start';
    const left = anchor === 'end' ? x - width : anchor === 'middle' ? x - width / 2 : x;
    const y = Number(a.get('y'));
    return { text, left, right: left + width, top: y - 0.8 * size, bottom: y + 0.2 * size };
  });
}

/**
 * The chips (wedges, with a <title>) or tiles (market slots, prices, tray spaces) of a drawing
 * (rendered markup) whose box is `width` wide, each with the texts drawn on it.
 */
function chips(html: string, width: number): { title: string; boxes: Box[] }[] {
  const plain = html.replace(/<!--[^]*?-->/g, '');
  const pattern = new RegExp(
    `<g transform="translate\\([\\d.]+ [\\d.]+\\)"[^>]*>(?:<title>([^<]*)</title>)?<rect width="${width}"(.*?)</g>`,
    'g',
  );
  return [...plain.matchAll(pattern)].map(([, title = '', body = '']) => ({
    title,
    boxes: textBoxes(body),
  }));
}

/**
 * A chip's words stay on the chip (`width` wide), clear of the glyph or swatch on its left
 * (`from`), and two texts on the same line (a word and a mark beside it) keep 2 units apart.
 */
function overlaps(boxes: readonly Box[], from: number, width = CHIP_W): string[] {
  const faults: string[] = [];
  for (const [i, b] of boxes.entries()) {
    if (b.left < from || b.right > width - 2) faults.push(`"${b.text}" leaves the chip`);
    for (const c of boxes.slice(i + 1)) {
      const sameLine = b.top < c.bottom && c.top < b.bottom;
      const apart = Math.max(c.left - b.right, b.left - c.right);
      if (sameLine && apart < 2) faults.push(`"${b.text}" touches "${c.text}"`);
    }
  }
  return faults;
}

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

  it.each(games)(
    '$n players $flavour: no viewer ever sees what only others may see',
    MANY_RENDERS,
    (game) => {
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
    },
  );

  // One test per fixture (each renders a few hundred pages), so each is small and says which.
  it.each(loadFixtures())(
    'renders every state of $name for every viewer in every language, without raw keys',
    MANY_RENDERS,
    (f) => {
      for (const state of fixtureStates(f)) {
        for (const viewer of viewers(f.seatCount)) {
          for (const locale of ['en', 'it', 'fr'] as const) {
            const html = renderFor(state, viewer, translator(locale));
            expect(html).not.toMatch(/cheesonomics\.[a-z]/);
            expect(html).not.toMatch(/\bundefined\b|\bNaN\b/);
          }
        }
      }
    },
  );

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

  it('marks where the focus goes: the first choice, else Send, else the status line', () => {
    const states = games[0]?.states ?? [];
    const acting = states.find((s) => cheesonomics.activeSeats(s).includes(0));
    const waiting = states.find((s) => !cheesonomics.activeSeats(s).includes(0));
    if (acting === undefined || waiting === undefined) throw new Error('no such state');
    const html = renderFor(acting, seat(0));
    const mine = focusMarks(html);
    expect(mine.control).toMatch(/^<button/);
    expect(mine.control).not.toContain('disabled');
    expect(mine.fallback).toBe(true);
    // Once a step completes the move and its choices go, the focus goes to Send (not Undo).
    expect(html).toMatch(/<button(?=[^>]*class="send)(?=[^>]*data-focus-default)[^>]*>/);
    expect(focusMarks(renderFor(waiting, seat(0)))).toEqual({ control: '', fallback: true });
  });

  it('fits long names into the drawing, keeping "(you)", with the full line in a <title>', () => {
    const state = games[0]?.states[10];
    if (state === undefined) throw new Error('no state');
    // Usernames may have up to 32 characters; display names more.
    const long = ['Bartholomew_Featherstonehaugh_II', 'W'.repeat(32), 'Zoë'];
    const html = renderFor(state, seat(0), t, long).replace(/<!--[^]*?-->/g, '');
    const heads = [
      ...html.matchAll(/<text x="20" y="16"[^>]*>(.*?)<\/text><text x="354"[^>]*>(.*?)<\/text>/g),
    ];
    expect(heads).toHaveLength(3);
    const head = { size: 13, bold: true };
    for (const [i, [, line = '', curds = '']] of heads.entries()) {
      const shown = line.replace(/<title>.*?<\/title>/, '').trim();
      // The line's room: the panel's, less the seat's colour dot before it and the curds after.
      expect(textWidth(shown, head), shown).toBeLessThanOrEqual(
        348 - 14 - textWidth(curds, head) - 10,
      );
      // Panels are drawn from the viewer's seat on.
      if (i === 2) expect(line).toMatch(/Zoë$/);
      else
        expect(line).toMatch(
          new RegExp(`^<title>(▶ )?${long[i] ?? ''}${i === 0 ? ' \\(you\\)' : ''}</title>`),
        );
      if (i === 0) expect(shown).toMatch(/… \(you\)$/);
    }
    // A label naming a seat (a hand shown to the viewer) is fitted the same way.
    const view = asView(cheesonomics.view(state, seat(0)));
    if (view === null) throw new Error('no view');
    const plan = planBoard({ ...view, shownHand: { seat: 1, items: [] } }, t, long, []);
    const label = plan.extras[0]?.item;
    expect(label?.full).toBe(`${long[1] ?? ''}’s hand, shown to you`);
    expect(label?.label).toMatch(/^W+…’s hand, shown to you$/);
    expect(textWidth(label?.label ?? '', { size: 11, bold: true })).toBeLessThanOrEqual(LABEL_W);
  });

  it('fits the words of every wedge, price and tray space, in every language', () => {
    const game = games[1]; // Sharp: the viewer's supply is drawn too
    const state = game?.states[Math.floor((game.states.length - 1) / 2)];
    const view = state === undefined ? null : asView(cheesonomics.view(state, seat(0)));
    if (state === undefined || view === null) throw new Error('no state');
    expect(view.options.flavour).toBe('sharp');
    // The longest knives, lying on the tray.
    const knives = KNIVES.slice(-view.seatCount);
    const players = view.players.map((p, i) => ({
      ...p,
      knife: knives[i] ?? null,
      knifeOn: COLOURS[i] ?? null,
      ...(i === 0 ? { wheel: ALL_CODES, supply: ALL_MARKET } : {}),
    }));
    for (const locale of ['en', 'it', 'fr'] as const) {
      const translate = translator(locale);
      const html = loaded?.render(loaded.Table, {
        props: {
          view: { ...view, players, shownHand: null, shownSupply: null, discard: null },
          legalCommands: [],
          viewer: seat(0),
          seatNames: names.slice(0, view.seatCount),
          status: 'started' as const,
          busy: false,
          onCommand: () => undefined,
          t: translate,
        },
      }).body;
      if (html === undefined) throw new Error('no renderer');
      // The tiles are 68 wide and the chips 86: only the wedges' chips are matched.
      const cheese = chips(html, 86).filter((c) => !c.boxes.some((b) => /^[AB] /.test(b.text)));
      const market = chips(html, 86).filter((c) => c.boxes.some((b) => /^[AB] /.test(b.text)));
      const names_ = new Set(cheese.map((c) => c.title));
      for (const code of ALL_CODES) expect(names_).toContain(wedgeName(translate, code));
      expect(market.length).toBeGreaterThanOrEqual(ALL_MARKET.length);
      for (const chip of cheese) expect(overlaps(chip.boxes, 21), chip.title).toEqual([]);
      for (const chip of market) expect(overlaps(chip.boxes, 15), chip.title).toEqual([]);
      const tiles = chips(html, 68);
      // Prices and tray spaces (the market's wedges are sectors: svg/market-wheels.test.ts).
      expect(tiles.length).toBe(5 + 10);
      expect(tiles.flatMap((tile) => tile.boxes).map((b) => b.text)).toEqual(
        expect.arrayContaining(knives.map((k) => translate(`cheesonomics.knife.${k}`))),
      );
      for (const tile of tiles) {
        expect(overlaps(tile.boxes, 2, 68), tile.boxes.map((b) => b.text).join(' ')).toEqual([]);
      }
    }
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
