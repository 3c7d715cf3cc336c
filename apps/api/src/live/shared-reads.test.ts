import { describe, expect, it } from 'vitest';
import { SharedReads } from './shared-reads.ts';

/** A read that resolves when told to, counting how often it was started. */
function controlledReads() {
  let started = 0;
  const pending: ((value: string) => void)[] = [];
  const load = () => {
    started += 1;
    return new Promise<string>((resolve) => pending.push(resolve));
  };
  return { load, pending, started: () => started };
}

describe('SharedReads', () => {
  it('starts one read for every caller of the same key and version', async () => {
    const reads = new SharedReads<string>();
    const { load, pending, started } = controlledReads();
    const answers = Array.from({ length: 100 }, () => reads.read('game seat 0', 5, load));
    expect(started()).toBe(1);
    pending[0]?.('at version 5');
    expect(new Set(await Promise.all(answers))).toEqual(new Set(['at version 5']));
    // Told of the same version later: the answer read for it still serves.
    await expect(reads.read('game seat 0', 5, load)).resolves.toBe('at version 5');
    expect(started()).toBe(1);
  });

  it('reads again for a newer version, and apart for another key', () => {
    const reads = new SharedReads<string>();
    const { load, started } = controlledReads();
    void reads.read('game seat 0', 5, load);
    void reads.read('game seat 1', 5, load);
    void reads.read('game seat 0', 6, load);
    // A caller told of version 5 after the read for 6 began may share that newer read.
    void reads.read('game seat 0', 5, load);
    expect(started()).toBe(3);
  });

  it('does not keep a failed read, and keeps at most its capacity', async () => {
    const reads = new SharedReads<string>(2);
    let attempts = 0;
    const failing = () => {
      attempts += 1;
      return Promise.reject(new Error('database away'));
    };
    await expect(reads.read('a', 1, failing)).rejects.toThrow('database away');
    await expect(reads.read('a', 1, failing)).rejects.toThrow('database away');
    expect(attempts).toBe(2);
    expect(reads.size).toBe(0);
    for (const key of ['b', 'c', 'd']) void reads.read(key, 1, () => Promise.resolve(key));
    expect(reads.size).toBe(2);
  });
});
