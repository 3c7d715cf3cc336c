/** A refusal is a value, never an exception: stable SCREAMING_SNAKE code plus a human message. */
export interface RuleViolation {
  readonly code: string;
  readonly message: string;
}

export type Result<T, E = RuleViolation> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

export function violation(
  code: string,
  message: string,
): { readonly ok: false; readonly error: RuleViolation } {
  return err({ code, message });
}

/** Kernel-level refusal codes; games add their own. */
export const KernelCode = {
  GameOver: 'GAME_OVER',
  NotASeat: 'NOT_A_SEAT',
  NotYourTurn: 'NOT_YOUR_TURN',
  InvalidCommand: 'INVALID_COMMAND',
  InvalidOptions: 'INVALID_OPTIONS',
  InvalidSeatCount: 'INVALID_SEAT_COUNT',
} as const;
