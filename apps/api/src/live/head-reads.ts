/**
 * The committed heads of games, read in batches (issue 19): when a move wakes 5,000 long-polls of
 * one game, each asks again with the new ETag and each must read the game's head once it is
 * subscribed (else a move committed in between is missed). One statement per batch, not one
 * per poll.
 *
 * A caller joins only a batch that has not started yet, so its head is always read after the
 * call — after whatever the caller did first (subscribing to the feed). At most one batch is in
 * flight; calls made meanwhile gather into the next, so a slower database gets fewer, larger
 * statements.
 */
import type { GameChange } from './game-change.ts';

/** Reads the committed heads of the started games among `gameIds` (committedHeads). */
export type ReadHeads = (gameIds: readonly string[]) => Promise<GameChange[]>;

interface Waiter {
  readonly resolve: (head: GameChange | undefined) => void;
  readonly reject: (error: unknown) => void;
}

export class HeadReads {
  readonly #readHeads: ReadHeads;
  /** The next batch: game id → its callers. */
  #next = new Map<string, Waiter[]>();
  #reading = false;
  #scheduled = false;

  constructor(readHeads: ReadHeads) {
    this.#readHeads = readHeads;
  }

  /** The head of `gameId` read after this call; undefined before its start or for no such game. */
  read(gameId: string): Promise<GameChange | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.#next.get(gameId);
      if (waiters === undefined) this.#next.set(gameId, [{ resolve, reject }]);
      else waiters.push({ resolve, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#reading || this.#scheduled) return;
    this.#scheduled = true;
    // The calls of this tick gather before the batch goes.
    setImmediate(() => {
      this.#scheduled = false;
      void this.#readBatch();
    });
  }

  async #readBatch(): Promise<void> {
    if (this.#next.size === 0) return;
    const batch = this.#next;
    this.#next = new Map();
    this.#reading = true;
    try {
      const heads = new Map((await this.#readHeads([...batch.keys()])).map((h) => [h.gameId, h]));
      for (const [gameId, waiters] of batch) {
        for (const waiter of waiters) waiter.resolve(heads.get(gameId));
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    } finally {
      this.#reading = false;
      this.#schedule();
    }
  }
}
