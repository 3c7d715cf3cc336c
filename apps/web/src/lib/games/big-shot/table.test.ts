import { bigShot, seatViewer, spectator } from '@tavolo/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableProps, Viewer } from '../contract.ts';
import { textWidth } from '../../drawing/svg-text.ts';
import { messages } from './messages/index.ts';
import { focusMarks, loadTable } from '../testing/ssr.ts';
import type { LoadedTable } from '../testing/ssr.ts';
import { MANY_RENDERS } from '../testing/timeouts.ts';
import { LOCALES, NAMES, fixtureStates, loadFixtures, translator } from './test-support.ts';
import type { Locale, State } from './test-support.ts';

let loaded: LoadedTable;
beforeAll(async () => {
  loaded = await loadTable('big-shot');
}, 60_000);
afterAll(async () => {
  await loaded.close();
});

const fixtures = loadFixtures();

function render(state: State, viewer: Viewer, locale: Locale = 'en', seen?: Set<string>): string {
  return renderAfter(state, viewer, [], locale, seen);
}

/** The table on arrival, after `awayEvents` happened while the viewer was away. */
function renderAfter(
  state: State,
  viewer: Viewer,
  awayEvents: readonly unknown[],
  locale: Locale = 'en',
  seen?: Set<string>,
): string {
  const seat = viewer.kind === 'seat' ? viewer.seat : null;
  const props: TableProps = {
    awayEvents,
    view: bigShot.view(state, viewer),
    legalCommands: seat === null ? [] : bigShot.legalCommands(state, seat),
    viewer,
    seatNames: NAMES.slice(0, state.seatCount),
    status: bigShot.outcome(state) === null ? 'started' : 'finished',
    busy: false,
    onCommand: () => undefined,
    t: translator(locale, seen),
  };
  return loaded.render(loaded.Table, { props }).body;
}

