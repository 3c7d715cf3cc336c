/**
 * Waiting for what one caller sees to change, over any feed whose notice only says "check again":
 * the lobby's lists, an account's inbox, a table's chat (their long-polls, and the GraphQL `lobby`
 * subscription). The caller's own check decides whether anything changed for them, and while
 * nothing did the wait goes on, so a notice about something they may not see (a private game, a
 * channel they cannot read) never answers them early.
 */
import { systemTimers } from '../service/round-loop.ts';
import type { Timers } from '../service/round-loop.ts';
import type { KeyedNotices } from './keyed-feed.ts';

/** A feed's notices: `subscribe` calls `listener` at each one and returns the unsubscribe. */
export interface Notices {
  subscribe(listener: () => void): () => void;
}

/** The notices of one key of a keyed feed. */
export function noticesOf(feed: KeyedNotices, key: string): Notices {
  return { subscribe: (listener) => feed.subscribe(key, listener) };
}

export interface NextChangeOptions {
  readonly timeoutMs: number;
  readonly signal?: AbortSignal | undefined;
  /** Where the timeout is set: real timers unless a test fires it by hand. */
  readonly timers?: Timers | undefined;
}

/**
 * Resolves true once `changed()` does — checked once subscribed (a change just before the
 * subscription is not missed) and after each notice, one check at a time (notices during a check
 * make one more) — or false after `timeoutMs` or when `signal` aborts. Rejects if a check fails.
 */
export function nextChange(
  notices: Notices,
  options: NextChangeOptions,
  changed: () => Promise<boolean>,
): Promise<boolean> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let checking = false;
    let checkAgain = false;
    const finish = () => {
      settled = true;
      unsubscribe();
      cancelTimer();
      options.signal?.removeEventListener('abort', giveUp);
    };
    const settle = (result: boolean) => {
      if (settled) return;
      finish();
      resolve(result);
    };
    const giveUp = () => {
      settle(false);
    };
    const check = () => {
      if (settled) return;
      if (checking) {
        checkAgain = true;
        return;
      }
      checking = true;
      changed().then(
        (yes) => {
          checking = false;
          if (yes) settle(true);
          else if (checkAgain) {
            checkAgain = false;
            check();
          }
        },
        (error: unknown) => {
          if (settled) return;
          finish();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    };
    const unsubscribe = notices.subscribe(check);
    const cancelTimer = (options.timers ?? systemTimers).after(options.timeoutMs, giveUp);
    if (options.signal?.aborted === true) {
      settle(false);
      return;
    }
    options.signal?.addEventListener('abort', giveUp, { once: true });
    check();
  });
}
