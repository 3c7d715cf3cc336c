/**
 * Timeout policies (issue 17 item 5, ADR 0027), chosen at creation: what the deadline sweeper does
 * for a seat whose time ran out.
 *
 * - `bot_moves` (the default): the server's bot plays that one move; the seat stays the player's.
 * - `bot_takes_seat`: as bot_moves, but the `afterTimeouts`-th timeout in a row hands the seat to
 *   the server's bot, which then plays it on every turn until the player reclaims it.
 * - `forfeit`: the seat is out. The last seat left wins (at once in a 2-player game); until then
 *   the server's bot plays the forfeited seat and the result records the forfeit.
 *
 * A policy other than the default with no time control is refused (TIMEOUT_POLICY_NEEDS_CLOCK):
 * no time ever runs out there, and a creator who chose one surely meant a clock too.
 */
import { z } from 'zod';
import type { TimeControl } from '../clocks/time-control.ts';
import { ServiceError } from '../errors.ts';

export const AFTER_TIMEOUTS_LIMITS = { min: 1, max: 10 } as const;

export const timeoutPolicySchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('bot_moves') }),
  z.strictObject({
    kind: z.literal('bot_takes_seat'),
    /** Consecutive timeouts of a seat after which the bot holds it. */
    afterTimeouts: z.number().int().min(AFTER_TIMEOUTS_LIMITS.min).max(AFTER_TIMEOUTS_LIMITS.max),
  }),
  z.strictObject({ kind: z.literal('forfeit') }),
]);

export type TimeoutPolicy = z.output<typeof timeoutPolicySchema>;

export const DEFAULT_TIMEOUT_POLICY: TimeoutPolicy = { kind: 'bot_moves' };

/** The policy a creation request asks for, checked against its time control. */
export function requestedTimeoutPolicy(
  policy: TimeoutPolicy | undefined,
  timeControl: TimeControl,
): TimeoutPolicy {
  const chosen = policy ?? DEFAULT_TIMEOUT_POLICY;
  if (chosen.kind !== DEFAULT_TIMEOUT_POLICY.kind && timeControl.kind === 'none') {
    throw new ServiceError(
      'TIMEOUT_POLICY_NEEDS_CLOCK',
      `The timeout policy "${chosen.kind}" needs a time control: without one no time runs out.`,
    );
  }
  return chosen;
}
