import { createRng, digestPlayerSeeds, findGame, startGame } from '@tavolo/engine';
import type { Component } from 'svelte';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameUi, TableProps } from '../games/contract.ts';
import { loadModules } from '../games/testing/ssr.ts';
import type { SsrModules } from '../games/testing/ssr.ts';
import { en } from '../i18n/messages/en.ts';
import { MANY_RENDERS } from '../games/testing/timeouts.ts';

const ENGINES = ['big-cheese', 'big-shot', 'bon-appetit', 'cheesonomics'] as const;
/** The app's English words, raw (the messages these tables show take no values). */
const t = (key: string): string => (en as Readonly<Record<string, string>>)[key] ?? key;

/** Seat 0's view of a two-seat game (three for The Big Cheese's minimum) just started. */
function freshView(engine: string): unknown {
  const game = findGame(engine);
  if (game === undefined) throw new Error(`no engine ${engine}`);
  const seatCount = game.seatLimits.min;
  const parsed = game.parseOptions({}, seatCount);
  if (!parsed.ok) throw new Error(`${engine}: default options refused`);
  const rng = createRng({
    serverSeed: '1'.padStart(64, '0'),
    playerSeedsDigest: digestPlayerSeeds([]),
    gameId: 'table-choice',
    commandSeq: 0,
  });
  const { state } = startGame(game, { seatCount, options: parsed.value }, rng);
  return game.view(state, { kind: 'seat', seat: 0 });
}

/** What the server could send that no table reads: a view of another game, and nonsense. */
const UNREADABLE = [{ phase: 'unknown' }, null, 'view'] as const;

function isComponent(value: unknown): value is Component<TableProps> {
  return typeof value === 'function';
}

let modules: SsrModules | null = null;

beforeAll(async () => {
  modules = await loadModules('table-choice');
}, 60_000);

afterAll(async () => {
  await modules?.close();
});

function loaded(): SsrModules {
  if (modules === null) throw new Error('not loaded');
  return modules;
}

async function uiOf(engine: string): Promise<GameUi> {
  const folder = await loaded().load(`games/${engine}/index.ts`);
  return folder['ui'] as GameUi;
}

async function tableFor(ui: GameUi | undefined, view: unknown): Promise<Component<TableProps>> {
  const choice = await loaded().load('table/table-choice.ts');
  const chosen = (choice['tableFor'] as (ui: GameUi | undefined, view: unknown) => unknown)(
    ui,
    view,
  );
  if (!isComponent(chosen)) throw new Error('tableFor chose no component');
  return chosen;
}

/** The page's table region as TableView renders it: the chosen table in the shared layout. */
async function rendered(Table: Component<TableProps>, view: unknown): Promise<string> {
  const { render } = loaded();
  const fixture = (await loaded().load('table/testing/TableInLayout.svelte'))['default'];
  if (!isComponent(fixture)) throw new Error('no fixture');
  const Fixture = fixture as unknown as Component<{
    Table: Component<TableProps>;
    view: unknown;
    t: typeof t;
  }>;
  return render(Fixture, { props: { Table, view, t } }).body;
}

describe('the table the page draws', () => {
  it.each(ENGINES)('%s: its own table for a view it reads', async (engine) => {
    const ui = await uiOf(engine);
    const view = freshView(engine);
    expect(ui.readsView(view)).toBe(true);
    expect(await tableFor(ui, view)).toBe(ui.Table);
  });

  it.each(ENGINES)(
    '%s: a view its guard refuses shows the error in words inside the shared layout',
    MANY_RENDERS,
    async (engine) => {
      const ui = await uiOf(engine);
      const other = freshView(engine === 'big-shot' ? 'bon-appetit' : 'big-shot');
      for (const view of [other, ...UNREADABLE]) {
        expect(ui.readsView(view)).toBe(false);
        const Table = await tableFor(ui, view);
        expect(Table).not.toBe(ui.Table);
        const html = await rendered(Table, view);
        const board = html.slice(html.indexOf('class="board-area'), html.indexOf('class="side'));
        expect(board).toContain('role="alert"');
        expect(board).toContain('This table cannot be displayed');
        // The layout's side column (players, log, chat) is there as for any table.
        expect(html.slice(html.indexOf('class="side'))).toContain('Players and log');
        // No move is offered on a view that cannot be read.
        expect(html).not.toMatch(/<(button|select|input)\b/);
      }
    },
  );

  it('the plain table for an engine without a drawing, in the layout too', async () => {
    const html = await rendered(await tableFor(undefined, { any: 'view' }), { any: 'view' });
    expect(html).toContain('class="board-area');
    expect(html).toContain('Players and log');
  });
});
