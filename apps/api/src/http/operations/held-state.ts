/**
 * A game's state held for a long-poll (`GET /games/:id/state?wait=N` with If-None-Match), once in
 * `Operations` like the other held reads: answered at once unless the caller already holds the
 * state it would get (its ETag names version and viewer), else at the game's next version in any
 * process (the live feed), after `waitMs`, or when the request's signal aborts. The credential
 * is checked again before a state read after the wait (it may have ended meanwhile).
 */
import type { Viewer } from '@tavolo/engine';
import { currentState } from '../current-state.ts';
import type { Operations } from '../operations.ts';
import type { ViewerState } from './game-types.ts';
import type { FeedPort } from '../ports.ts';
import { stateEtag } from '../state-etag.ts';
import type { HeldRead } from './held-read.ts';

export interface HeldStateRead extends HeldRead {
  /** Throws when the caller's credential ended while the request waited. */
  readonly recheck: () => Promise<void>;
}

export class HeldStateOperations {
  readonly #ops: Pick<Operations, 'stateAs' | 'stateAfterChange'>;
  readonly #feed: FeedPort;

  constructor(ops: Pick<Operations, 'stateAs' | 'stateAfterChange'>, feed: FeedPort) {
    this.#ops = ops;
    this.#feed = feed;
  }

  async read(gameId: string, viewer: Viewer, request: HeldStateRead): Promise<ViewerState> {
    const state = await currentState(this.#ops, this.#feed, gameId, viewer);
    const holds = request.held === stateEtag(state) && request.waitMs > 0;
    if (!holds || state.status === 'finished') return state;
    const change = await this.#feed.waitForVersionAbove(gameId, state.version, {
      timeoutMs: request.waitMs,
      signal: request.signal,
    });
    if (change === undefined) return state;
    await request.recheck();
    return this.#ops.stateAfterChange(gameId, viewer, change.version);
  }
}
