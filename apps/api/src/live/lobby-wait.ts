/**
 * Waiting for the lobby to change as one caller sees it: the long-poll of the game lists and the
 * GraphQL `lobby` subscription. A notice of the lobby feed only says "re-read"; the caller's own
 * read decides whether anything changed for them, and while nothing did the wait goes on, so a
 * change they may not see (a private game) never answers them early.
 */
import type { LobbyFeedPort } from './lobby-feed.ts';

export interface LobbyWaitOptions {
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
}

/**
 * Resolves true once `changed()` does — checked once subscribed (a change just before the
 * subscription is not missed) and after each notice, one check at a time — or false after
 * `timeoutMs` or when `signal` aborts. Rejects if a check fails.
 */
export function nextLobbyChange(
  feed: LobbyFeedPort,
  options: LobbyWaitOptions,
  changed: () => Promise<boolean>,
): Promise<boolean> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let checking = false;
    let checkAgain = false;
    const finish = () => {
      settled = true;
      unsubscribe();
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    const settle = (result: boolean) => {
      if (settled) return;
      finish();
      resolve(result);
    };
    const onAbort = () => {
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
    const unsubscribe = feed.subscribe(check);
    const timer = setTimeout(settle, options.timeoutMs, false);
    if (options.signal?.aborted === true) {
      settle(false);
      return;
    }
    options.signal?.addEventListener('abort', onAbort, { once: true });
    check();
  });
}
