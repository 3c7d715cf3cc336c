import { describe, expect, it } from 'vitest';
import { FactBatches } from './fact-batches.ts';

/** A handler that holds each batch until released, recording the batches it was given. */
function heldHandler() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const handle = (batch: readonly number[]) => {
    batches.push([...batch]);
    return new Promise<void>((resolve) => releases.push(resolve));
  };
  const releaseNext = async () => {
    // Let the queue reach its handler first.
    await new Promise((resolve) => setImmediate(resolve));
    releases.shift()?.();
  };
  return { batches, handle, releaseNext };
}

describe('FactBatches', () => {
  it('handles a lone fact alone, and what arrives while a batch runs as the next batch', async () => {
    const { batches, handle, releaseNext } = heldHandler();
    const queue = new FactBatches<number>(handle, (error) => {
      throw error;
    });
    queue.push(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1]]); // [1] is being handled, not released yet
    queue.push(2);
    queue.push(3);
    const idle = queue.idle();
    await releaseNext(); // [1] done: [2, 3] starts
    await releaseNext();
    await idle;
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('reports a failed batch and goes on with the next', async () => {
    const handled: number[][] = [];
    const errors: unknown[] = [];
    const queue = new FactBatches<number>(
      (batch) => {
        handled.push([...batch]);
        return batch.includes(1) ? Promise.reject(new Error('batch 1 failed')) : Promise.resolve();
      },
      (error) => errors.push(error),
    );
    queue.push(1);
    await queue.idle();
    queue.push(2);
    await queue.idle();
    expect(handled).toEqual([[1], [2]]);
    expect(errors).toEqual([new Error('batch 1 failed')]);
  });

  it('is idle at once with nothing pushed', async () => {
    const queue = new FactBatches<number>(
      () => Promise.resolve(),
      () => undefined,
    );
    await expect(queue.idle()).resolves.toBeUndefined();
  });
});
