import { bonAppetit, seatViewer, spectator } from '@tavolo/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableProps, Viewer } from '../contract.ts';
import { textWidth } from '../../drawing/svg-text.ts';
import { HUNT, LAST_SLOTS, MARGIN, SEAT, WIDTH, lastShown } from './layout.ts';
import { huntInfo } from './text.ts';
import { fannedUnder } from './motion.ts';
import { focusMarks, loadTable } from '../testing/ssr.ts';
import type { LoadedTable } from '../testing/ssr.ts';
import { MANY_RENDERS } from '../testing/timeouts.ts';
import {
  automaticGame,
  fixtureStates,
  loadFixtures,
  playedGame,
  translator,
} from './test-support.ts';
import type { EngineState } from './test-support.ts';
import { CARD_FACES, asView, pawsOf } from './model.ts';
import type { Card } from './model.ts';
import { cardLabel } from './words.ts';

let loaded: LoadedTable;
beforeAll(async () => {
  loaded = await loadTable('bon-appetit');
}, 60_000);
afterAll(async () => {
  await loaded.close();
});

const t = translator('en');
const names = ['Ada', 'Bea', 'Cy', 'Dee', 'Eve', 'Fay'];

function render(state: EngineState, viewer: Viewer, extra: Partial<TableProps> = {}): string {
  const seat = viewer.kind === 'seat' ? viewer.seat : -1;
  const props: TableProps = {
    view: bonAppetit.view(state, viewer),
    legalCommands: seat < 0 ? [] : bonAppetit.legalCommands(state, seat),
    viewer,
    seatNames: names,
    status: state.phase.kind === 'over' ? 'finished' : 'started',
    busy: false,
    onCommand: () => undefined,
    t,
    ...extra,
  };
  return loaded.render(loaded.Table, { props }).body;
}

const drawnFaces = (html: string): Card[] =>
  [...html.matchAll(/data-card="([\w]+)"/g)].map((m) => m[1] as Card);

const tally = (cards: readonly Card[]): Record<Card, number> =>
  Object.fromEntries(CARD_FACES.map((f) => [f, cards.filter((c) => c === f).length])) as Record<
    Card,
    number
  >;

/**
 * The faces the table may draw: the common pile's top and the cards fanned under it (all face up
 * in the view), the last cards shown, the hunt.
 */
function expectedFaces(state: EngineState, viewer: Viewer): Card[] {
  const view = asView(bonAppetit.view(state, viewer));
  if (view === null) throw new Error('engine view not readable');
  const hunt = huntInfo(view);
  const top = view.common.at(-1);
  return [
    ...(top === undefined ? [] : [top]),
    ...fannedUnder(view.common),
    ...lastShown(view.lastPlayed).shown.map((p) => p.card),
    ...(hunt?.mouse ? [hunt.mouse] : []),
    ...(hunt?.turned ?? []),
    ...(view.piles ?? []).flatMap((pile) => pile.slice(0, 1)),
  ];
}

const seeded = loadFixtures().find((f) => f.name === 'ba-seeded-4p-auto');
if (seeded === undefined) throw new Error('fixture ba-seeded-4p-auto is missing');
const seededStates = fixtureStates(seeded);
const midGame = seededStates.filter((s) => s.phase.kind !== 'over');

/** A spectator and every seat of the seeded game. */
const hiddenCardViewers: Viewer[] = [
  spectator,
  ...Array.from({ length: seeded.seatCount }, (_, seat) => seatViewer(seat)),
];

describe('Table: hidden cards', () => {
  // One test per viewer (each renders every position of a whole game), so each is small.
  it.each(hiddenCardViewers)(
    'never shows a card of a face-down pile, mid-game, to %o',
    MANY_RENDERS,
    (viewer) => {
      let hiddenOnlyChecks = 0;
      for (const state of midGame) {
        const visible = new Set<Card>([...state.common, ...state.lastPlayed.map((p) => p.card)]);
        // Faces that exist only face down right now: the page must not name or draw them at all.
        const hiddenOnly = CARD_FACES.filter(
          (face) => !visible.has(face) && state.piles.some((pile) => pile.includes(face)),
        );
        const html = render(state, viewer);
        expect(tally(drawnFaces(html))).toEqual(tally(expectedFaces(state, viewer)));
        for (const face of hiddenOnly) {
          expect(html).not.toContain(`data-card="${face}"`);
          expect(html).not.toContain(cardLabel(face, t));
          if (pawsOf(face) > 0)
            expect(html).not.toContain(t('bon-appetit.card.paws', { paws: pawsOf(face) }));
          hiddenOnlyChecks += 1;
        }
      }
      expect(midGame.length).toBeGreaterThan(40);
      // The same faces are hidden whoever looks: more than 50 checks over the five viewers.
      expect(hiddenOnlyChecks).toBeGreaterThan(10);
    },
  );

  it('shows the piles once the game is over (the check above would see them)', () => {
    const over = seededStates.at(-1);
    if (over?.phase.kind !== 'over') throw new Error('the fixture does not finish');
    const html = render(over, seatViewer(0));
    const tops = over.piles.flatMap((pile) => pile.slice(0, 1));
    expect(tally(drawnFaces(html))).toEqual(tally(expectedFaces(over, seatViewer(0))));
    expect(tops.length).toBeGreaterThan(0);
    expect(html).toContain('Ada’s pile:');
    expect(html).not.toContain('<button');
  });
});

