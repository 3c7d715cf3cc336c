import { describe, expect, it } from 'vitest';
import type { GameChange } from './game-change.ts';
import { HeadReads } from './head-reads.ts';

/** Head reads that resolve when told to, recording the games each batch asked for. */
function controlledHeads() {
  const batches: string[][] = [];
  const pending: ((heads: GameChange[]) => void)[] = [];
  const readHeads = (gameIds: readonly string[]) => {
    batches.push([...gameIds]);
    return new Promise<GameChange[]>((resolve) => pending.push(resolve));
  };
  return { readHeads, batches, pending };
}

const head = (gameId: string, version: number): GameChange => ({
  gameId,
  version,
  status: 'started',
});

/** Lets the setImmediate that starts a batch run. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('HeadReads', () => {
  it('reads the heads asked for in one turn with one statement', async () => {
    const { readHeads, batches, pending } = controlledHeads();
    const heads = new HeadReads(readHeads);
    const answers = [
      ...Array.from({ length: 500 }, () => heads.read('a')),
      heads.read('b'),
      heads.read('not-started'),
    ];
    await nextTurn();
    expect(batches).toEqual([['a', 'b', 'not-started']]);
    pending[0]?.([head('a', 7), head('b', 2)]);
    const read = await Promise.all(answers);
    expect(read.slice(0, 500).every((h) => h?.version === 7)).toBe(true);
    expect(read.slice(500)).toEqual([head('b', 2), undefined]);
  });

  it('never answers a caller with a read that started before its call', async () => {
    const { readHeads, batches, pending } = controlledHeads();
    const heads = new HeadReads(readHeads);
    const early = heads.read('a');
    await nextTurn();
    // The first batch is in flight: a later caller waits for a batch of its own.
    const late = heads.read('a');
    await nextTurn();
    expect(batches).toHaveLength(1);
    pending[0]?.([head('a', 3)]);
    await expect(early).resolves.toEqual(head('a', 3));
    await nextTurn();
    expect(batches).toHaveLength(2);
    pending[1]?.([head('a', 4)]);
    await expect(late).resolves.toEqual(head('a', 4));
  });

  it('fails the callers of a failed batch and reads again for the next', async () => {
    let fail = true;
    const heads = new HeadReads((gameIds) =>
      fail
        ? Promise.reject(new Error('database away'))
        : Promise.resolve([head(gameIds[0] ?? '', 1)]),
    );
    await expect(heads.read('a')).rejects.toThrow('database away');
    fail = false;
    await expect(heads.read('a')).resolves.toEqual(head('a', 1));
  });
});
