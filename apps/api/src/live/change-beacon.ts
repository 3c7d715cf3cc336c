/**
 * Tells the other API processes of this process's commits, off the commit path: the changes
 * published while a NOTIFY is on its way are gathered (the latest version of each game) and sent
 * as the next one, so however many moves a second the process commits it has at most one NOTIFY
 * in flight. A notice that never leaves (the process dies, the database is away) is not lost for
 * good: every process also polls the heads of the games it watches (game-feed.ts).
 */
import { randomUUID } from 'node:crypto';
import { MAX_PAYLOAD_BYTES, changesPayload } from './game-change.ts';
import type { GameChange } from './game-change.ts';

export type SendPayload = (payload: string) => Promise<void>;

/** Splits `changes` into payloads from `origin` under the NOTIFY size limit. */
export function payloadsOf(origin: string, changes: readonly GameChange[]): string[] {
  const payloads: string[] = [];
  let batch: GameChange[] = [];
  for (const change of changes) {
    const next = [...batch, change];
    if (batch.length > 0 && Buffer.byteLength(changesPayload(origin, next)) > MAX_PAYLOAD_BYTES) {
      payloads.push(changesPayload(origin, batch));
      batch = [change];
    } else {
      batch = next;
    }
  }
  if (batch.length > 0) payloads.push(changesPayload(origin, batch));
  return payloads;
}

export class ChangeBeacon {
  /** Names this process's notices, so that its own feed skips them (it has told its own). */
  readonly origin = randomUUID();
  readonly #send: SendPayload;
  readonly #onError: (error: unknown) => void;
  #pending = new Map<string, GameChange>();
  #sending: Promise<void> | undefined;
  #closed = false;

  constructor(send: SendPayload, onError: (error: unknown) => void) {
    this.#send = send;
    this.#onError = onError;
  }

  /** Queues `change` for the other processes (a newer version of a game replaces an older). */
  offer(change: GameChange): void {
    if (this.#closed) return;
    const queued = this.#pending.get(change.gameId);
    if (queued === undefined || queued.version < change.version) {
      this.#pending.set(change.gameId, change);
    }
    this.#sending ??= this.#drain();
  }

  /** Resolves once what is queued so far was sent (or its send failed). */
  async idle(): Promise<void> {
    await this.#sending;
  }

  /** Sends what is queued, then stops accepting changes. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#sending;
  }

  async #drain(): Promise<void> {
    // Let the commits of this tick gather before the first NOTIFY goes.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.#pending.size > 0) {
      const changes = [...this.#pending.values()];
      this.#pending = new Map();
      for (const payload of payloadsOf(this.origin, changes)) {
        try {
          await this.#send(payload);
        } catch (error) {
          // The other processes' polls catch up with what this notice would have said.
          this.#onError(error);
        }
      }
    }
    this.#sending = undefined;
  }
}
