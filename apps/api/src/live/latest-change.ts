/**
 * The buffer behind GameFeed.changes(): a single slot holding the newest change not yet taken.
 * A consumer slower than the moves skips straight to the latest version — a change only says
 * "re-read the game", so the versions in between carry nothing it would miss — and memory stays
 * constant however far behind it falls.
 */
import type { GameChange } from './game-change.ts';

export class LatestChange {
  #pending: GameChange | undefined;
  /** The highest version offered so far: anything at or below it is a duplicate or stale. */
  #highest: number;
  #ended = false;
  #waiting: (() => void)[] = [];

  constructor(afterVersion: number) {
    this.#highest = afterVersion;
  }

  get ended(): boolean {
    return this.#ended;
  }

  offer(change: GameChange): void {
    if (this.#ended || change.version <= this.#highest) return;
    this.#highest = change.version;
    this.#pending = change;
    this.#wakeUp();
  }

  /** Ends the stream: what is pending is dropped, a waiting consumer is released. */
  end(): void {
    this.#ended = true;
    this.#pending = undefined;
    this.#wakeUp();
  }

  /** The newest change not taken yet, if any (it is then no longer pending). */
  take(): GameChange | undefined {
    const change = this.#pending;
    this.#pending = undefined;
    return change;
  }

  /** Resolves at the next offer or at the end. */
  settled(): Promise<void> {
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
    });
  }

  #wakeUp(): void {
    for (const wake of this.#waiting.splice(0)) wake();
  }
}

/**
 * Iterates `slot` until it ends. Written by hand rather than as an async generator because a
 * generator's return() waits behind a pending next(): a subscriber that goes away (GraphQL calls
 * return()) must release the subscription at once, not at the game's next move. `stop` runs
 * whenever the iteration finishes, by return() or by the slot ending.
 */
export function iterate(
  slot: LatestChange,
  stop: () => void,
): AsyncIterableIterator<GameChange, undefined, undefined> {
  const finish = (): IteratorReturnResult<undefined> => {
    slot.end();
    stop();
    return { done: true, value: undefined };
  };
  const iterator: AsyncIterableIterator<GameChange, undefined, undefined> = {
    async next() {
      for (;;) {
        if (slot.ended) return finish();
        const change = slot.take();
        if (change !== undefined) return { done: false, value: change };
        await slot.settled();
      }
    },
    return: () => Promise.resolve(finish()),
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
