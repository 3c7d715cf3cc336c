/**
 * The drawing as a place to act, and what it highlights (pure). A choice the player is asked now
 * (resolveDraft, which reads only the legal list) that names a thing drawn on the board — a
 * market slot, a tray space, a wedge of the wheel for a sale — becomes a button over that thing;
 * every other choice stays a button in the move box. The highlights compare the view drawn before
 * with the one drawn now, so they show exactly what the last move(s) changed.
 */
import type { BoardPlan } from './board.ts';
import { markChosen } from './board.ts';
import type { DraftState, DraftStep } from './draft.ts';
import {
  CHIP_H,
  CHIP_W,
  GAP,
  MARKET_H,
  PANEL_HEAD_H,
  TILE_W,
  WIDTH,
  chipAt,
  tileX,
} from './layout.ts';
import { CATEGORIES, COLOURS } from './model.ts';
import type { Category, CheesonomicsView, WedgeCode } from './model.ts';
import { slotShape } from './svg/market-wheels.ts';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * A place on the board: its outline as an SVG path (a market wedge's sector, or a rounded box
 * around a tile or chip), and the box that bounds it.
 */
export interface Area {
  readonly box: Box;
  readonly d: string;
}

/** A thing on the board that answers the question asked now: the step it adds, and where it is. */
export interface BoardTarget extends Area {
  readonly key: string;
  readonly step: DraftStep;
  /** What it is, for its accessible name (the move box's own label for the same choice). */
  readonly value: string | number;
}

/** A box as a path with rounded corners of radius `r`, grown by `grow` on every side. */
export function boxPath(box: Box, r: number, grow = 0): string {
  const x = box.x - grow;
  const y = box.y - grow;
  const w = box.w + 2 * grow;
  const h = box.h + 2 * grow;
  const n = (value: number): string => String(Math.round(value * 100) / 100);
  const arc = (dx: number, dy: number): string => `a ${n(r)} ${n(r)} 0 0 1 ${n(dx)} ${n(dy)}`;
  return [
    `M ${n(x + r)} ${n(y)}`,
    `h ${n(w - 2 * r)}`,
    arc(r, r),
    `v ${n(h - 2 * r)}`,
    arc(-r, r),
    `h ${n(2 * r - w)}`,
    arc(-r, -r),
    `v ${n(2 * r - h)}`,
    arc(r, -r),
    'Z',
  ].join(' ');
}

const boxArea = (box: Box | null): Area | null =>
  box === null ? null : { box, d: boxPath(box, 5) };

/** Where market slot `slot` is drawn: its sector of its wheel. */
export function slotArea(v: CheesonomicsView, slot: number): Area | null {
  const shape = slotShape(v, slot);
  return shape === null ? null : { box: shape.bounds, d: shape.sector };
}

/** Where the current price of `colour` is drawn. */
export function priceBox(colour: string): Box | null {
  const i = COLOURS.findIndex((c) => c === colour);
  return i < 0 ? null : { x: tileX(i), y: MARKET_H + 16, w: TILE_W, h: 44 };
}

/** Where the tray space of `category` is drawn (below the market and the prices). */
export function trayBox(plan: BoardPlan, category: string): Box | null {
  const i = CATEGORIES.findIndex((c) => c === category);
  if (i < 0) return null;
  return {
    x: tileX(i % 5),
    y: plan.trayTop + 16 + Math.floor(i / 5) * (40 + GAP),
    w: TILE_W,
    h: 40,
  };
}

/** Where a seat's panel is drawn. */
export function panelBox(plan: BoardPlan, seat: number): Box | null {
  const panel = plan.panels.find((p) => p.item.player.seat === seat);
  return panel === undefined ? null : { x: 1, y: panel.y, w: WIDTH - 2, h: panel.height };
}

const isCategory = (value: unknown): value is Category => CATEGORIES.some((c) => c === value);

/**
 * The board's buttons for the question asked now: market slots when a slot is asked for, tray
 * spaces when a colour or animal is, and, during a sale, one wedge of the viewer's wheel for each
 * code the listed sales still have room for (the first copy not chosen yet: copies of a code are
 * interchangeable). Nothing else: the move box keeps every choice.
 */
