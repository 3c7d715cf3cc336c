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
  MARKET_ROW_H,
  PANEL_HEAD_H,
  TILE_H,
  TILE_W,
  WIDTH,
  chipAt,
  tileX,
} from './layout.ts';
import { CATEGORIES, COLOURS } from './model.ts';
import type { Category, CheesonomicsView, WedgeCode } from './model.ts';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A thing on the board that answers the question asked now: the step it adds, and where it is. */
export interface BoardTarget {
  readonly key: string;
  readonly step: DraftStep;
  readonly box: Box;
  /** What it is, for its accessible name (the move box's own label for the same choice). */
  readonly value: string | number;
}

/** Where market slot `slot` is drawn (its wheel's row, its place in the wheel). */
export function slotBox(v: CheesonomicsView, slot: number): Box | null {
  const at = v.market.find((s) => s.slot === slot);
  if (at === undefined) return null;
  const i = v.market.filter((s) => s.wheel === at.wheel).findIndex((s) => s.slot === slot);
  return { x: tileX(i), y: 16 + at.wheel * MARKET_ROW_H + 14, w: TILE_W, h: TILE_H };
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
      const box = typeof value === 'number' ? slotBox(v, value) : null;
      const step: DraftStep = { kind: 'field', field: draft.field, value };
      return box === null ? [] : [{ key: `slot-${String(value)}`, step, box, value }];
    });
  }
  if (draft.stage === 'field' && draft.field === 'category') {
    return draft.options.flatMap((value) => {
      const box = isCategory(value) ? trayBox(plan, value) : null;
      const step: DraftStep = { kind: 'field', field: draft.field, value };
      return box === null ? [] : [{ key: `category-${String(value)}`, step, box, value }];
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
      return [{ key: `wedge-${code}`, step: { kind: 'wedge', code }, box, value: code }];
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

/** The boxes to outline for a set of changes. */
export function changedBoxes(
  v: CheesonomicsView,
  plan: BoardPlan,
  changes: BoardChanges,
): { readonly key: string; readonly box: Box }[] {
  const boxes: { key: string; box: Box | null }[] = [
    ...changes.slots.map((s) => ({ key: `slot-${String(s)}`, box: slotBox(v, s) })),
    ...changes.prices.map((c) => ({ key: `price-${c}`, box: priceBox(c) })),
    ...changes.tray.map((c) => ({ key: `tray-${c}`, box: trayBox(plan, c) })),
    ...changes.seats.map((s) => ({ key: `seat-${String(s)}`, box: panelBox(plan, s) })),
  ];
  return boxes.flatMap(({ key, box }) => (box === null ? [] : [{ key, box }]));
}
