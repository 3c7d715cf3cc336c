/** The verdict on a chaos run's figures (printed before: a failure comes with its numbers). */
import { expect } from 'vitest';
import type { ChaosFigures } from './figures.ts';

export function expectSound(figures: ChaosFigures, games: number): void {
  expect(figures.problems, 'lost, doubled or unacknowledged moves, gaps, bad exports').toEqual([]);
  expect(figures.crashes, 'server processes that died by themselves').toEqual([]);
  expect(figures.laggingWatchers, 'watchers that never reached the final version').toEqual([]);
  expect(figures.gamesVerified, 'exports verified').toBe(games);
  expect(figures.movesAcknowledged, 'moves acknowledged').toBeGreaterThan(60);
}