/** The text of the page without tags and attributes (what a reader sees or hears). */
function text(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('Table (server-side render)', () => {
  const seen = new Set<string>();
  for (const fixture of fixtures) {
    it(`renders ${fixture.name} for every viewer, in every language`, MANY_RENDERS, () => {
      const states = fixtureStates(fixture);
      const viewers = [
        spectator,
        ...states.slice(0, fixture.seatCount).map((_, s) => seatViewer(s)),
      ];
      // Long games: every third position and the end keep the suite quick without losing a phase.
      const stride = states.length > 60 ? 3 : 1;
      for (const [i, state] of states.entries()) {
        if (i % stride !== 0 && i !== states.length - 1) continue;
        for (const viewer of viewers) {
          const locale = LOCALES[i % LOCALES.length] ?? 'en';
          const html = render(state, viewer, locale, seen);
          const where = `${fixture.name}#${i} ${JSON.stringify(viewer)}`;
          expect(html, where).toContain('role="img"');
          expect(html, where).toMatch(/<svg[^>]*viewBox="0 0 \d+ \d+"[^>]*width="100%"/);
          expect(text(html), where).not.toMatch(/big-shot\.|undefined|NaN|\[object/);
          expect(html, where).toContain('Ada &lt;A&amp;B>');
        }
      }
    });
  }

  it('asked only for keys that exist', () => {
    expect(seen.size).toBeGreaterThan(50);
    for (const key of seen) expect(messages.en[key], key).toBeDefined();
  });

  it('offers controls to the seat to act, and says whose turn it is to the others', () => {
    const [fixture] = fixtures.filter((f) => f.name === 'bs-t5-no-bids');
    if (fixture === undefined) throw new Error('fixture missing');
    const [start] = fixtureStates(fixture);
    if (start === undefined) throw new Error('no state');
    const roller = start.roller;
    const mine = render(start, seatViewer(roller));
    expect(mine).toMatch(/<button[^>]*>\s*Roll the die\s*<\/button>/);
    const theirs = render(start, seatViewer((roller + 1) % start.seatCount));
    expect(theirs).not.toContain('Roll the die');
    expect(text(theirs)).toContain(`Not your turn. ${NAMES[roller] ?? ''}`.replace(/<.*>/, ''));
    expect(text(render(start, spectator))).toContain('You are watching this game.');
  });

  it('marks where the focus goes after a move: the first control, else the headline', () => {
    const [fixture] = fixtures.filter((f) => f.name === 'bs-t5-no-bids');
    const start = fixture === undefined ? undefined : fixtureStates(fixture)[0];
    if (start === undefined) throw new Error('fixture missing');
    const mine = focusMarks(render(start, seatViewer(start.roller)));
    expect(mine.control).toMatch(/^<button/);
    expect(mine.control).not.toContain('disabled');
    expect(mine.fallback).toBe(true);
    const theirs = render(start, seatViewer((start.roller + 1) % start.seatCount));
    expect(focusMarks(theirs)).toEqual({ control: '', fallback: true });
  });

  it(
    'keeps the map’s labels inside their lots and its cube chips on the map, in every language',
    MANY_RENDERS,
    () => {
      const [fixture] = fixtures.filter((f) => f.name === 'bs-t4-loans');
      const states = fixture === undefined ? [] : fixtureStates(fixture);
      const end = states.at(-1);
      if (states[0] === undefined || end === undefined) throw new Error('fixture missing');
      let unowned = 0;
      let deeds = 0;
      for (const locale of LOCALES) {
        for (const state of [states[0], end]) {
          const map = render(state, spectator, locale).replace(/<!--[^]*?-->/g, '');
          const labels = [
            ...map.matchAll(
              /<text [^>]*class="(label|sold|small|holder)[^"]*"([^>]*)>(.*?)<\/text>/g,
            ),
          ];
          expect(labels.length).toBeGreaterThan(10);
          for (const [, kind = '', attributes = '', content = ''] of labels) {
            const size = Number(
              /font-size: ([\d.]+)px/.exec(attributes)?.[1] ?? (kind === 'small' ? 14 : 15),
            );
            const lines = content.includes('<tspan')
              ? [...content.matchAll(/<tspan[^>]*>(.*?)<\/tspan>/g)].map((m) => m[1] ?? '')
              : [content.replace(/<title>.*?<\/title>/, '')];
            if (lines.length > 1) unowned += 1;
            if (kind === 'sold') deeds += 1;
            // Lots are 94 units wide; labels start 6 in and end 4 before the edge. A title's card
            // is 86 wide, 4 in: SOLD has 4 units each side, the holder's name starts after the
            // cube (29 in) and ends 3 before the card's edge.
            const room = { sold: 86 - 8, holder: 86 - 32, label: 94 - 10, small: 94 - 10 }[kind];
            if (room === undefined) throw new Error(`unknown label ${kind}`);
            for (const line of lines) {
              const text = line.trim().replace(/&lt;/g, '<').replace(/&amp;/g, '&');
              expect(
                textWidth(text, { size, bold: kind !== 'small' }),
                `${locale} ${text}`,
              ).toBeLessThanOrEqual(room);
            }
          }
        }
      }
      // Every cube chip is drawn inside the map: a group moved (and maybe shrunk) to its box, each
      // chip moved within the group.
      const map = states
        .map((state) => render(state, spectator))
        .join('')
        .replace(/<!--[^]*?-->/g, '');
      const [, w = '0', h = '0'] = /viewBox="0 0 (\d+) (\d+)"/.exec(map) ?? [];
      const group =
        /<g class="chips[^"]*" transform="translate\(([\d.]+) ([\d.]+)\)(?: scale\(([\d.]+)\))?">((?:<g transform="translate\([\d.]+ [\d.]+\)">.*?<\/g>)+)<\/g>/g;
      let chips = 0;
      for (const [, x = '', y = '', k = '1', inner = ''] of map.matchAll(group)) {
        for (const [, dx = '', dy = ''] of inner.matchAll(
          /<g transform="translate\(([\d.]+) ([\d.]+)\)">/g,
        )) {
          chips += 1;
          expect(Number(x) + (Number(dx) + 20) * Number(k)).toBeLessThan(Number(w));
          expect(Number(y) + (Number(dy) + 20) * Number(k)).toBeLessThan(Number(h));
        }
      }
      expect(chips).toBeGreaterThan(10);
      // "senza proprietario", "sans propriétaire": two lines.
      expect(unowned).toBeGreaterThan(0);
      expect(deeds).toBeGreaterThan(0);
    },
  );

  it('draws every title as a SOLD deed card with its holder, who is named in the words too', () => {
    const [fixture] = fixtures.filter((f) => f.name === 'bs-t4-loans');
    const end = fixture === undefined ? undefined : fixtureStates(fixture).at(-1);
    if (end === undefined) throw new Error('fixture missing');
    const view = bigShot.view(end, spectator);
    const html = render(end, spectator).replace(/<!--[^]*?-->/g, '');
    const owned = view.lots.flatMap((lot) => (lot.status === 'owned' ? [lot] : []));
    expect(owned.length).toBeGreaterThan(1);
    expect(html.match(/<g class="deed/g)).toHaveLength(owned.length);
    expect(html.match(/class="sold[^"]*"[^>]*>SOLD</g)).toHaveLength(owned.length);
    for (const lot of owned) {
      const holder = view.purses.find((p) => p.colour === lot.owner)?.holder;
      const name = holder === 'dummy' ? 'the dummy' : (NAMES[holder ?? 0] ?? '');
      // As the HTML writes it: "Ada &lt;A&amp;B>".
      const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      // The lot's own words (its <title>), the map's summary and the Lots panel name the holder.
      expect(html).toContain(`sold to ${lot.owner} (${escaped})`);
      expect(html).toContain(`${lot.id} to ${lot.owner} (${escaped})`);
    }
  });

  it('drops in, outlined, the title a lot gained while the viewer was away', () => {
    const [fixture] = fixtures.filter((f) => f.name === 'bs-t4-loans');
    const end = fixture === undefined ? undefined : fixtureStates(fixture).at(-1);
    if (end === undefined) throw new Error('fixture missing');
    const sold = bigShot.view(end, seatViewer(0)).lots.find((lot) => lot.status === 'owned');
    if (sold === undefined) throw new Error('no lot sold');
    const lotOf = (html: string, id: string): string => {
      const start = html.indexOf(`<title>${id} · `);
      return html.slice(start, html.indexOf('</g></g>', start));
    };
    const away = [{ type: 'lot_sold', lot: sold.id, owner: sold.owner, cubes: {} }];
    const arrived = renderAfter(end, seatViewer(0), away).replace(/<!--[^]*?-->/g, '');
    expect(lotOf(arrived, sold.id)).toContain('class="title drop"');
    expect(lotOf(arrived, sold.id)).toContain('class="ring');
    // Nothing happened while away: the same title lies still, with no outline.
    const still = render(end, seatViewer(0)).replace(/<!--[^]*?-->/g, '');
    expect(lotOf(still, sold.id)).toContain('class="title"');
    expect(lotOf(still, sold.id)).not.toContain('class="ring');
  });

  it('never shows another seat’s hidden cash in a hidden-money game', MANY_RENDERS, () => {
    const [fixture] = fixtures.filter((f) => f.name === 'bs-hidden-money-overbid');
    if (fixture === undefined) throw new Error('fixture missing');
    let checked = 0;
    for (const real of fixtureStates(fixture)) {
      if (bigShot.outcome(real) !== null) continue;
      // Give every seat's purse a distinctive amount, so any leak of it is visible in the page.
      const state: State = {
        ...real,
        purses: real.purses.map((p) =>
          typeof p.holder === 'number' ? { ...p, cash: 90_417 + p.holder * 1_111 } : p,
        ),
      };
      const page = render(state, seatViewer(0));
      for (const purse of state.purses) {
        if (typeof purse.holder !== 'number' || purse.holder === 0) continue;
        const amount = String(purse.cash);
        const own = render(state, seatViewer(purse.holder));
        expect(own).toContain(amount); // the owner sees it: the check is not vacuous
        if (state.openCash.includes(purse.holder)) {
          expect(page).toContain(amount); // caught overbidding: open for everyone
        } else {
          expect(page).not.toContain(amount);
          expect(render(state, spectator)).not.toContain(amount);
          checked += 1;
        }
      }
      expect(page).toContain(String(90_417)); // seat 0 sees its own cash
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('marks hidden cash as hidden in the purse table', () => {
    const [fixture] = fixtures.filter((f) => f.name === 'bs-hidden-money-overbid');
    const state = fixture === undefined ? undefined : fixtureStates(fixture)[3];
    if (state === undefined) throw new Error('fixture missing');
    const rows = /Bruno[^|]*?hidden/.exec(text(render(state, seatViewer(0))));
    expect(rows).not.toBeNull();
  });
});
