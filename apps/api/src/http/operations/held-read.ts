/**
 * A long-poll's request, the same for every held read in `Operations` (the lobby's lists, the
 * inbox status, the chat): answer at once unless the caller already holds what a read would
 * give, then hold the answer until it changes, `waitMs` passes or `signal` aborts (the client
 * left, the server is closing). The transport only maps headers and query onto it.
 */
export interface HeldRead {
  /** The ETag the caller holds (If-None-Match). */
  readonly held?: string | undefined;
  /** How long to hold the answer while it is still `held` (0: answer at once). */
  readonly waitMs: number;
  readonly signal: AbortSignal;
}
