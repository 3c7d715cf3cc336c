/** The new-game form's time control: amounts in minutes, hours or days, made into seconds (pure). */
import type { components } from '@tavolo/sdk/client';

export type TimeControlInput = components['schemas']['TimeControlInput'];
export type TimeControlKind = TimeControlInput['kind'];
export type DurationUnit = 'minutes' | 'hours' | 'days';

export const TIME_CONTROL_KINDS: readonly TimeControlKind[] = ['none', 'per_move', 'bank'];
export const DURATION_UNITS: readonly DurationUnit[] = ['minutes', 'hours', 'days'];

const UNIT_SECONDS: Readonly<Record<DurationUnit, number>> = {
  minutes: 60,
  hours: 3600,
  days: 86_400,
};

export interface DurationField {
  amount: number;
  unit: DurationUnit;
}

export interface TimeControlDraft {
  kind: TimeControlKind;
  moveTime: DurationField;
  initial: DurationField;
  increment: DurationField;
  cap: DurationField;
}

/** A day per move; a bank of 3 days, 1 day more per move, up to 5 days. */
export function defaultDraft(): TimeControlDraft {
  return {
    kind: 'none',
    moveTime: { amount: 1, unit: 'days' },
    initial: { amount: 3, unit: 'days' },
    increment: { amount: 1, unit: 'days' },
    cap: { amount: 5, unit: 'days' },
  };
}

/** Whole seconds (the server checks the ranges: TIME_CONTROL_OUT_OF_RANGE). */
export function secondsOf(field: DurationField): number {
  return Math.round(field.amount * UNIT_SECONDS[field.unit]);
}

export function timeControlOf(draft: TimeControlDraft): TimeControlInput {
  switch (draft.kind) {
    case 'none':
      return { kind: 'none' };
    case 'per_move':
      return { kind: 'per_move', moveSeconds: secondsOf(draft.moveTime) };
    case 'bank':
      return {
        kind: 'bank',
        initialSeconds: secondsOf(draft.initial),
        incrementSeconds: secondsOf(draft.increment),
        maxSeconds: secondsOf(draft.cap),
      };
  }
}
