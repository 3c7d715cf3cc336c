/**
 * Sends a planned series of commands (the churn's returns) one at a time. A command is sent only
 * when it is in the legal list of the moment; the next one waits until the list has changed
 * (the server took the previous one). If a planned command is no longer listed, the rest of the
 * plan is dropped and the player plans again from the fresh state.
 */
import { sameJson } from '../json.ts';
import type { Command } from './model.ts';

export interface Queue {
  /** Commands not yet known to be accepted; the first one is in flight when `sentAt` is set. */
  readonly pending: readonly Command[];
  /** The legal list (as a key) when the first pending command was sent, or null. */
  readonly sentAt: string | null;
}

export const EMPTY_QUEUE: Queue = { pending: [], sentAt: null };

export interface QueueStep {
  readonly queue: Queue;
  /** The listed command to send now, if any. */
  readonly send: Command | null;
  /** The plan no longer fits the list and was dropped. */
  readonly dropped: boolean;
}

/** A stable key of a legal list: it changes exactly when the server lists something else. */
export const listKey = (legal: readonly unknown[]): string => JSON.stringify(legal);

export function stepQueue(
  queue: Queue,
  legal: readonly Command[],
  key: string,
  busy: boolean,
): QueueStep {
  const idle: QueueStep = { queue, send: null, dropped: false };
  if (busy || queue.pending.length === 0 || queue.sentAt === key) return idle;
  // The list moved on since the first pending command was sent: the server took it.
  const pending = queue.sentAt === null ? queue.pending : queue.pending.slice(1);
  const [next] = pending;
  if (next === undefined) return { queue: EMPTY_QUEUE, send: null, dropped: false };
  const listed = legal.find((c) => sameJson(c, next));
  if (listed === undefined) return { queue: EMPTY_QUEUE, send: null, dropped: true };
  return { queue: { pending, sentAt: key }, send: listed, dropped: false };
}
