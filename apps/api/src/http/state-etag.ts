/** The ETag of a state as its viewer reads it: what If-None-Match and ?wait= compare. */
import type { Viewer } from '@tavolo/engine';

export function stateEtag(state: {
  readonly version: number;
  readonly viewer: Viewer;
  readonly lastSeenVersion: number | null;
}): string {
  const viewer = state.viewer.kind === 'seat' ? `seat${state.viewer.seat}` : 'spectator';
  // The seat's last seen version is part of its state: marking a version seen changes the ETag.
  const seen = state.lastSeenVersion === null ? '' : `-seen${state.lastSeenVersion}`;
  return `"v${state.version}-${viewer}${seen}"`;
}