export function boardTargets(
  v: CheesonomicsView,
  draft: DraftState,
  plan: BoardPlan,
): BoardTarget[] {
  if (draft.stage === 'field' && draft.field === 'slot') {
    return draft.options.flatMap((value) => {
      const area = typeof value === 'number' ? slotArea(v, value) : null;
      const step: DraftStep = { kind: 'field', field: draft.field, value };
      return area === null ? [] : [{ key: `slot-${String(value)}`, step, ...area, value }];
    });
  }
  if (draft.stage === 'field' && draft.field === 'category') {
    return draft.options.flatMap((value) => {
      const area = boxArea(isCategory(value) ? trayBox(plan, value) : null);
      const step: DraftStep = { kind: 'field', field: draft.field, value };
      return area === null ? [] : [{ key: `category-${String(value)}`, step, ...area, value }];
    });
  }
  if (draft.stage === 'sale' && v.viewer !== null) {
    const panel = plan.panels.find((p) => p.item.player.seat === v.viewer);
    if (panel === undefined) return [];
    const wheel = panel.item.player.wheel;
    const chosen = markChosen(wheel, draft.chosen);
    return draft.additions.flatMap((code: WedgeCode) => {
      const index = wheel.findIndex((c, i) => c === code && chosen[i] !== true);
      if (index < 0) return [];
      const at = chipAt(index, panel.y + PANEL_HEAD_H);
      const box = { x: at.x, y: at.y, w: CHIP_W, h: CHIP_H };
      const step: DraftStep = { kind: 'wedge', code };
      return [{ key: `wedge-${code}`, step, box, d: boxPath(box, 5), value: code }];
    });
  }
  return [];
}

export interface BoardChanges {
  /** Market slots whose face-up side changed (flipped or replaced). */
  readonly slots: readonly number[];
  /** Colours whose price changed. */
  readonly prices: readonly string[];
  /** Tray spaces where a knife arrived or left. */
  readonly tray: readonly Category[];
  /** Seats whose panel changed (curds, wheel, counts, knife). */
  readonly seats: readonly number[];
}

export const NO_CHANGES: BoardChanges = { slots: [], prices: [], tray: [], seats: [] };

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What differs on the board between two views of the same game (nothing without a before). */
export function boardChanges(
  before: CheesonomicsView | null,
  after: CheesonomicsView,
): BoardChanges {
  if (before === null) return NO_CHANGES;
  const knifeOn = (view: CheesonomicsView, c: Category) =>
    view.players.find((p) => p.knifeOn === c)?.seat ?? null;
  return {
    slots: after.market
      .filter((s) => !same(before.market.find((b) => b.slot === s.slot)?.up, s.up))
      .map((s) => s.slot),
    prices: COLOURS.filter((c) => before.prices[c] !== after.prices[c]),
    tray: CATEGORIES.filter((c) => knifeOn(before, c) !== knifeOn(after, c)),
    seats: after.players
      .filter((p) => {
        const was = before.players.find((b) => b.seat === p.seat);
        return (
          was?.curds !== p.curds ||
          was.knife !== p.knife ||
          was.handSize !== p.handSize ||
          was.fulfilmentSize !== p.fulfilmentSize ||
          was.supplySize !== p.supplySize ||
          !same(was.wheel, p.wheel)
        );
      })
      .map((p) => p.seat),
  };
}

/** Changes of several steps in one (planned returns sent one by one). */
export function mergeChanges(a: BoardChanges, b: BoardChanges): BoardChanges {
  const union = <T>(x: readonly T[], y: readonly T[]): T[] => [...new Set([...x, ...y])];
  return {
    slots: union(a.slots, b.slots),
    prices: union(a.prices, b.prices),
    tray: union(a.tray, b.tray),
    seats: union(a.seats, b.seats),
  };
}

/** The places to outline for a set of changes: wedges by their sector, the rest by a box. */
export function changedBoxes(
  v: CheesonomicsView,
  plan: BoardPlan,
  changes: BoardChanges,
): (Area & { readonly key: string })[] {
  const grown = (box: Box | null): Area | null =>
    box === null ? null : { box, d: boxPath(box, 6, 1) };
  const areas: { key: string; area: Area | null }[] = [
    ...changes.slots.map((s) => ({ key: `slot-${String(s)}`, area: slotArea(v, s) })),
    ...changes.prices.map((c) => ({ key: `price-${c}`, area: grown(priceBox(c)) })),
    ...changes.tray.map((c) => ({ key: `tray-${c}`, area: grown(trayBox(plan, c)) })),
    ...changes.seats.map((s) => ({ key: `seat-${String(s)}`, area: grown(panelBox(plan, s)) })),
  ];
  return areas.flatMap(({ key, area }) => (area === null ? [] : [{ key, ...area }]));
}
