/** The HTTP server's limits on slow and greedy clients (config.ts reads them from the environment). */

/**
 * How long the server waits for slow clients, how much it reads, and how many sockets one
 * address may hold: without them a client that trickles a body, or opens sockets and sends
 * nothing, keeps them open forever.
 */
export interface HttpLimits {
  /** The whole request, headers and body, must have arrived within this (then 408 and close). */
  readonly requestTimeoutMs: number;
  /** The request's headers must have arrived within this (at most `requestTimeoutMs`). */
  readonly headersTimeoutMs: number;
  /** An idle keep-alive socket is closed after this, between requests. */
  readonly keepAliveTimeoutMs: number;
  /**
   * A socket with no traffic either way for this long is closed. Longer than the longest
   * long-poll (`?wait=` ≤ 60 s), which sends nothing while it waits; websockets are exempt
   * (they ping every 25 s).
   */
  readonly idleTimeoutMs: number;
  /** Largest request body accepted, in bytes (413 beyond). */
  readonly bodyLimitBytes: number;
  /**
   * Sockets one remote address may hold open at once (the excess is closed at once); absent: no
   * cap. Counted per socket peer, never per X-Forwarded-For: behind a reverse proxy every socket
   * comes from the proxy, so the cap is off by default when `trustProxy` is on.
   */
  readonly maxSocketsPerAddress?: number;
}

/** What a production server uses unless the environment says otherwise. */
export const DEFAULT_HTTP_LIMITS: HttpLimits & { readonly maxSocketsPerAddress: number } = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 15_000,
  keepAliveTimeoutMs: 72_000,
  idleTimeoutMs: 90_000,
  bodyLimitBytes: 64 * 1024,
  maxSocketsPerAddress: 64,
};

/**
 * Longest path parameter the router accepts (Fastify's own default, stated here because the error
 * table's URI_TOO_LONG names it): ids and usernames are far shorter.
 */
export const MAX_PATH_SEGMENT_LENGTH = 100;
