/**
 * Live updates of one game for one viewer: the GraphQL subscription first; if the socket cannot
 * be opened or breaks before the game is over, long-polling (ETag + ?wait) from then on. States
 * are handed on only when newer than the last one, and the watch ends with the final state.
 * The transports are injected, so this logic is tested without a browser or a server.
 */
import type { GameState } from '@tavolo/sdk/client';

export type LiveMode = 'connecting' | 'socket' | 'polling' | 'offline' | 'done';

export interface SubscriptionHandlers {
  next(state: GameState): void;
  /** The stream failed (socket refused or dropped, GraphQL error). */
  fail(error: unknown): void;
  /** The server ended the stream (after the final state). */
  complete(): void;
}

export interface PollResult {
  /** The new state, or null when nothing changed while waiting (304). */
  readonly state: GameState | null;
  readonly etag: string | null;
}

export interface LiveTransport {
  subscribe(gameId: string, handlers: SubscriptionHandlers): () => void;
  poll(gameId: string, etag: string | null, signal: AbortSignal): Promise<PollResult>;
}

export interface WatchOptions {
  readonly onState: (state: GameState) => void;
  readonly onMode?: (mode: LiveMode) => void;
  /** Waits before retrying a failed poll (tests pass a fake). */
  readonly sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** First retry delay after a failed poll, doubled up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** Starts watching; returns the function that stops. */
export function watchGame(
  gameId: string,
  transport: LiveTransport,
  options: WatchOptions,
): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  /** Read afresh after every await (a stop may come meanwhile). */
  const stopped = () => signal.aborted;
  const sleep = options.sleep ?? abortableSleep;
  const firstBackoff = options.backoffMs ?? 1000;
  const maxBackoff = options.maxBackoffMs ?? 30_000;
  let last = -1;
  let mode: LiveMode | undefined;
  let unsubscribe: (() => void) | undefined;
  /** Set once the subscription gave up: long-polling from then on. */
  const fallen = { back: false };

  const setMode = (next: LiveMode) => {
    if (mode === next) return;
    mode = next;
    options.onMode?.(next);
  };
  const finish = () => {
    setMode('done');
    controller.abort();
    unsubscribe?.();
  };
  const deliver = (state: GameState) => {
    if (stopped() || state.version <= last) return;
    last = state.version;
    options.onState(state);
    if (state.status === 'finished') finish();
  };

  const poll = async () => {
    let etag: string | null = null;
    let backoff = firstBackoff;
    while (!stopped()) {
      try {
        const result = await transport.poll(gameId, etag, signal);
        if (stopped()) return;
        setMode('polling');
        backoff = firstBackoff;
        etag = result.etag;
        if (result.state !== null) deliver(result.state);
      } catch {
        if (stopped()) return;
        setMode('offline');
        await sleep(backoff, signal);
        backoff = Math.min(backoff * 2, maxBackoff);
      }
    }
  };

  const fallBack = () => {
    if (stopped() || fallen.back) return;
    fallen.back = true;
    unsubscribe?.();
    unsubscribe = undefined;
    void poll();
  };

  setMode('connecting');
  try {
    unsubscribe = transport.subscribe(gameId, {
      next: (state) => {
        if (fallen.back || stopped()) return;
        setMode('socket');
        deliver(state);
      },
      fail: fallBack,
      complete: fallBack,
    });
    if (stopped() || fallen.back) unsubscribe(); // it ended while subscribing
  } catch {
    fallBack();
  }

  return () => {
    controller.abort();
    unsubscribe?.();
  };
}
