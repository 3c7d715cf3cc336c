import { describe, expect, it } from 'vitest';
import { awayFrom, entriesSince } from './away.ts';
import { moveStats } from './move-stats.ts';

const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 12, minutes)).toISOString();

describe('moveStats', () => {
  it('counts each entry’s time since the one before for its actor, and its timeouts', () => {
    const entries = [
      { version: 0, actor: null, at: at(0) },
      { version: 1, actor: 0, at: at(10) },
      { version: 2, actor: 1, at: at(40) },
      { version: 3, actor: 0, at: at(60), timedOut: true as const },
    ];
    expect(moveStats(entries, 3)).toEqual([
      { seat: 0, moves: 2, averageMs: 15 * 60_000, timeouts: 1 },
      { seat: 1, moves: 1, averageMs: 30 * 60_000, timeouts: 0 },
      { seat: 2, moves: 0, averageMs: null, timeouts: 0 },
    ]);
  });

  it('reads the entries in version order whatever order they come in', () => {
    const entries = [
      { version: 2, actor: 1, at: at(30) },
      { version: 0, actor: null, at: at(0) },
      { version: 1, actor: 0, at: at(5) },
    ];
    expect(moveStats(entries, 2).map((seat) => seat.averageMs)).toEqual([5 * 60_000, 25 * 60_000]);
  });
});

describe('away', () => {
  const seat = { kind: 'seat' as const };
  it('starts after the last seen version of a seat that has seen an older one', () => {
    expect(awayFrom({ viewer: seat, lastSeenVersion: 3, version: 7 })).toBe(3);
    expect(awayFrom({ viewer: seat, lastSeenVersion: 7, version: 7 })).toBeNull();
    expect(awayFrom({ viewer: seat, lastSeenVersion: null, version: 7 })).toBeNull();
    expect(awayFrom({ viewer: { kind: 'spectator' }, lastSeenVersion: null, version: 7 })).toBe(
      null,
    );
  });

  it('keeps the entries after it', () => {
    const entries = [0, 1, 2, 3].map((version) => ({ version }));
    expect(entriesSince(entries, 1)).toEqual([{ version: 2 }, { version: 3 }]);
    expect(entriesSince(entries, null)).toEqual([]);
  });
});
