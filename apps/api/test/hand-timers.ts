/** Timers a test fires by hand: the deadline sweeper's rounds run when the test says so. */
import type { Timers } from '../src/service/deadline-sweeper.ts';

export class HandTimers implements Timers {
  readonly pending: { readonly ms: number; readonly callback: () => void }[] = [];

  after(ms: number, callback: () => void): () => void {
    const timer = { ms, callback };
    this.pending.push(timer);
    return () => {
      const at = this.pending.indexOf(timer);
      if (at >= 0) this.pending.splice(at, 1);
    };
  }

  /** Runs the earliest timer set (throws when none is pending). */
  fire(): void {
    const timer = this.pending.shift();
    if (timer === undefined) throw new Error('no timer pending');
    timer.callback();
  }
}
