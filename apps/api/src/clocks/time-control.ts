/**
 * Time controls (issue 17 item 1), chosen at game creation: none, a fixed time per move, or a
 * bank with a per-move increment and a cap (OGS's Fischer). The shape is checked by zod (a wrong
 * shape is INVALID_INPUT); the durations by {@link checkTimeControl}, whose refusal has a code of
 * its own so a client can tell "out of range" from "malformed".
 */
import { z } from 'zod';
import { ServiceError } from '../errors.ts';

const MINUTE = 60;
const DAY = 24 * 3600;

/** The ranges, in seconds: the short end serves quick games and testing. */
export const TIME_CONTROL_LIMITS = {
  moveSeconds: { min: MINUTE, max: 30 * DAY },
  initialSeconds: { min: MINUTE, max: 30 * DAY },
  incrementSeconds: { min: 0, max: 30 * DAY },
  /** At least the initial bank. */
  maxSeconds: { min: MINUTE, max: 60 * DAY },
} as const;

const seconds = z.number().int();

export const timeControlSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({
    kind: z.literal('per_move'),
    /** Each move must be made within this many seconds of the seat's turn starting. */
    moveSeconds: seconds,
  }),
  z.strictObject({
    kind: z.literal('bank'),
    /** Each seat's bank at the start. */
    initialSeconds: seconds,
    /** Added to a seat's bank after each of its moves… */
    incrementSeconds: seconds,
    /** …up to this cap. */
    maxSeconds: seconds,
  }),
]);

export type TimeControl = z.output<typeof timeControlSchema>;

export const NO_TIME_CONTROL: TimeControl = { kind: 'none' };

/** `least` replaces the field's own minimum where it depends on another field. */
function checkRange(field: keyof typeof TIME_CONTROL_LIMITS, value: number, least?: number): void {
  const min = least ?? TIME_CONTROL_LIMITS[field].min;
  const { max } = TIME_CONTROL_LIMITS[field];
  if (value >= min && value <= max) return;
  throw new ServiceError(
    'TIME_CONTROL_OUT_OF_RANGE',
    `Time control ${field} must be from ${min} to ${max} seconds (got ${value}).`,
  );
}

/** Throws TIME_CONTROL_OUT_OF_RANGE unless every duration is within its range. */
export function checkTimeControl(control: TimeControl): TimeControl {
  switch (control.kind) {
    case 'none':
      break;
    case 'per_move':
      checkRange('moveSeconds', control.moveSeconds);
      break;
    case 'bank':
      checkRange('initialSeconds', control.initialSeconds);
      checkRange('incrementSeconds', control.incrementSeconds);
      checkRange('maxSeconds', control.maxSeconds, control.initialSeconds);
      break;
  }
  return control;
}

/**
 * The time control a creation request asks for: `timeControl`, or the older
 * `moveTimeLimitSeconds` read as a per-move control (clients written before time controls keep
 * working), or none. Both at once is ambiguous and refused.
 */
export function requestedTimeControl(request: {
  readonly timeControl?: TimeControl | undefined;
  readonly moveTimeLimitSeconds?: number | undefined;
}): TimeControl {
  const { timeControl, moveTimeLimitSeconds } = request;
  if (timeControl !== undefined && moveTimeLimitSeconds !== undefined) {
    throw new ServiceError(
      'INVALID_INPUT',
      'Give timeControl or moveTimeLimitSeconds (deprecated), not both.',
    );
  }
  if (moveTimeLimitSeconds !== undefined) {
    return checkTimeControl({ kind: 'per_move', moveSeconds: moveTimeLimitSeconds });
  }
  return checkTimeControl(timeControl ?? NO_TIME_CONTROL);
}

/** The per-move limit of a control, for the deprecated `moveTimeLimitSeconds` field. */
export function moveTimeLimitOf(control: TimeControl): number | null {
  return control.kind === 'per_move' ? control.moveSeconds : null;
}