describe('Table: controls and text', () => {
  const huntState = midGame.find(
    (s) => s.phase.kind === 'hunt' && s.options.auto_reveal.length > 0,
  );
  if (huntState?.phase.kind !== 'hunt') throw new Error('no hunt in the fixture');
  const hunter = huntState.phase.hunter;

  it('offers the hunter one real button, disabled while a command is on its way', () => {
    const html = render(huntState, seatViewer(hunter));
    expect(html.match(/<button type="button"/g)).toHaveLength(1);
    expect(html).toContain('to catch the mouse</button>');
    expect(render(huntState, seatViewer(hunter), { busy: true })).toMatch(/<button[^>]* disabled/);
  });

  it('makes the hunter’s own pile on the board a button for the same reveal, and no other pile', () => {
    const html = render(huntState, seatViewer(hunter));
    const svg = html.slice(html.indexOf('<svg'), html.indexOf('</svg>'));
    const targets = [...svg.matchAll(/<g [^>]*role="button"[^>]*>/g)].map((m) => m[0]);
    expect(targets).toHaveLength(1);
    expect(targets[0]).toMatch(/tabindex="0"/);
    expect(targets[0]).toMatch(/aria-label="Turn over card \d of \d to catch the mouse"/);
    // It sits in the hunter's seat box (the seats are drawn in seat order).
    const seats = svg.split('<g class="seat"');
    expect(seats.findIndex((part) => part.includes('role="button"'))).toBe(hunter + 1);
    // While a command is on its way, and for everyone else, the board has no button.
    expect(render(huntState, seatViewer(hunter), { busy: true })).not.toMatch(/role="button"/);
    const other = (hunter + 1) % huntState.piles.length;
    expect(render(huntState, seatViewer(other))).not.toMatch(/role="button"/);
    expect(render(huntState, spectator)).not.toMatch(/role="button"/);
  });

  it('marks where the focus goes after a reveal: the button, else the status line', () => {
    const mine = focusMarks(render(huntState, seatViewer(hunter)));
    expect(mine.control).toMatch(/^<button/);
    expect(mine.control).not.toContain('disabled');
    expect(mine.fallback).toBe(true);
    const other = render(huntState, seatViewer((hunter + 1) % huntState.piles.length));
    expect(focusMarks(other)).toEqual({ control: '', fallback: true });
  });

  it('is read-only for everyone else and says whose turn it is', () => {
    const other = (hunter + 2) % huntState.piles.length;
    for (const viewer of [seatViewer(other), spectator]) {
      const html = render(huntState, viewer);
      expect(html).not.toContain('<button');
      expect(html).not.toContain('role="button"');
      expect(html).toContain('Nothing to do for you right now.');
      expect(html).toContain(`${names[hunter] ?? ''} is hunting`);
    }
  });

  it('fits long names into the drawing, with the full name in a <title>', () => {
    // Usernames may have up to 32 characters; display names more.
    const long = names.map((n) => `${n}_${'W'.repeat(28 - n.length)}_xyz`);
    const html = render(huntState, seatViewer(hunter), { seatNames: long });
    const svg = html
      .slice(html.indexOf('<svg'), html.indexOf('</svg>'))
      .replace(/<!--[^]*?-->/g, '');
    const shown = (line: string): string => line.replace(/<title>.*?<\/title>/, '').trim();
    const seatLines = [...svg.matchAll(/<text x="8" y="18"[^>]*>(.*?)<\/text>/g)].map((m) => m[1]);
    expect(seatLines).toHaveLength(huntState.piles.length);
    for (const [seat, line = ''] of seatLines.entries()) {
      expect(line).toContain(`<title>${long[seat] ?? ''}</title>`);
      expect(shown(line)).toMatch(/…$/);
      expect(textWidth(shown(line), { size: 13, bold: true })).toBeLessThanOrEqual(SEAT.width - 16);
    }
    const view = asView(bonAppetit.view(huntState, seatViewer(hunter)));
    const hunt = view === null ? null : huntInfo(view);
    if (hunt === null) throw new Error('no hunt');
    const textX = MARGIN + 8 + HUNT.cardW + 14 + Math.max(hunt.paws, 2) * HUNT.slotStep + 2;
    const huntLines = [...svg.matchAll(new RegExp(`<text x="${textX}"[^>]*>(.*?)</text>`, 'g'))];
    expect(huntLines).toHaveLength(4);
    for (const [i, [, line = '']] of huntLines.entries()) {
      // The last line, whose pile the next card comes from, is bold.
      expect(textWidth(shown(line), { size: 11, bold: i === 3 })).toBeLessThanOrEqual(
        WIDTH - MARGIN - 8 - textX,
      );
    }
    expect(svg).toContain(
      `<title>Hunter: ${long[hunter] ?? ''}</title>Hunter: ${long[hunter]?.slice(0, 3) ?? ''}`,
    );
    // A name that fits is never cut (it used to be, at 9 characters).
    const short = names.map((n) => `${n.toLowerCase()}_a5ee7887`);
    const plain = render(huntState, seatViewer(hunter), { seatNames: short });
    expect(plain.replace(/<!--[^]*?-->/g, '')).toContain(`Hunter: ${short[hunter] ?? ''}</text>`);
  });

  it('describes the position to screen readers and scales to the screen', () => {
    const html = render(huntState, spectator);
    expect(html).toMatch(
      /<svg viewBox="0 0 360 \d+" width="100%" role="group" aria-labelledby="[^"]+"/,
    );
    expect(html).toMatch(/<title id="[^"]+">[^<]*Common pile: \d+ cards/);
    expect(html).toContain('<caption');
    expect(html).toContain('Hunt in progress');
  });

  it('lists only the latest cards turned over in words, as the drawing does', () => {
    // Every seat automatic: the whole game is one step, and every card its last turned over.
    const longest = automaticGame(3);
    const total = longest.lastPlayed.length;
    expect(total).toBeGreaterThan(LAST_SLOTS);
    const html = render(longest, spectator);
    const { shown } = lastShown(longest.lastPlayed);
    const line = /<li>(Last turned over, [^<]*)<\/li>/.exec(html)?.[1] ?? '';
    expect(line).toContain(`the latest ${shown.length} of ${total} (the game log lists them all)`);
    expect(line.split(', ').length - 1).toBe(shown.length);
    const few = seededStates.find((s) => s.lastPlayed.length === 1);
    if (few === undefined) throw new Error('no state with one card turned over');
    expect(render(few, spectator)).toMatch(/<li>Last turned over: [^,<]*\.<\/li>/);
  });

  it('draws six seats, and survives a view it cannot read', () => {
    const six = playedGame(6, 25);
    const html = render(six, seatViewer(5));
    for (const name of names) expect(html).toContain(`>${name}</th>`);
    const props: TableProps = {
      view: { nonsense: true },
      legalCommands: [{ type: 'reveal' }],
      viewer: spectator,
      seatNames: names,
      status: 'started',
      busy: false,
      onCommand: () => undefined,
      t,
    };
    const broken = loaded.render(loaded.Table, { props }).body;
    expect(broken).toContain('This table cannot be drawn.');
    expect(broken).not.toContain('<svg');
    expect(broken).toContain('<button');
  });
});

describe('on arrival', () => {
  /** The seats ringed as changed, counted from the drawing. */
  const ringedSeats = (html: string): number =>
    html.match(/<rect class="ba-glow ba-arrived/g)?.length ?? 0;
  const state = playedGame(4, 3);

  it('rings the seats the entries since the seat last looked changed', () => {
    const awayEvents = [
      { type: 'card_revealed', seat: 1, card: 'cheese' },
      { type: 'turn_started', seat: 2 },
      { type: 'hunt_failed', seat: 2, cards: 1 },
    ];
    expect(ringedSeats(render(state, seatViewer(0), { awayEvents }))).toBe(2);
  });

  it('rings no seat with nothing to catch up on (the first position drawn has no last move)', () => {
    expect(ringedSeats(render(state, seatViewer(0)))).toBe(0);
    expect(ringedSeats(render(state, seatViewer(0), { awayEvents: [] }))).toBe(0);
  });
});
