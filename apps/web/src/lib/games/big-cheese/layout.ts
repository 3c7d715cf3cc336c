/**
 * Geometry of the drawing. The viewBox is phone-width (360 units) and grows downward with the
 * seats and their projects, so a 375px screen shows it at about 1:1 with nothing to scroll sideways.
 */
import type { BcView, Project } from './model.ts';

export const WIDTH = 360;
export const PAD = 10;
export const HEADER_HEIGHT = 140;
export const CARD = { w: 38, h: 52, gap: 4 } as const;
const SEAT_HEAD = 40;
const NO_PROJECTS = 18;
const SEAT_GAP = 6;
const LEGEND = 40;

export interface PlacedCard {
  readonly x: number;
  readonly y: number;
  readonly project: Project;
}

export interface SeatBox {
  readonly seat: number;
  readonly y: number;
  readonly height: number;
  readonly cards: readonly PlacedCard[];
}

export interface Layout {
  readonly height: number;
  readonly seats: readonly SeatBox[];
  readonly legendY: number;
}

export const CARDS_PER_ROW = Math.floor((WIDTH - 2 * PAD - 12) / (CARD.w + CARD.gap));

export function layout(view: BcView): Layout {
  let y = HEADER_HEIGHT;
  const seats: SeatBox[] = [];
  for (let seat = 0; seat < view.players.length; seat += 1) {
    const own = view.projects.filter((p) => p.owner === seat);
    const rows = Math.ceil(own.length / CARDS_PER_ROW);
    const cards = own.map((project, i) => ({
      x: PAD + 12 + (i % CARDS_PER_ROW) * (CARD.w + CARD.gap),
      y: y + SEAT_HEAD + Math.floor(i / CARDS_PER_ROW) * (CARD.h + CARD.gap),
      project,
    }));
    const height = SEAT_HEAD + (rows === 0 ? NO_PROJECTS : rows * (CARD.h + CARD.gap));
    seats.push({ seat, y, height, cards });
    y += height + SEAT_GAP;
  }
  return { height: y + LEGEND, seats, legendY: y + 16 };
}

/** Worker dots on a card: five to a row, so 14 (the no-luck maximum) still fit. */
export function workerDots(workers: number): { cx: number; cy: number }[] {
  return Array.from({ length: workers }, (_, i) => ({
    cx: 7 + (i % 5) * 6,
    cy: CARD.h - 6 - (Math.ceil(workers / 5) - 1 - Math.floor(i / 5)) * 6,
  }));
}
