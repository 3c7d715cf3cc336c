import { bigCheese } from '@tavolo/engine';
import type { BigCheeseState } from '@tavolo/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableProps, Translate, Viewer } from '../contract.ts';
import { describeEvent } from './describe.ts';
import { messages } from './messages/index.ts';
import { textWidth } from '../../drawing/svg-text.ts';
import { focusMarks, loadTable } from '../testing/ssr.ts';
import type { LoadedTable } from '../testing/ssr.ts';
import { MANY_RENDERS } from '../testing/timeouts.ts';
import {
  LOCALES,
  allEvents,
  fixtureStates,
  loadFixtures,
  names,
  translator,
} from './test-support.ts';
import type { Locale } from './test-support.ts';

let loaded: LoadedTable | null = null;

beforeAll(async () => {
  loaded = await loadTable('big-cheese');
}, 60_000);

afterAll(async () => {
  await loaded?.close();
});

function props(state: BigCheeseState, viewer: Viewer, t: Translate): TableProps {
  const legalCommands = viewer.kind === 'seat' ? bigCheese.legalCommands(state, viewer.seat) : [];
  return {
    view: bigCheese.view(state, viewer),
    legalCommands,
    viewer,
    seatNames: names(state.seatCount),
    status: state.phase.kind === 'over' ? 'finished' : 'started',
    busy: false,
    onCommand: () => undefined,
    t,
  };
}

function html(p: TableProps): string {
  if (loaded === null) throw new Error('Table.svelte is not loaded');
  return loaded.render(loaded.Table, { props: p }).body;
}

/** Every leaf of a JSON value as "path=value", to compare what two viewers are given. */
function leaves(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
  }
  return [`${path}=${JSON.stringify(value)}`];
}

const fixtures = loadFixtures();

/** Who a position is drawn for: every seat and a spectator in English; elsewhere who may act. */
function viewersIn(locale: Locale, state: BigCheeseState): Viewer[] {
  const viewers: Viewer[] = locale === 'en' ? [{ kind: 'spectator' }] : [];
  for (let seat = 0; seat < state.seatCount; seat += 1) {
    if (locale === 'en' || bigCheese.activeSeats(state).includes(seat)) {
      viewers.push({ kind: 'seat', seat });
    }
  }
  return viewers;
}

