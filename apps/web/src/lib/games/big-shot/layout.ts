/**
 * Geometry of the drawing, computed from the board data the view carries (the number of spaces,
 * the lots, which lots touch which park). The view has no coordinates, so this is a schematic
 * city, not the printed one: the ring of spaces runs clockwise around the edge, each park stands
 * with the lots that touch it, and the other lots stand between them.
 */
import type { BoardData, LotData } from './model.ts';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Layout {
  readonly width: number;
  readonly height: number;
  readonly spaces: readonly Box[];
  readonly lots: ReadonlyMap<string, Box>;
  /** The outline of each park's column: the park with the lots it touches. */
  readonly parkGroups: readonly Box[];
}

/** One ring cell in viewBox units; portrait (more rows than columns) suits a phone. */
export const CELL = 100;

/** Columns and rows of a rectangular ring holding `n` cells (the perimeter of a cols×rows grid). */
function ringShape(n: number): { cols: number; rows: number } {
  const half = Math.ceil((n + 4) / 2);
  const cols = Math.max(3, Math.floor(half / 2));
  return { cols, rows: Math.max(3, half - cols) };
}

/** The perimeter cells clockwise from the top-left corner: top, right, bottom, left. */
function ringCells(cols: number, rows: number): { col: number; row: number }[] {
  const cells: { col: number; row: number }[] = [];
  for (let c = 0; c < cols; c += 1) cells.push({ col: c, row: 0 });
  for (let r = 1; r < rows - 1; r += 1) cells.push({ col: cols - 1, row: r });
  for (let c = cols - 1; c >= 0; c -= 1) cells.push({ col: c, row: rows - 1 });
  for (let r = rows - 2; r >= 1; r -= 1) cells.push({ col: 0, row: r });
  return cells;
}

/**
 * Columns of lots: each park heads a column with the lots that touch it (a lot touching several
 * parks joins the first), the remaining lots make the middle column(s). The first half of the park
 * columns go left of the middle, the rest right.
 */
export function lotColumns(lots: readonly LotData[]): LotData[][] {
  const parks = lots.filter((l) => l.kind === 'park');
  const placed = new Set(parks.map((p) => p.id));
  const parkColumns = parks.map((park) => {
    const column = [park];
    for (const lot of lots) {
      if (!placed.has(lot.id) && lot.adjacentParks.includes(park.id)) {
        column.push(lot);
        placed.add(lot.id);
      }
    }
    return column;
  });
  const middle = lots.filter((l) => !placed.has(l.id));
  const left = parkColumns.slice(0, Math.ceil(parkColumns.length / 2));
  const right = parkColumns.slice(left.length);
  return [...left, ...(middle.length > 0 ? [middle] : []), ...right];
}

export function layout(board: BoardData): Layout {
  const { cols, rows } = ringShape(board.spaces);
  const spaces = ringCells(cols, rows)
    .slice(0, board.spaces)
    .map(({ col, row }) => ({ x: col * CELL, y: row * CELL, w: CELL, h: CELL }));
  const inner: Box = { x: CELL, y: CELL, w: (cols - 2) * CELL, h: (rows - 2) * CELL };
  const columns = lotColumns(board.lots);
  const gap = 6;
  const colWidth = inner.w / Math.max(1, columns.length);
  const lots = new Map<string, Box>();
  const parkGroups: Box[] = [];
  columns.forEach((column, ci) => {
    if (column[0]?.kind === 'park') {
      parkGroups.push({ x: inner.x + ci * colWidth, y: inner.y, w: colWidth, h: inner.h });
    }
    const rowHeight = inner.h / Math.max(1, column.length);
    column.forEach((lot, ri) => {
      lots.set(lot.id, {
        x: Math.round(inner.x + ci * colWidth + gap / 2),
        y: Math.round(inner.y + ri * rowHeight + gap / 2),
        w: Math.round(colWidth - gap),
        h: Math.round(rowHeight - gap),
      });
    });
  });
  return { width: cols * CELL, height: rows * CELL, spaces, lots, parkGroups };
}

/**
 * A cube chip on the map: a lettered cube, a gap, then its count ("2", or "2+1" with cubes planned
 * but not sent yet), in COUNT_SIZE text.
 */
export const CUBE = 20;
export const CHIP_GAP = 3;
export const COUNT_SIZE = 14;
/** Chips stand two to a row: the second column at least this far right; rows this far apart. */
export const COLUMN_STEP = 44;
export const ROW_STEP = 24;
/** Space kept between a chip's count and the next chip. */
const CHIP_SPACE = 5;

export interface ChipGroup {
  /** Each chip's top-left corner in the group, before scaling. */
  readonly at: readonly { readonly dx: number; readonly dy: number }[];
  readonly width: number;
  readonly height: number;
  /** At most 1: how much the group is shrunk to fit its room. */
  readonly scale: number;
}

function arrange(
  widths: readonly number[],
  columns: 1 | 2,
  room: { readonly w: number; readonly h: number },
): ChipGroup {
  const chip = (i: number): number => CUBE + CHIP_GAP + (widths[i] ?? 0);
  const inColumn = (c: number): number[] =>
    widths.map((_, i) => i).filter((i) => i % columns === c);
  const widest = (c: number): number => Math.max(0, ...inColumn(c).map(chip));
  const step = columns === 2 ? Math.max(COLUMN_STEP, widest(0) + CHIP_SPACE) : 0;
  const at = widths.map((_, i) => ({
    dx: (i % columns) * step,
    dy: Math.floor(i / columns) * ROW_STEP,
  }));
  const width = widths.length > 1 && columns === 2 ? step + widest(1) : widest(0);
  const rows = Math.ceil(widths.length / columns);
  const height = rows === 0 ? 0 : (rows - 1) * ROW_STEP + CUBE;
  const scale = Math.min(1, width === 0 ? 1 : room.w / width, height === 0 ? 1 : room.h / height);
  return { at, width, height, scale };
}

/**
 * Where up to four chips go in a box's room, given the width of each chip's count text: two to a
 * row as long as they fit; a long count ("2+1", "10+2") widens its column; one chip under the
 * other when that fits better; and, as a last resort, the whole group shrunk to fit the room, so
 * no count ever spills out of its lot.
 */
export function chipGroup(
  countWidths: readonly number[],
  room: { readonly w: number; readonly h: number },
): ChipGroup {
  const pairs = arrange(countWidths, 2, room);
  if (pairs.scale >= 1) return pairs;
  const column = arrange(countWidths, 1, room);
  return column.scale > pairs.scale ? column : pairs;
}
