/** What the clients saw during a chaos run, and waiting on it. */

/** A move the server acknowledged (HTTP 200 to a submit). */
export interface Ack {
  readonly gameId: string;
  readonly commandId: string;
  readonly version: number;
  /** The server answered with the original result of an earlier attempt that had committed. */
  readonly duplicate: boolean;
  /** Index of the server process that answered. */
  readonly process: number;
  /** performance.now() when the answer arrived. */
  readonly at: number;
}

export class ChaosRecord {
  readonly acks: Ack[] = [];
  /** Submit attempts without a verdict (no response, 5xx, 429), each retried. */
  submitRetries = 0;
  /** State reads without a verdict, retried. */
  readRetries = 0;
  /** Of those, 429s: the rate limit, not the fault. */
  rateLimited = 0;
  /** Submits refused for good (409 or 422): the client reads again and chooses anew. */
  refusals = 0;
  /** Statuses of the attempts without a verdict: { "0": 12, "500": 3, … }. */
  readonly failureStatuses: Record<string, number> = {};
  /** The last failed attempts and faults, with the seconds since the run started. */
  readonly timeline: string[] = [];
  readonly #started = performance.now();
  /** Things that must not happen (an unexpected 4xx, a wrong version…): the run fails. */
  readonly anomalies: string[] = [];

  failed(status: number): void {
    this.failureStatuses[status] = (this.failureStatuses[status] ?? 0) + 1;
    if (status === 429) this.rateLimited += 1;
  }

  trace(what: string): void {
    const seconds = ((performance.now() - this.#started) / 1000).toFixed(1);
    this.timeline.push(`${seconds} s ${what}`);
    if (this.timeline.length > 30) this.timeline.shift();
  }

  get failures(): number {
    return Object.values(this.failureStatuses).reduce((sum, count) => sum + count, 0);
  }

  /** The first move acknowledged by `process` at or after `since`. */
  firstAckAfter(process: number, since: number): Ack | undefined {
    return this.acks.find((ack) => ack.process === process && ack.at >= since);
  }
}

/** Polls `condition` every 50 ms until it holds; throws after `timeoutMs`. */
export async function waitFor(
  what: string,
  condition: () => boolean,
  timeoutMs: number,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
