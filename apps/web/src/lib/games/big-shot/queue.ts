/**
 * Sends a drafted plan (several commands) one command at a time. The server only ever receives a
 * member of the legal list it has just given: each step is looked up in the current legalCommands
 * and sent only if present, and the next step waits for the server's answer to the previous one
 * (a new view and a new legal list) before it is checked.
 */
import { findLegal } from './model.ts';
import type { BigShotCommand } from './model.ts';

/** What the last command was sent against, to recognise the answer to it. */
interface Sent {
  /** The view (as JSON) when it was sent: every accepted command changes the view. */
  readonly view: string;
  readonly legal: readonly unknown[];
  /** The app reported the command on its way (busy) since it was sent. */
  readonly busySeen: boolean;
}

export interface Runner {
  readonly pending: readonly BigShotCommand[];
  readonly sent: Sent | null;
  /** How many commands the plan had, for "2 of 4" progress. */
  readonly total: number;
}

export const IDLE: Runner = { pending: [], sent: null, total: 0 };

export function start(plan: readonly BigShotCommand[]): Runner {
  return { pending: plan, sent: null, total: plan.length };
}

export function isRunning(runner: Runner): boolean {
  return runner.pending.length > 0;
}

export type Step =
  | { readonly kind: 'send'; readonly command: unknown; readonly runner: Runner }
  /** Nothing to send yet; the runner only records what it saw. */
  | { readonly kind: 'wait'; readonly runner: Runner }
  | { readonly kind: 'done' }
  /** The next step is not legal now, or the last one was refused: the table changed. */
  | { readonly kind: 'stuck'; readonly command: BigShotCommand };

/**
 * The next thing to do, given the app's current legal list, busy flag and view (as JSON).
 * The runner is immutable: the caller keeps the one a step returns.
 */
export function next(runner: Runner, legal: readonly unknown[], busy: boolean, view: string): Step {
  const [head, ...rest] = runner.pending;
  if (head === undefined) return { kind: 'done' };
  const { sent } = runner;
  if (busy) {
    const seen =
      sent === null || sent.busySeen ? runner : { ...runner, sent: { ...sent, busySeen: true } };
    return { kind: 'wait', runner: seen };
  }
  if (sent !== null) {
    // The command came back and nothing changed: the server refused it, so the plan stops here.
    if (sent.view === view)
      return sent.busySeen ? { kind: 'stuck', command: head } : { kind: 'wait', runner };
    // The view moved on; wait for the legal list that goes with it.
    if (sent.legal === legal) return { kind: 'wait', runner };
  }
  const member = findLegal(head, legal);
  if (member !== undefined) {
    const after: Runner = { ...runner, pending: rest, sent: { view, legal, busySeen: false } };
    return { kind: 'send', command: member, runner: after };
  }
  // The server ends a loan declaration by itself once nothing more can be borrowed.
  if (head.type === 'end_loans' && rest.length === 0) return { kind: 'done' };
  return { kind: 'stuck', command: head };
}
