/**
 * The state a viewer reads now, for the live paths (long-polls, subscriptions). A spectator's is
 * the read every spectator of the game shares (Operations.stateAfterChange) at the game's head,
 * read after this call and batched with the other callers of the moment (live/head-reads.ts):
 * 5,000 long-polls asking again after a move, or 5,000 subscribers opening, cost one head
 * statement per batch and one state read, not a read each. A seat reads afresh: its state
 * carries its last seen version, which changes without a move.
 */
import type { Viewer } from '@tavolo/engine';
import type { Operations, ViewerState } from './operations.ts';
import type { FeedPort } from './ports.ts';

export async function currentState(
  ops: Pick<Operations, 'stateAs' | 'stateAfterChange'>,
  feed: Pick<FeedPort, 'head'>,
  gameId: string,
  viewer: Viewer,
): Promise<ViewerState> {
  if (viewer.kind === 'spectator') {
    const head = await feed.head(gameId);
    if (head !== undefined) return ops.stateAfterChange(gameId, viewer, head.version);
  }
  return ops.stateAs(gameId, viewer);
}
