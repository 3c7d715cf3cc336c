/**
 * Waiting for something a socket delivers: `until` checks a condition each time `notify` is called
 * (a message arrived, the socket closed) and at least every 200 ms, and gives up after a timeout
 * with the caller's description of what it had seen.
 */
export class WakeUp {
  readonly #wake: (() => void)[] = [];

  async until(done: () => boolean, timeoutMs: number, seen: () => string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(seen());
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.#wake.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  notify(): void {
    for (const wake of this.#wake.splice(0)) wake();
  }
}