describe('Table (server-side render)', () => {
  it('has thousands of pages to draw from the fixtures', () => {
    const pages = fixtures.flatMap((fixture) =>
      LOCALES.flatMap((locale) =>
        fixtureStates(fixture).flatMap((state) => viewersIn(locale, state)),
      ),
    );
    expect(pages.length).toBeGreaterThan(2500);
  });

  // One test per fixture (each renders a few hundred pages), so each is small and says which.
  it.each(fixtures)(
    'renders every position of $name for every seat and a spectator, and asks only for existing keys',
    MANY_RENDERS,
    (fixture) => {
      const seen = new Set<string>();
      for (const locale of LOCALES) {
        const t = translator(locale, seen);
        for (const state of fixtureStates(fixture)) {
          for (const viewer of viewersIn(locale, state)) {
            const out = html(props(state, viewer, t));
            expect(out).not.toMatch(/big-cheese\./);
            expect(out).toContain('role="group"');
          }
        }
        for (const event of allEvents(fixture)) describeEvent(event, t, names(fixture.seatCount));
      }
      for (const key of seen) {
        for (const locale of LOCALES)
          expect(messages[locale], `${locale} ${key}`).toHaveProperty([key]);
      }
    },
  );

  it('draws a phone-width SVG named by the position, with the controls outside it', () => {
    const [fixture] = fixtures.filter((f) => f.name === 'bc-t2-veto');
    if (fixture === undefined) throw new Error('fixture bc-t2-veto is missing');
    const state = fixtureStates(fixture).at(-2);
    if (state === undefined) throw new Error('no state');
    const seat = bigCheese.activeSeats(state)[0] ?? 0;
    const out = html(props(state, { kind: 'seat', seat }, translator('en')));
    expect(out).toMatch(/<svg[^>]*viewBox="0 0 360 \d+"[^>]*width="100%"/);
    expect(out).toMatch(/<title id="[^"]+">Your turn to bid\. Auction for the 20/);
    const svg = out.slice(out.indexOf('<svg'), out.indexOf('</svg>'));
    expect(svg).not.toContain('<button');
    expect(out).toContain('>Play a Veto</button>');
    expect(out).toMatch(/<button[^>]*disabled[^>]*>Send<\/button>/);
    expect(out).toContain('Bruno &lt;b>');
    // The card on offer is a button on the board for the bidder, named; nothing else is.
    const targets = [...svg.matchAll(/<g [^>]*role="button"[^>]*>/g)].map((m) => m[0]);
    expect(targets).toHaveLength(1);
    expect(targets[0]).toMatch(/tabindex="0"/);
    expect(targets[0]).toMatch(/aria-label="Bid for 20, the card on offer"/);
    expect(targets[0]).toMatch(/aria-pressed="false"/);
    // A spectator, and the seat while its move is on its way, have no buttons on the board.
    expect(html(props(state, { kind: 'spectator' }, translator('en')))).not.toMatch(
      /role="button"/,
    );
    expect(
      html({ ...props(state, { kind: 'seat', seat }, translator('en')), busy: true }),
    ).not.toMatch(/role="button"/);
  });

  it('marks where the focus goes after a move: the first control, else the status line', () => {
    const [fixture] = fixtures.filter((f) => f.name === 'bc-t1-worker-timing');
    const state = fixture === undefined ? undefined : fixtureStates(fixture)[1];
    if (state?.phase.kind !== 'auction') throw new Error('no auction');
    const turn = state.phase.auction.turn;
    const t = translator('en');
    const mine = focusMarks(html(props(state, { kind: 'seat', seat: turn }, t)));
    expect(mine.control).toMatch(/^<button/);
    expect(mine.control).not.toContain('disabled');
    expect(mine.fallback).toBe(true);
    const waiting = html(props(state, { kind: 'seat', seat: (turn + 1) % state.seatCount }, t));
    expect(focusMarks(waiting)).toEqual({ control: '', fallback: true });
  });

  it('is read-only, saying whose turn it is, for a seat that may not act and for a spectator', () => {
    const [fixture] = fixtures.filter((f) => f.name === 'bc-t1-worker-timing');
    const state = fixture === undefined ? undefined : fixtureStates(fixture)[1];
    if (state?.phase.kind !== 'auction') throw new Error('no auction');
    const turn = state.phase.auction.turn;
    const other = (turn + 1) % state.seatCount;
    const t = translator('en');
    const waiting = html(props(state, { kind: 'seat', seat: other }, t));
    expect(waiting).toContain(`Waiting for ${names(3)[turn] ?? ''} to bid.`.replace('<', '&lt;'));
    expect(waiting).not.toContain('<button');
    const watching = html(props(state, { kind: 'spectator' }, t));
    expect(watching).toContain('You are watching this game.');
    expect(watching).not.toContain('<button');
  });

  it('fits long names into the drawing, with the full name in a <title>', () => {
    const [fixture] = fixtures.filter((f) => f.name === 'bc-t1-worker-timing');
    const state = fixture === undefined ? undefined : fixtureStates(fixture)[1];
    if (state?.phase.kind !== 'auction') throw new Error('no auction');
    const turn = state.phase.auction.turn;
    // Usernames may have up to 32 characters; display names more.
    const long = ['Bartholomew_Featherstonehaugh_II', 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW', 'Zoë'];
    const svg = (seatNames: string[]): string => {
      const out = html({
        ...props(state, { kind: 'seat', seat: turn }, translator('en')),
        seatNames,
      });
      return out.slice(out.indexOf('<svg'), out.indexOf('</svg>')).replace(/<!--[^]*?-->/g, '');
    };
    const drawn = svg(long);
    const rows = [
      ...drawn.matchAll(
        /<text x="24"[^>]*font-size="13"[^>]*>(.*?)<\/text><text x="344"[^>]*>(.*?)<\/text>/g,
      ),
    ];
    expect(rows).toHaveLength(3);
    for (const [seat, [, line = '', marks = '']] of rows.entries()) {
      const name = long[seat] ?? '';
      const full = seat === turn ? `${name} (you)` : name;
      const shown = line.replace(/<title>.*?<\/title>/, '');
      // Seat names end before the marks on the right ("▶ to play", "high bid 3").
      const room = 320 - (marks === '' ? 0 : textWidth(marks, { size: 11 }) + 10);
      expect(textWidth(shown, { size: 13, bold: true }), shown).toBeLessThanOrEqual(room);
      if (name.length > 20) {
        expect(line).toBe(`<title>${full}</title>${shown}`);
        expect(shown).toMatch(seat === turn ? /… \(you\)$/ : /…$/);
      } else {
        expect(line).toBe(full);
      }
    }
    for (const m of drawn.matchAll(/<text x="96"[^>]*font-size="(\d+)"[^>]*>(.*?)<\/text>/g)) {
      const shown = (m[2] ?? '').replace(/<title>.*?<\/title>/, '').trim();
      expect(textWidth(shown, { size: Number(m[1]) }), shown).toBeLessThanOrEqual(254);
    }
    // A name that fits is never cut (it used to be, at 18 characters).
    const short = ['bc_a_a5ee7887', 'bc_b_b3138bd5', 'random'];
    expect(svg(short)).toContain(`Turn: ${short[turn] ?? ''} (you)</text>`);
  });

  it('says so, instead of failing, when the view is not this game’s', () => {
    const out = html({
      view: { something: 'else' },
      legalCommands: [],
      viewer: { kind: 'spectator' },
      seatNames: [],
      status: 'started',
      busy: false,
      onCommand: () => undefined,
      t: translator('fr'),
    });
    expect(out).toContain('role="alert"');
    expect(out).toContain('Impossible d’afficher cette table.');
  });

  it('shows seat 0 nothing that only another seat or the whole state holds, in the middle of a game', () => {
    const [fixture] = fixtures.filter((f) => f.name === 'bc-seeded-d6-target-250');
    const states = fixture === undefined ? [] : fixtureStates(fixture);
    const state = states[Math.floor(states.length / 2)];
    if (state === undefined || state.phase.kind === 'over') throw new Error('no mid-game state');
    const t = translator('en');
    const mine = bigCheese.view(state, { kind: 'seat', seat: 0 });
    const out = html(props(state, { kind: 'seat', seat: 0 }, t));

    // What any other viewer is given and seat 0 is not. In The Big Cheese every seat sees the
    // same view, so this is empty; the check still guards a future change of the engine's view.
    const own = new Set(leaves(mine));
    const others: Viewer[] = [{ kind: 'spectator' }];
    for (let seat = 1; seat < state.seatCount; seat += 1) others.push({ kind: 'seat', seat });
    const onlyOthers = others
      .flatMap((v) => leaves(bigCheese.view(state, v)))
      .filter((leaf) => !own.has(leaf));
    expect(onlyOthers).toEqual([]);

    // The one secret of the game: the deck below its top card. Its order must not be drawn or said.
    const below = state.deck
      .slice(1, 6)
      .map((card) => (typeof card === 'number' ? card : t(`big-cheese.short.${card}`)));
    expect(below.length).toBe(5);
    expect(out).not.toContain(below.join(', '));
    expect(out).not.toContain('Deck order');
    expect(JSON.stringify(mine)).not.toContain(JSON.stringify(state.deck.slice(1)));

    // Once the game is over, the view reveals the order and the table shows it.
    const end = states.at(-1);
    if (end === undefined) throw new Error('no end');
    expect(html(props(end, { kind: 'seat', seat: 0 }, t))).toContain('Deck order, now revealed');
  });
});
