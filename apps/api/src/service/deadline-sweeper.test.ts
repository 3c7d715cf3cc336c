import { describe, expect, it } from 'vitest';
import { DeadlineSweeper } from './deadline-sweeper.ts';
import type { SweepTarget } from './deadline-sweeper.ts';
import type { DeadlineAction } from './deadlines.ts';
import { HandTimers } from '../../test/hand-timers.ts';

/** A target with `due` game ids to hand out, `batch` at a time. */
function target(due: string[], failing = new Set<string>()): SweepTarget & { acted: string[] } {
  const acted: string[] = [];
  return {
    acted,
    claimDueGames: (limit) => Promise.resolve(due.splice(0, limit)),
    actOnDeadline: (gameId): Promise<DeadlineAction> => {
      if (failing.has(gameId)) return Promise.reject(new Error(`cannot act on ${gameId}`));
      acted.push(gameId);
      return Promise.resolve({
        gameId,
        kind: 'timed_out',
        seat: 0,
        version: 1,
        action: 'bot_move',
      });
    },
  };
}

const settings = { intervalMs: 5000, batchSize: 2, leaseMs: 60_000 };
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('DeadlineSweeper', () => {
  it('sweeps a round per interval, and again at once after a full batch', async () => {
    const timers = new HandTimers();
    const games = target(['a', 'b', 'c']);
    const sweeper = new DeadlineSweeper(games, settings, { timers });
    sweeper.start();
    expect(timers.pending.map((t) => t.ms)).toEqual([5000]);
    timers.fire();
    await settle();
    expect(games.acted).toEqual(['a', 'b']);
    // The batch was full: more may be due, so the next round comes without a pause.
    expect(timers.pending.map((t) => t.ms)).toEqual([0]);
    timers.fire();
    await settle();
    expect(games.acted).toEqual(['a', 'b', 'c']);
    expect(timers.pending.map((t) => t.ms)).toEqual([5000]);
    await sweeper.stop();
    expect(timers.pending).toEqual([]);
  });

  it("reports a game's failure and goes on with the others and the next rounds", async () => {
    const timers = new HandTimers();
    const reported: (string | undefined)[] = [];
    const games = target(['a', 'b'], new Set(['a']));
    const sweeper = new DeadlineSweeper(games, settings, {
      timers,
      onError: (_error, gameId) => reported.push(gameId),
    });
    expect(await sweeper.sweepOnce()).toEqual([
      { gameId: 'b', kind: 'timed_out', seat: 0, version: 1, action: 'bot_move' },
    ]);
    expect(reported).toEqual(['a']);
  });

  it('reports a failed claim and keeps its pace', async () => {
    const timers = new HandTimers();
    const reported: unknown[] = [];
    const failing: SweepTarget = {
      claimDueGames: () => Promise.reject(new Error('claim failed')),
      actOnDeadline: () => Promise.reject(new Error('unreachable')),
    };
    const sweeper = new DeadlineSweeper(failing, settings, {
      timers,
      onError: (error) => reported.push(error),
    });
    sweeper.start();
    timers.fire();
    await settle();
    expect(reported).toHaveLength(1);
    expect(timers.pending.map((t) => t.ms)).toEqual([5000]);
    await sweeper.stop();
  });
});
