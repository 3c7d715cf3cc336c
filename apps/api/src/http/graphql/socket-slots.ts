/**
 * How many live subscriptions each websocket holds, capped: without a cap one socket could make
 * the server keep any number of feed listeners and re-read states for each of them at every
 * move. A table page needs one subscription; a bot watching its games a handful.
 */
import { ApiError } from '../error-table.ts';

export class SubscriptionSlots {
  readonly #held = new WeakMap<object, number>();
  readonly #perSocket: number;

  constructor(perSocket: number) {
    this.#perSocket = perSocket;
  }

  /**
   * Takes a slot on `socket`, or refuses with RATE_LIMITED when it holds all of them; the
   * function returned gives the slot back (calling it again does nothing).
   */
  take(socket: object): () => void {
    const held = this.#held.get(socket) ?? 0;
    if (held >= this.#perSocket) {
      throw new ApiError(
        'RATE_LIMITED',
        `A websocket may hold at most ${String(this.#perSocket)} live subscriptions; ` +
          'complete one before starting another, or open another socket.',
      );
    }
    this.#held.set(socket, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#held.set(socket, (this.#held.get(socket) ?? 1) - 1);
    };
  }
}
